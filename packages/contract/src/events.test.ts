import { describe, expect, it } from 'vitest';
import {
  SubmitEventInputSchema,
  TIME_SLOTS,
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
    const tooLong = SubmitEventInputSchema.safeParse({ ...valid, images: [{ url: '/u/a.webp', alt: 'a'.repeat(251) }] });
    expect(tooLong.error?.issues[0]).toMatchObject({ path: ['images', 0, 'alt'], message: 'imageAltTooLong' });
    expect(messages.en.imageAltTooLong).toBe('An image description can be at most 250 characters long.');
    const nul = SubmitEventInputSchema.safeParse({ ...valid, images: [{ url: '/u/a.webp', alt: 'a\u0000b' }] });
    expect(nul.error?.issues[0]?.message).toBe('textInvalidCharacters');
  });
});
