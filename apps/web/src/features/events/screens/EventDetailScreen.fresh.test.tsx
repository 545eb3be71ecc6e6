import type { CheckParticipationResponse, EventDetail } from '@moim/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n.ts';
import { ClockProvider } from '../../../lib/clock.ts';
import { ReaderTimeZoneProvider } from '../../../lib/time-zone.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { deferredReply, mockApi, signIn, type MockReply, type MockReplyFor } from '../test-utils.ts';
import { EventDetailScreen } from './EventDetailScreen.tsx';
import { aPublicConfig, anEventDetail } from '../../../test/fixtures.ts';

// Leaflet needs a layout engine: the map stands in with its props, and fails for a "broken" tile server.
vi.mock('../components/EventMap.tsx', async () => {
  const { useEffect } = await import('react');
  return {
    default: function FakeMap(props: { latitude: number; longitude: number; tileUrl: string; onFail: () => void }) {
      const { tileUrl, onFail } = props;
      useEffect(() => {
        if (tileUrl.includes('broken')) onFail();
      }, [tileUrl, onFail]);
      return <div data-testid="map">{`Map at ${props.latitude},${props.longitude} zoom 15`}</div>;
    },
  };
});

const CONFIG = aPublicConfig();
const NOT_PARTICIPATING: CheckParticipationResponse = { isParticipating: false, status: null, hasReviewed: false };
/** Two days before the fixture's start (2099-03-14 14:30 in Korea). */
const EARLY = new Date('2099-03-12T05:30:00.000Z');

function setup<K extends string = never>(
  event: EventDetail | Extract<MockReplyFor<'GET /events/getEvents/7'>, unknown[]> = anEventDetail(),
  extra: { [P in K]: MockReplyFor<P> } = {} as { [P in K]: MockReplyFor<P> },
  {
    config = CONFIG,
    participation = NOT_PARTICIPATING,
    now = EARLY,
    zone = 'Asia/Seoul',
  }: { config?: typeof CONFIG; participation?: CheckParticipationResponse; now?: Date; zone?: string } = {},
) {
  const api = mockApi({
    'GET /config': [200, config],
    'GET /events/getEvents/7': Array.isArray(event) ? event : [200, event],
    'GET /likes/7/isLiked': (request) => [200, { isLiked: request.query.get('userId') === 'bob' }],
    'GET /participants/checkParticipation': [200, participation],
    // Typed by setup's parameter, key by key.
    ...(extra as Record<string, MockReply>),
  });
  const result = renderRoutes(
    [
      {
        path: '/events/:eventId',
        element: (
          <ClockProvider value={() => now}>
            <ReaderTimeZoneProvider value={zone}>
              <EventDetailScreen />
            </ReaderTimeZoneProvider>
          </ClockProvider>
        ),
      },
      { path: '/logIn', element: <h1>Sign in page</h1> },
      { path: '/enterEvent/:id', element: <h1>Join page</h1> },
    ],
    '/events/7',
  );
  return { ...api, ...result, user: userEvent.setup() };
}

const title = () => screen.findByRole('heading', { level: 1, name: 'Sunday hike on Bukhansan' });

describe('EventDetailScreen', () => {
  it('shows the event: banner, badges, host, time in Korea, price, seats, languages and rating', async () => {
    setup(anEventDetail({ category: 'Others', type: 'Register' }));
    await title();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'Sunday hike on Bukhansan, image 1 of 5' })).toHaveAttribute(
      'src',
      '/uploads/main.webp',
    );
    // The banner is the largest thing on the first screen: the browser fetches it before the rest.
    expect(screen.getByRole('img', { name: 'Sunday hike on Bukhansan, image 1 of 5' })).toHaveAttribute(
      'fetchpriority',
      'high',
    );
    expect(screen.getByText('Others')).toBeInTheDocument();
    expect(screen.getByText('Register')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Hana Kim' })).toHaveAttribute('href', '/userPage/hana');
    expect(screen.getByText('Sat, Mar 14, 2099, 2:30 PM – 4:30 PM (Korea time)')).toHaveAttribute(
      'datetime',
      '2099-03-14T05:30:00.000Z',
    );
    expect(screen.getByText('₩5,000')).toBeInTheDocument();
    expect(screen.getAllByText('3 / 10').length).toBeGreaterThan(0);
    expect(screen.getByText('Minimum 2')).toBeInTheDocument();
    expect(screen.getByText('Held in English and Korean')).toBeInTheDocument();
    expect(screen.getByText('in 2 days')).toBeInTheDocument();
    // A reader in Korea needs no second clock.
    expect(screen.queryByText(/in your time zone/)).not.toBeInTheDocument();
    expect(screen.getByText('No reviews yet')).toBeInTheDocument();
    expect(screen.getByText('4 likes')).toBeInTheDocument();
    expect(screen.getAllByText('2F, main entrance').length).toBeGreaterThan(0);
    const going = screen.getByRole('heading', { name: /Who is going/ }).closest('section')!;
    expect(within(going).getByRole('link', { name: /Bob Lee/ })).toHaveAttribute('href', '/userPage/bob');
    expect(within(going).getAllByRole('listitem')).toHaveLength(3);
  });

  it('says Free for 0 and shows the rating with one decimal', async () => {
    setup(anEventDetail({ price: 0, averageRating: 4.25, reviewCount: 12 }));
    await title();
    expect(screen.getByText('Free')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '4.3 of 5' })).toBeInTheDocument();
    expect(screen.getByText('12 reviews')).toBeInTheDocument();
  });

  it('shows no languages line for an event whose host named none (the spec payload has no languages)', async () => {
    setup(anEventDetail({ languages: [] }));
    await title();
    expect(screen.queryByText('Languages')).not.toBeInTheDocument();
    expect(screen.queryByText(/Held in/)).not.toBeInTheDocument();
  });

  it('adds the start on the clock of a reader abroad, for planning their arrival', async () => {
    setup(anEventDetail(), {}, { zone: 'America/Los_Angeles' });
    await title();
    expect(screen.getByText('Sat, Mar 14, 2099, 2:30 PM – 4:30 PM (Korea time)')).toBeInTheDocument();
    expect(screen.getByText('Fri, Mar 13, 10:30 PM PDT in your time zone')).toBeInTheDocument();
  });

  it('speaks Korean: the date, the hour, the reader’s clock, how soon, the languages and the price', async () => {
    await i18n.changeLanguage('ko');
    try {
      setup(anEventDetail({ languages: ['en', 'ko', 'vi'] }), {}, { zone: 'Europe/Paris' });
      await title();
      expect(screen.getByText('2099년 3월 14일 (토) 오후 2:30 – 오후 4:30 (한국 시간)')).toBeInTheDocument();
      expect(screen.getByText('내 시간대로 3월 14일 (토) 오전 6:30 GMT+1')).toBeInTheDocument();
      expect(screen.getByText('모레')).toBeInTheDocument();
      expect(screen.getByText('진행 언어: 영어, 한국어 및 베트남어')).toBeInTheDocument();
      expect(screen.getByText('₩5,000')).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it.each([
    ['ja', '2099年3月14日(土) 14:30', '英語、韓国語'],
    ['zh-CN', '2099年3月14日周六 14:30', '英语和韩语'],
    ['vi', '14:30 Thứ 7, 14 thg 3, 2099', 'Tiếng Anh và Tiếng Hàn'],
  ])('writes the date and the languages the %s way', async (language, when, languages) => {
    await i18n.changeLanguage(language);
    try {
      setup();
      await title();
      // Intl writes the date and the names; the words around them ("Korea time", "Held in") are the translators'.
      expect(screen.getByText((text) => text.startsWith(when))).toHaveAttribute('datetime');
      expect(screen.getByText((text) => text.endsWith(languages))).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('shows the description sanitised', async () => {
    setup();
    await title();
    const about = screen.getByRole('heading', { name: 'About this event' }).closest('section')!;
    expect(within(about).getByText('water').tagName).toBe('STRONG');
    expect(about.querySelector('script')).toBeNull();
    expect(within(about).getByText('bad')).not.toHaveAttribute('href');
    const good = within(about).getByRole('link', { name: 'good' });
    expect(good).toHaveAttribute('href', 'https://example.com');
    expect(good).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  });

  describe('the host’s own second language (decision 77)', () => {
    const bilingual = (secondLanguage: string) =>
      anEventDetail({
        name: '북한산 일요 산행',
        description: '<p>물을 챙기세요</p>',
        textLanguage: 'ko',
        secondLanguage,
        secondName: 'Sunday hike on Bukhansan',
        secondDescription: '<p>Bring <strong>water</strong><img src=x onerror=alert(1)></p>',
      });
    const translating = { config: aPublicConfig({ translation: true }) };

    it('comes first for a reader of that language, instead of a machine translation, and the original on request', async () => {
      const { user } = setup(bilingual('en'), {}, translating);
      await title();
      const about = screen.getByRole('heading', { name: 'About this event' }).closest('section')!;
      expect(within(about).getByText('Written in English by the host')).toBeInTheDocument();
      expect(within(about).getByText('water').tagName).toBe('STRONG');
      expect(about.querySelector('img')).toBeNull();
      expect(screen.queryByRole('button', { name: 'Translate' })).toBeNull();

      await user.click(within(about).getByRole('button', { name: 'Show original' }));
      expect(await screen.findByRole('heading', { level: 1, name: '북한산 일요 산행' })).toBeInTheDocument();
      expect(within(about).getByText('물을 챙기세요')).toBeInTheDocument();
      expect(within(about).getByRole('button', { name: "Show the host's English version" })).toHaveFocus();
      expect(screen.queryByRole('button', { name: 'Translate' })).toBeNull();
    });

    it('leaves a reader of another language the original and the machine’s Translate, the host’s version a press away', async () => {
      const { user } = setup(bilingual('ja'), {}, translating);
      expect(await screen.findByRole('heading', { level: 1, name: '북한산 일요 산행' })).toBeInTheDocument();
      expect(await screen.findByRole('button', { name: 'Translate' })).toBeInTheDocument();
      expect(screen.queryByText(/by the host/)).toBeNull();

      await user.click(screen.getByRole('button', { name: "Show the host's Japanese version" }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Sunday hike on Bukhansan' })).toBeInTheDocument();
      expect(screen.getByText('Written in Japanese by the host')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Show original' })).toHaveFocus();
    });
  });

  describe('buttons by viewer', () => {
    it('gives the host Manage and Cancel', async () => {
      signIn('hana');
      setup();
      await title();
      expect(screen.getByRole('link', { name: 'Manage' })).toHaveAttribute('href', '/manage/7');
      expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/deleteEvent/7');
      expect(screen.queryByRole('link', { name: 'Join Now' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Join Now' })).not.toBeInTheDocument();
    });

    it('asks the server about the participation and shows each state with its button', async () => {
      signIn('zoe');
      const { calls } = setup(
        anEventDetail(),
        {},
        { participation: { isParticipating: true, status: 'Pending', hasReviewed: false } },
      );
      await title();
      expect(await screen.findByText('Application pending')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Withdraw application' })).toBeEnabled();
      expect(screen.queryByText('Join Now')).not.toBeInTheDocument();
      expect(calls('GET', '/participants/checkParticipation')[0]?.query.get('eventId')).toBe('7');
    });

    it('shows a waitlist place with its number and Leave waitlist', async () => {
      signIn('zoe');
      setup(
        anEventDetail({ participantsCount: 10 }),
        {},
        {
          participation: { isParticipating: true, status: 'Waitlisted', waitlistPosition: 2, hasReviewed: false },
        },
      );
      await title();
      expect(await screen.findByText('On the waitlist (#2)')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Leave waitlist' })).toBeEnabled();
      expect(screen.queryByRole('button', { name: 'Closed' })).not.toBeInTheDocument();
    });

    it('shows a rejected user a disabled Closed with the reason, even while the event is open', async () => {
      signIn('zoe');
      setup(anEventDetail(), {}, { participation: { isParticipating: false, status: 'Rejected', hasReviewed: false } });
      await title();
      const closed = await screen.findByRole('button', { name: 'Closed' });
      expect(closed).toBeDisabled();
      expect(closed).toHaveAccessibleDescription(
        'The host did not accept your application, so you cannot join this event.',
      );
      expect(screen.queryByText('Join Now')).not.toBeInTheDocument();
    });

    it('shows a disabled Closed, and no Join Now, to someone the host does not take (without saying why)', async () => {
      signIn('zoe');
      setup(
        anEventDetail(),
        {},
        { participation: { isParticipating: false, status: null, hasReviewed: false, joinClosed: true } },
      );
      await title();
      expect(await screen.findByRole('button', { name: 'Closed' })).toBeDisabled();
      expect(screen.queryByText('Join Now')).not.toBeInTheDocument();
      expect(screen.queryByText(/block/i)).not.toBeInTheDocument();
    });

    it('gives an approved guest a Cancel that asks first, then cancels and refreshes the event', async () => {
      signIn('bob');
      const approved: CheckParticipationResponse = { isParticipating: true, status: 'Approved', hasReviewed: false };
      let participation = approved;
      let event = anEventDetail();
      const { user, calls } = setup(anEventDetail(), {
        'GET /events/getEvents/7': () => [200, event],
        'GET /participants/checkParticipation': () => [200, participation],
        'POST /participants/cancelParticipation': () => {
          participation = NOT_PARTICIPATING;
          event = anEventDetail({ participantsCount: 2, participants: anEventDetail().participants.slice(0, 1) });
          return [200, { success: true, message: 'Your participation has been successfully canceled.' }];
        },
      });
      await title();
      expect(screen.getByText("You're going")).toBeInTheDocument();
      const cancel = screen.getByRole('button', { name: 'Cancel' });
      expect(cancel).toBeEnabled();
      expect(screen.queryByRole('link', { name: 'Manage' })).not.toBeInTheDocument();
      expect(screen.queryByText('Join Now')).not.toBeInTheDocument();

      await user.click(cancel);
      const dialog = await screen.findByRole('dialog', { name: 'Please confirm' });
      expect(dialog).toHaveAccessibleDescription('Are you sure you want to cancel your participation in this event?');
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
      // The confirmation names what it does, beside the way back.
      expect(
        within(dialog)
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(expect.arrayContaining(['Cancel participation', 'Go back']));
      expect(within(dialog).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
      expect(calls('POST', '/participants/cancelParticipation')).toHaveLength(0);

      await user.click(within(dialog).getByRole('button', { name: 'Cancel participation' }));
      expect(await screen.findByText('Your participation has been successfully canceled.')).toBeInTheDocument();
      expect(calls('POST', '/participants/cancelParticipation')[0]?.body).toEqual({ eventId: 7 });
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(await screen.findByRole('link', { name: 'Join Now' })).toBeInTheDocument();
      expect(screen.getAllByText('2 / 10').length).toBeGreaterThan(0);
      expect(calls('GET', '/participants/checkParticipation').length).toBeGreaterThanOrEqual(2);
    });

    it('says the cancellation succeeded even when the buttons are gone before the answer arrives', async () => {
      signIn('bob');
      const approved: CheckParticipationResponse = { isParticipating: true, status: 'Approved', hasReviewed: false };
      const pending = deferredReply<'POST /participants/cancelParticipation'>();
      const { user, queryClient } = setup(
        anEventDetail(),
        {
          'POST /participants/cancelParticipation': pending.reply,
        },
        { participation: approved },
      );
      await title();
      await user.click(await screen.findByRole('button', { name: 'Cancel' }));
      const dialog = await screen.findByRole('dialog', { name: 'Please confirm' });
      await user.click(within(dialog).getByRole('button', { name: 'Cancel participation' }));
      // Another tab's refresh, say, shows the place gone while the request is on its way.
      queryClient.setQueryData(queryKeys.participation(7), NOT_PARTICIPATING);
      await waitFor(() => expect(screen.queryByText("You're going")).not.toBeInTheDocument());
      pending.answer([200, { success: true, message: 'Your participation has been successfully canceled.' }]);
      expect(await screen.findByText('Your participation has been successfully canceled.')).toBeInTheDocument();
    });

    it('sends nothing when the confirmation is dismissed', async () => {
      signIn('zoe');
      const { user, calls } = setup(
        anEventDetail(),
        {},
        {
          participation: { isParticipating: true, status: 'Pending', hasReviewed: false },
        },
      );
      await title();
      await user.click(await screen.findByRole('button', { name: 'Withdraw application' }));
      const dialog = await screen.findByRole('dialog');
      expect(dialog).toHaveAccessibleDescription('Are you sure you want to withdraw your application to this event?');
      await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(calls('POST', '/participants/cancelParticipation')).toHaveLength(0);
    });

    it('disables Cancel within 24 hours of the start and says why', async () => {
      signIn('bob');
      setup(
        anEventDetail(),
        {},
        {
          participation: { isParticipating: true, status: 'Approved', hasReviewed: false },
          now: new Date('2099-03-13T06:00:00.000Z'),
        },
      );
      await title();
      const cancel = screen.getByRole('button', { name: 'Cancel' });
      expect(cancel).toBeDisabled();
      expect(cancel).toHaveAccessibleDescription('Participation cannot be cancelled within 24 hours of the event.');
    });

    it.each([
      [
        'the server refuses with its reason',
        [409, { code: 'cancelTooLate', message: 'Participation cannot be cancelled within 24 hours of the event.' }],
        'Participation cannot be cancelled within 24 hours of the event.',
      ],
      [
        'the server fails',
        [500, { code: 'internalError', message: 'Something went wrong on our side.' }],
        'Failed to cancel participation. Please try again.',
      ],
    ] as const)('shows the failure when %s', async (_case, reply, text) => {
      signIn('bob');
      const { user } = setup(
        anEventDetail(),
        { 'POST /participants/cancelParticipation': [...reply] },
        {
          participation: { isParticipating: true, status: 'Approved', hasReviewed: false },
        },
      );
      await title();
      await user.click(screen.getByRole('button', { name: 'Cancel' }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel participation' }));
      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(screen.getByText("You're going")).toBeInTheDocument();
    });

    it('gives a signed-in user Join Now to the join page', async () => {
      signIn('zoe');
      const { user, router } = setup();
      await title();
      const join = await screen.findByRole('link', { name: 'Join Now' });
      expect(join).toHaveAttribute('href', '/enterEvent/7');
      await user.click(join);
      await waitFor(() => expect(router.state.location.pathname).toBe('/enterEvent/7'));
    });

    it('sends a visitor pressing Join Now to sign in, saying why, to come back to the event and its join screen', async () => {
      const { user, router } = setup();
      await title();
      await user.click(screen.getByRole('button', { name: 'Join Now' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/logIn'));
      expect(router.state.location.search).toBe('?returnTo=%2Fevents%2F7%3Fjoin%3D7');
      // This tab remembers the press: only a press is carried out after signing in.
      expect(sessionStorage.getItem('moim.afterSignIn')).toBe('join:7');
      expect(screen.getByText('Login is required. Redirecting to the login page.')).toBeInTheDocument();
    });

    it.each([
      ['full and takes applications', { participantsCount: 10, type: 'Register' as const }, 'zoe'],
      ['past', { date: '2020-01-04', time: '10:00', startsAt: '2020-01-04T01:00:00.000Z' }, 'zoe'],
      ['full and takes applications, for a visitor', { participantsCount: 10, type: 'Register' as const }, null],
      ['full and past', { participantsCount: 10, startsAt: '2020-01-04T01:00:00.000Z' }, 'zoe'],
      ['past, for a visitor', { startsAt: '2020-01-04T01:00:00.000Z' }, null],
    ])('shows a disabled Closed when the event is %s', async (_case, overrides, userId) => {
      if (userId) signIn(userId);
      setup(anEventDetail(overrides));
      await title();
      expect(await screen.findByRole('button', { name: 'Closed' })).toBeDisabled();
      expect(screen.queryByText('Join Now')).not.toBeInTheDocument();
    });
  });

  describe('what a guest is told', () => {
    /** The fixture's event started a day ago. */
    const AFTER_START = new Date('2099-03-15T05:30:00.000Z');

    it('tells a guest of a past event that they went, offers the review, and no Cancel', async () => {
      signIn('bob');
      setup(
        anEventDetail(),
        {},
        {
          participation: { isParticipating: true, status: 'Approved', hasReviewed: false },
          now: AFTER_START,
        },
      );
      await title();
      expect(await screen.findByText('You went')).toBeInTheDocument();
      expect(await screen.findByRole('link', { name: 'Write a review' })).toHaveAttribute('href', '/reviewEvent/7');
      expect(screen.queryByText("You're going")).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
      expect(
        screen.queryByText('Participation cannot be cancelled within 24 hours of the event.'),
      ).not.toBeInTheDocument();
    });

    it('offers no second review to a guest who has written one', async () => {
      signIn('bob');
      setup(
        anEventDetail(),
        {},
        {
          participation: { isParticipating: true, status: 'Approved', hasReviewed: true },
          now: AFTER_START,
        },
      );
      await title();
      await waitFor(() => expect(screen.getByText('You went')).toBeInTheDocument());
      await waitFor(() => expect(screen.queryByRole('link', { name: 'Write a review' })).not.toBeInTheDocument());
    });

    it.each([
      ['Pending', 'The event started before the host accepted your application.'],
      ['Waitlisted', 'The event started before a seat became free for you.'],
    ] as const)('tells someone %s when the event started that it came to nothing', async (status, reason) => {
      signIn('zoe');
      setup(
        anEventDetail(),
        {},
        { participation: { isParticipating: true, status, hasReviewed: false }, now: AFTER_START },
      );
      await title();
      const closed = await screen.findByRole('button', { name: 'Closed' });
      expect(closed).toBeDisabled();
      expect(closed).toHaveAccessibleDescription(reason);
    });

    it('tells a removed guest they were removed, not that their application was turned down', async () => {
      signIn('zoe');
      setup(
        anEventDetail(),
        {},
        {
          participation: { isParticipating: false, status: 'Rejected', removed: true, hasReviewed: false },
        },
      );
      await title();
      const closed = await screen.findByRole('button', { name: 'Closed' });
      expect(closed).toHaveAccessibleDescription('The host removed you from this event, so you cannot join it again.');
      expect(screen.queryByText(/did not accept your application/)).not.toBeInTheDocument();
    });

    it('tells an applicant that a Register event is full now and that the host may still accept them', async () => {
      signIn('zoe');
      setup(
        anEventDetail({ type: 'Register', participantsCount: 10 }),
        {},
        {
          participation: { isParticipating: true, status: 'Pending', hasReviewed: false },
        },
      );
      await title();
      expect(await screen.findByText('Application pending')).toBeInTheDocument();
      expect(
        screen.getByText(
          'This event is full now. Your application stays open: the host may still accept you if a seat frees up.',
        ),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Withdraw application' })).toBeEnabled();
    });

    it('offers no action until the server has said where a signed-in person stands (no Join Now for an applicant)', async () => {
      signIn('zoe');
      const answer = deferredReply<'GET /participants/checkParticipation'>();
      setup(anEventDetail(), { 'GET /participants/checkParticipation': answer.reply });
      await title();
      expect(screen.getByText('Checking your place…')).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Join Now' })).not.toBeInTheDocument();
      answer.answer([200, { isParticipating: true, status: 'Pending', hasReviewed: false }]);
      expect(await screen.findByText('Application pending')).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Join Now' })).not.toBeInTheDocument();
      expect(screen.queryByText('Checking your place…')).not.toBeInTheDocument();
    });
  });

  it('is read and tabbed in the order it is seen: pictures and description, then the side panel, then the rest', async () => {
    setup();
    await title();
    const order = [
      screen.getByRole('heading', { level: 1 }),
      screen.getByRole('heading', { name: 'Photos' }),
      screen.getByRole('heading', { name: 'About this event' }),
      screen.getByRole('complementary', { name: 'Event details' }),
      screen.getByRole('heading', { name: 'Location' }),
      screen.getByRole('heading', { name: /Who is going/ }),
    ];
    for (let i = 1; i < order.length; i++) {
      expect(order[i - 1]!.compareDocumentPosition(order[i]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
    // Tab reaches the gallery before the side panel's controls.
    const firstPhoto = screen.getByRole('button', { name: /^Open .*image 2 of 5/ });
    const like = screen.getByRole('button', { name: 'Like' });
    expect(firstPhoto.compareDocumentPosition(like) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  describe('a full First-come event', () => {
    it('offers a member its waitlist, saying what it means', async () => {
      signIn('zoe');
      setup(anEventDetail({ participantsCount: 10 }));
      await title();
      const join = await screen.findByRole('link', { name: 'Join waitlist' });
      expect(join).toHaveAttribute('href', '/enterEvent/7');
      expect(join).toHaveAccessibleDescription('This event is full. Join the waitlist to get the next free seat.');
      expect(screen.queryByText('Closed')).not.toBeInTheDocument();
    });

    it('offers a visitor the waitlist after signing in', async () => {
      const { user, router } = setup(anEventDetail({ participantsCount: 10 }));
      await title();
      await user.click(screen.getByRole('button', { name: 'Join waitlist' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/logIn'));
    });
  });

  describe('like', () => {
    it('flips at once, keeps the event and the lists in step, then takes the server count', async () => {
      signIn('zoe');
      const pending = deferredReply<'POST /likes/7/like'>();
      const { user, queryClient, calls } = setup(anEventDetail(), { 'POST /likes/7/like': pending.reply });
      await title();
      const list = [
        { id: 7, name: 'Sunday hike on Bukhansan', likesCount: 4 },
        { id: 8, name: 'Other', likesCount: 1 },
      ];
      queryClient.setQueryData([...queryKeys.eventLists, 'hot'], list);
      queryClient.setQueryData([...queryKeys.eventLists, 'page', 1], { items: list, total: 2 });
      const like = await screen.findByRole('button', { name: 'Like' });
      await waitFor(() => expect(calls('GET', '/likes/7/isLiked')).toHaveLength(1));
      expect(like).toHaveAttribute('aria-pressed', 'false');

      await user.click(like);
      expect(screen.getByRole('button', { name: 'Unlike' })).toHaveAttribute('aria-pressed', 'true');
      expect(screen.getByText('5 likes')).toBeInTheDocument();
      expect(queryClient.getQueryData([...queryKeys.eventLists, 'hot'])).toEqual([
        { id: 7, name: 'Sunday hike on Bukhansan', likesCount: 5 },
        { id: 8, name: 'Other', likesCount: 1 },
      ]);
      expect(queryClient.getQueryData([...queryKeys.eventLists, 'page', 1])).toMatchObject({
        items: [
          { id: 7, likesCount: 5 },
          { id: 8, likesCount: 1 },
        ],
      });
      expect(queryClient.getQueryData(queryKeys.isLiked(7))).toBe(true);
      expect(calls('POST', '/likes/7/like')[0]?.body).toEqual({ userId: 'zoe' });

      pending.answer([200, { likesLen: 9, isLiked: true }]);
      expect(await screen.findByText('9 likes')).toBeInTheDocument();
      expect(queryClient.getQueryData([...queryKeys.eventLists, 'hot'])).toContainEqual(
        expect.objectContaining({ id: 7, likesCount: 9 }),
      );
    });

    it('sends a second press made while the first is on its way once the server has answered', async () => {
      signIn('zoe');
      const like = deferredReply<'POST /likes/7/like'>();
      const unlike = deferredReply<'POST /likes/7/like'>();
      const replies = [like.reply, unlike.reply];
      const { user, calls } = setup(anEventDetail(), { 'POST /likes/7/like': () => replies.shift()!() });
      await title();
      await waitFor(() => expect(calls('GET', '/likes/7/isLiked')).toHaveLength(1));

      await user.click(await screen.findByRole('button', { name: 'Like' }));
      await user.click(screen.getByRole('button', { name: 'Unlike' }));
      expect(screen.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'false');
      expect(screen.getByText('4 likes')).toBeInTheDocument();
      expect(calls('POST', '/likes/7/like')).toHaveLength(1);

      like.answer([200, { likesLen: 5, isLiked: true }]);
      await waitFor(() => expect(calls('POST', '/likes/7/like')).toHaveLength(2));
      expect(screen.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'false');
      unlike.answer([200, { likesLen: 4, isLiked: false }]);
      await waitFor(() => expect(screen.getByText('4 likes')).toBeInTheDocument());
      expect(screen.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'false');
    });

    it('sends nothing more when two presses while one is on its way cancel out', async () => {
      signIn('zoe');
      const pending = deferredReply<'POST /likes/7/like'>();
      const { user, calls } = setup(anEventDetail(), { 'POST /likes/7/like': pending.reply });
      await title();
      await waitFor(() => expect(calls('GET', '/likes/7/isLiked')).toHaveLength(1));

      await user.click(await screen.findByRole('button', { name: 'Like' }));
      await user.click(screen.getByRole('button', { name: 'Unlike' }));
      await user.click(screen.getByRole('button', { name: 'Like' }));
      pending.answer([200, { likesLen: 5, isLiked: true }]);
      expect(await screen.findByText('5 likes')).toBeInTheDocument();
      expect(calls('POST', '/likes/7/like')).toHaveLength(1);
    });

    it('goes back when the server refuses', async () => {
      signIn('bob');
      const pending = deferredReply<'POST /likes/7/like'>();
      const { user, queryClient } = setup(anEventDetail(), { 'POST /likes/7/like': pending.reply });
      await title();
      queryClient.setQueryData([...queryKeys.eventLists, 'hot'], [{ id: 7, likesCount: 4 }]);
      const unlike = await screen.findByRole('button', { name: 'Unlike' });
      await user.click(unlike);
      expect(screen.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'false');
      expect(screen.getByText('3 likes')).toBeInTheDocument();
      expect(queryClient.getQueryData([...queryKeys.eventLists, 'hot'])).toEqual([{ id: 7, likesCount: 3 }]);

      pending.answer([500, { code: 'internalError', message: 'Something went wrong on our side.' }]);
      expect(await screen.findByRole('button', { name: 'Unlike' })).toHaveAttribute('aria-pressed', 'true');
      expect(screen.getByText('4 likes')).toBeInTheDocument();
      expect(queryClient.getQueryData([...queryKeys.eventLists, 'hot'])).toEqual([{ id: 7, likesCount: 4 }]);
      expect(screen.queryByText('Something went wrong on our side.')).not.toBeInTheDocument();
    });

    it('asks a visitor to sign in', async () => {
      const { user, router, calls } = setup();
      await title();
      await user.click(screen.getByRole('button', { name: 'Like' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/logIn'));
      // Back from signing in, the like is added without another press.
      expect(router.state.location.search).toBe('?returnTo=%2Fevents%2F7%3Flike%3D7');
      expect(sessionStorage.getItem('moim.afterSignIn')).toBe('like:7');
      expect(screen.getByText('Login is required.')).toBeInTheDocument();
      expect(calls('POST', '/likes/7/like')).toHaveLength(0);
      expect(calls('GET', '/likes/7/isLiked')).toHaveLength(0);
    });
  });

  it('opens the images in a viewer that the arrow keys move and Escape closes', async () => {
    const { user } = setup();
    await title();
    const gallery = screen.getByRole('list', { name: 'Photos' });
    // The banner shows the main picture: the gallery has the other four (the viewer has all five).
    expect(within(gallery).getAllByRole('button')).toHaveLength(4);
    const second = screen.getByRole('button', { name: 'Open Sunday hike on Bukhansan, image 2 of 5' });
    await user.click(second);

    const viewer = await screen.findByRole('dialog', { name: 'Photos of Sunday hike on Bukhansan' });
    expect(within(viewer).getByText('Image 2 of 5')).toBeInTheDocument();
    expect(within(viewer).getByRole('img')).toHaveAttribute('alt', 'Sunday hike on Bukhansan, image 2 of 5');
    expect(within(viewer).getByRole('img')).toHaveAttribute('src', '/uploads/2.webp');
    expect(viewer).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{ArrowRight}');
    expect(within(viewer).getByText('Image 3 of 5')).toBeInTheDocument();
    expect(within(viewer).getByRole('img')).toHaveAttribute('src', '/uploads/3.webp');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(within(viewer).getByText('Image 1 of 5')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(within(viewer).getByText('Image 5 of 5')).toBeInTheDocument();
    await user.click(within(viewer).getByRole('button', { name: 'Next image' }));
    expect(within(viewer).getByText('Image 1 of 5')).toBeInTheDocument();

    // The focus stays inside while tabbing.
    for (let i = 0; i < 4; i++) {
      await user.tab();
      expect(viewer).toContainElement(document.activeElement as HTMLElement);
    }

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(second).toHaveFocus();
  });

  it("names every image after the event, with the uploader's description where there is one", async () => {
    const event = anEventDetail();
    const images = event.images.map((image, i) => (i === 1 ? { ...image, alt: 'Hikers at the summit rock' } : image));
    const { user } = setup({ ...event, images });
    await title();
    expect(screen.getByRole('img', { name: 'Sunday hike on Bukhansan, image 1 of 5' })).toHaveAttribute(
      'src',
      '/uploads/main.webp',
    );
    const gallery = screen.getByRole('list', { name: 'Photos' });
    expect(
      within(gallery)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual([
      'Open Hikers at the summit rock (Sunday hike on Bukhansan, image 2 of 5)',
      'Open Sunday hike on Bukhansan, image 3 of 5',
      'Open Sunday hike on Bukhansan, image 4 of 5',
      'Open Sunday hike on Bukhansan, image 5 of 5',
    ]);
    await user.click(within(gallery).getAllByRole('button')[0]!);
    const viewer = await screen.findByRole('dialog');
    expect(within(viewer).getByRole('img')).toHaveAttribute(
      'alt',
      'Hikers at the summit rock (Sunday hike on Bukhansan, image 2 of 5)',
    );
  });

  it('starts the map only when the reader nears it (it is below the first screen)', async () => {
    let nearScreen: ((entries: Array<{ isIntersecting: boolean }>) => void) | undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: (entries: Array<{ isIntersecting: boolean }>) => void) {
          nearScreen = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    try {
      setup();
      await title();
      const frame = screen.getByRole('region', { name: /^Map of / });
      expect(within(frame).getByRole('status')).toHaveTextContent('Loading the map...');
      expect(screen.queryByTestId('map')).not.toBeInTheDocument();
      act(() => nearScreen!([{ isIntersecting: true }]));
      expect(await screen.findByTestId('map')).toHaveTextContent('Map at 37.5663,126.9019 zoom 15');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('shows the map at the stored place with links to map services in a new tab', async () => {
    setup();
    await title();
    expect(await screen.findByTestId('map')).toHaveTextContent('Map at 37.5663,126.9019 zoom 15');
    const naver = screen.getByRole('link', { name: 'Naver Map (opens in a new tab)' });
    expect(naver).toHaveAttribute(
      'href',
      'https://map.naver.com/p/directions/-/14126654.8867325,4518338.4213271,%EC%84%9C%EC%9A%B8%ED%8A%B9%EB%B3%84%EC%8B%9C%20%EB%A7%88%ED%8F%AC%EA%B5%AC/-/transit',
    );
    expect(naver).toHaveAttribute('target', '_blank');
    expect(naver).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Kakao Map (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://map.kakao.com/link/map/Sunday%20hike%20on%20Bukhansan,37.5663,126.9019',
    );
    expect(screen.getByRole('link', { name: 'Google Maps (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=37.5663,126.9019',
    );
  });

  it('names the venue above the address, and labels the map and its links with it', async () => {
    setup(anEventDetail({ venue: 'Café Sol' }));
    await title();
    expect(await screen.findByTestId('map')).toHaveTextContent('Map at 37.5663,126.9019 zoom 15');
    const where = screen.getByRole('region', { name: /^Map of / }).parentElement!;
    expect(within(where).getByText('Café Sol')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kakao Map (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://map.kakao.com/link/map/Caf%C3%A9%20Sol,37.5663,126.9019',
    );
    expect(screen.getByRole('link', { name: 'Naver Map (opens in a new tab)' }).getAttribute('href')).toMatch(
      /,Caf%C3%A9%20Sol\/-\/transit$/,
    );
    // Among the facts beside the title too.
    expect(screen.getAllByText('Café Sol')).toHaveLength(2);
  });

  it('shows the address and coordinates instead of the map when the tiles fail', async () => {
    setup(anEventDetail(), {}, { config: { ...CONFIG, mapTileUrl: 'https://broken.example/{z}/{x}/{y}.png' } });
    await title();
    expect(await screen.findByText('The map cannot be shown right now.')).toBeInTheDocument();
    expect(screen.queryByTestId('map')).not.toBeInTheDocument();
    expect(screen.getByText('Coordinates: 37.56630, 126.90190')).toBeInTheDocument();
  });

  it('says that an event does not exist', async () => {
    setup([404, { code: 'eventNotFound', message: 'This event does not exist or has been deleted.' }]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This event does not exist or has been deleted.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse events' })).toHaveAttribute('href', '/allEvents');
  });

  it('says that a moderator removed an event, rather than that there is none', async () => {
    setup([404, { code: 'eventRemoved', message: 'This event was removed by a moderator.' }]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This event was removed by a moderator.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse events' })).toHaveAttribute('href', '/allEvents');
  });

  it('tells an admin that the event they are reading is hidden', async () => {
    setup({ ...anEventDetail(), hidden: true });
    await title();
    expect(screen.getByRole('note')).toHaveTextContent('A moderator hid this event: only admins can see this page.');
  });

  it('says it is loading first', async () => {
    const pending = deferredReply<'GET /events/getEvents/7'>();
    mockApi({ 'GET /config': [200, CONFIG], 'GET /events/getEvents/7': pending.reply });
    renderRoutes([{ path: '/events/:eventId', element: <EventDetailScreen /> }], '/events/7');
    expect(await screen.findByText('Loading the event...')).toHaveAttribute('role', 'status');
    pending.answer([200, anEventDetail()]);
    await title();
  });
});
