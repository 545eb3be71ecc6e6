import { describe, expect, it } from 'vitest';
import {
  PIN_RADIUS_KM,
  SubmitEventInputSchema,
  TIME_SLOTS,
  distanceKm,
  eventProblem,
  eventProblems,
  futureTimeSlots,
  submitEventRules,
  submittedImages,
  type SubmitEventData,
} from './events.ts';
import { messages } from './messages/index.ts';

const NOW = new Date('2030-05-10T05:10:00Z'); // 14:10 in Seoul

const valid: SubmitEventData = SubmitEventInputSchema.parse({
  category: 'Food',
  type: 'FirstCome',
  name: 'Dumpling night',
  date: '2030-05-11',
  time: '19:30',
  minParticipants: 2,
  maxParticipants: 8,
  price: 1500,
  mainImage: '/uploads/a.webp',
  images: ['/uploads/a.webp'],
  location: 'Mapo-gu, Seoul',
  latitude: 37.56,
  longitude: 126.9,
  languages: ['en'],
});

const problemsOf = (change: Partial<SubmitEventData>) =>
  eventProblems({ ...valid, ...change }, NOW).map((p) => [p.field, p.code]);

describe('post-event rules', () => {
  it('accepts a complete event', () => {
    expect(eventProblems(valid, NOW)).toEqual([]);
    expect(eventProblem(valid, NOW)).toBeNull();
  });

  it('lists every broken rule, in the spec order; the first is what the server answers', () => {
    const broken = {
      name: ' ',
      location: '',
      minParticipants: 5,
      maxParticipants: 5,
      date: '2030-05-10',
      time: '10:00',
      mainImage: null,
      images: [],
      price: 150,
    };
    expect(problemsOf(broken)).toEqual([
      ['name', 'eventNameRequired'],
      ['location', 'addressNotSelected'],
      ['maxParticipants', 'maxNotGreaterThanMin'],
      ['date', 'eventInPast'],
      ['images', 'eventImageRequired'],
      ['price', 'priceStep'],
    ]);
    expect(eventProblem({ ...valid, ...broken }, NOW)).toEqual({ field: 'name', code: 'eventNameRequired' });
  });

  it('says only what is wrong with a missing minimum or time, not a comparison with it', () => {
    expect(problemsOf({ minParticipants: Number.NaN })).toEqual([['minParticipants', 'minParticipantsZero']]);
    expect(problemsOf({ time: '' })).toEqual([['time', 'timeSlotInvalid']]);
    // A past day has no time left to choose: the date says why.
    expect(problemsOf({ date: '2030-05-09', time: '' })).toEqual([
      ['time', 'timeSlotInvalid'],
      ['date', 'eventInPast'],
    ]);
    expect(problemsOf({ minParticipants: 0, maxParticipants: 0 })).toEqual([
      ['maxParticipants', 'maxNotGreaterThanMin'],
      ['minParticipants', 'minParticipantsZero'],
    ]);
  });

  it('keeps the spec texts, with the spelling corrected', () => {
    expect(messages.en.eventNameRequired).toBe('Please enter an event name.');
    expect(messages.en.maxNotGreaterThanMin).toBe(
      'The maximum number of participants must be greater than the minimum number.',
    );
    expect(messages.en.minParticipantsZero).toBe("Minimum participants can't be 0");
    expect(messages.en.eventImageRequired).toBe('Please upload at least one image for the event.');
    expect(messages.en.priceStep).toBe('Please enter the price in 100 KRW units.');
    expect(messages.en.tooManyFiles).toBe('You can upload up to 5 files.');
  });

  it('as a schema, reports the types and every rule at once, each at its field', () => {
    const blankForm = {
      ...valid,
      category: '',
      name: '',
      location: '',
      latitude: null,
      longitude: null,
      date: '',
      time: '',
      minParticipants: Number.NaN,
      maxParticipants: Number.NaN,
      mainImage: null,
      images: [],
    };
    const result = submitEventRules(NOW).safeParse(blankForm);
    const firstByField = new Map<string, string>();
    for (const issue of result.error?.issues ?? []) {
      const field = issue.path.join('.');
      if (!firstByField.has(field)) firstByField.set(field, issue.message);
    }
    expect(Object.fromEntries(firstByField)).toEqual({
      category: 'categoryInvalid',
      minParticipants: 'minParticipantsZero',
      maxParticipants: 'maxNotGreaterThanMin',
      name: 'eventNameRequired',
      location: 'addressNotSelected',
      date: 'dateInvalid',
      time: 'timeSlotInvalid',
      images: 'eventImageRequired',
    });
    expect(submitEventRules(NOW).safeParse(valid).success).toBe(true);
  });
});

describe("the event's point (the host's pin)", () => {
  const parse = (latitude: unknown, longitude: unknown) =>
    SubmitEventInputSchema.safeParse({ ...valid, latitude, longitude });

  it('takes finite numbers, also as the strings a form sends, and leaves where they are to the rules', () => {
    expect(parse('37.5551', '126.9231').data).toMatchObject({ latitude: 37.5551, longitude: 126.9231 });
    expect(parse(null, undefined).data).toMatchObject({ latitude: null });
  });

  it('refuses NaN, Infinity and anything but a number or its string, with the address message at the coordinate', () => {
    for (const bad of ['NaN', 'Infinity', '-Infinity', '1e999', 'north', '', true, {}, [37.5]]) {
      const result = parse(bad, 126.9);
      expect(result.error?.issues[0], JSON.stringify(bad)).toMatchObject({
        path: ['latitude'],
        message: 'addressNotSelected',
      });
      expect(parse(37.5, bad).error?.issues[0]?.path, JSON.stringify(bad)).toEqual(['longitude']);
    }
  });

  it('wants a point inside Korea: huge, swapped or foreign points are no address', () => {
    for (const [latitude, longitude] of [
      [1e308, 126.9],
      [-1e308, -1e308],
      [126.9, 37.56],
      [48.8566, 2.3522],
      [35.6812, 139.7671],
      [0, 0],
    ] as const) {
      expect(problemsOf({ latitude, longitude }), `${latitude},${longitude}`).toEqual([
        ['location', 'addressNotSelected'],
      ]);
    }
    // Jeju's southern islands and Ulleungdo are in.
    expect(problemsOf({ latitude: 33.1141, longitude: 126.2671 })).toEqual([]);
    expect(problemsOf({ latitude: 37.4844, longitude: 130.9057 })).toEqual([]);
  });

  it('measures distances on the globe', () => {
    const cityHall = { latitude: 37.5663, longitude: 126.9779 };
    expect(distanceKm(cityHall, cityHall)).toBe(0);
    // Seoul City Hall to Busan City Hall: about 325 km.
    expect(distanceKm(cityHall, { latitude: 35.1798, longitude: 129.075 })).toBeCloseTo(325, -1);
    // 0.01° of latitude is 1.11 km anywhere.
    expect(distanceKm(cityHall, { latitude: 37.5763, longitude: 126.9779 })).toBeCloseTo(1.112, 2);
  });

  it("keeps the pin within the place's reach when the place is known", () => {
    const mapo = { latitude: 37.56, longitude: 126.9 };
    // 0.02° north: 2.2 km, within the 3 km of an exact address.
    expect(eventProblems({ ...valid, latitude: 37.58 }, NOW, mapo)).toEqual([]);
    // 0.03° north: 3.3 km.
    expect(PIN_RADIUS_KM).toBe(3);
    expect(eventProblems({ ...valid, latitude: 37.59 }, NOW, mapo)).toEqual([{ field: 'location', code: 'pinTooFar' }]);
    // A district reaches further.
    expect(eventProblems({ ...valid, latitude: 37.59 }, NOW, { ...mapo, pinRadiusKm: 40 })).toEqual([]);
    expect(eventProblems({ ...valid, latitude: 35.18 }, NOW, { ...mapo, pinRadiusKm: 40 })).toEqual([
      { field: 'location', code: 'pinTooFar' },
    ]);
    // Without a known place (an address of a map service, a spec client's own) only Korea counts.
    expect(eventProblems({ ...valid, latitude: 35.18 }, NOW)).toEqual([]);
    expect(eventProblems({ ...valid, latitude: 35.18 }, NOW, null)).toEqual([]);
    // A point outside Korea is no address at all, whatever the place.
    expect(eventProblems({ ...valid, latitude: 48.85 }, NOW, mapo)).toEqual([
      { field: 'location', code: 'addressNotSelected' },
    ]);
  });
});

describe('time slots still ahead', () => {
  it('offers only the slots after now on today in Seoul', () => {
    const slots = futureTimeSlots('2030-05-10', NOW);
    expect(slots[0]).toBe('14:30');
    expect(slots).not.toContain('14:00');
    expect(slots.at(-1)).toBe('23:30');
  });

  it('offers every slot on a later day, none on a past day, all before a date is chosen', () => {
    expect(futureTimeSlots('2030-05-11', NOW)).toEqual(TIME_SLOTS);
    expect(futureTimeSlots('2030-05-09', NOW)).toEqual([]);
    expect(futureTimeSlots('', NOW)).toEqual(TIME_SLOTS);
  });

  it('judges the day in Korea, not in UTC', () => {
    // 23:50 on 9 May in UTC is already 08:50 on 10 May in Seoul.
    const lateUtc = new Date('2030-05-09T23:50:00Z');
    expect(futureTimeSlots('2030-05-10', lateUtc)[0]).toBe('09:00');
    expect(futureTimeSlots('2030-05-09', lateUtc)).toEqual([]);
  });
});

describe('image descriptions (alt texts)', () => {
  const parse = (images: unknown[], mainImage: string | null = '/uploads/a.webp') =>
    SubmitEventInputSchema.parse({ ...valid, mainImage, images });

  it('pairs each image with the description given with it, the main one first; none is null', () => {
    const input = parse([
      { url: '/uploads/b.webp', alt: '  Friends around a grill  ' },
      '/uploads/a.webp',
      { url: '/uploads/a.webp', alt: 'The restaurant sign' },
      { url: '/uploads/c.webp', alt: '' },
      { url: '/uploads/d.webp' },
    ]);
    expect(submittedImages(input)).toEqual([
      { url: '/uploads/a.webp', alt: 'The restaurant sign' },
      { url: '/uploads/b.webp', alt: 'Friends around a grill' },
      { url: '/uploads/c.webp', alt: null },
      { url: '/uploads/d.webp', alt: null },
    ]);
  });

  it('keeps the spec payload (plain URLs) working, without descriptions', () => {
    expect(submittedImages(parse(['/uploads/a.webp', '/uploads/b.webp']))).toEqual([
      { url: '/uploads/a.webp', alt: null },
      { url: '/uploads/b.webp', alt: null },
    ]);
  });

  it('refuses a description that is too long, or holds a NUL character', () => {
    const tooLong = SubmitEventInputSchema.safeParse({
      ...valid,
      images: [{ url: '/u/a.webp', alt: 'a'.repeat(251) }],
    });
    expect(tooLong.error?.issues[0]).toMatchObject({ path: ['images', 0, 'alt'], message: 'imageAltTooLong' });
    expect(messages.en.imageAltTooLong).toBe('An image description can be at most 250 characters long.');
    const nul = SubmitEventInputSchema.safeParse({ ...valid, images: [{ url: '/u/a.webp', alt: 'a\u0000b' }] });
    expect(nul.error?.issues[0]?.message).toBe('textInvalidCharacters');
  });
});
