import type { CheckParticipationResponse } from '@moim/contract';
import { useQueryClient } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ClockProvider } from '../../../lib/clock.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { anEventDetail } from '../../../test/fixtures.ts';
import { deferredReply, mockApi, signIn, type MockReplyFor } from '../test-utils.ts';
import { EnterEventScreen } from './EnterEventScreen.tsx';

const NOT_JOINED: CheckParticipationResponse = { isParticipating: false, status: null, hasReviewed: false };
/** Two days before the fixture's start (2099-03-14 14:30 in Korea). */
const EARLY = new Date('2099-03-12T05:30:00.000Z');

function setup(
  join: MockReplyFor<'POST /participants/createParticipant'>,
  event = anEventDetail(),
  {
    participation = [200, NOT_JOINED],
    now = EARLY,
  }: { participation?: MockReplyFor<'GET /participants/checkParticipation'>; now?: Date } = {},
) {
  const api = mockApi({
    'GET /events/getEvents/7': [200, event],
    'GET /participants/checkParticipation': participation,
    'POST /participants/createParticipant': join,
  });
  const { queryClient, router } = renderRoutes(
    [
      {
        path: '/enterEvent/:eventId',
        element: (
          <ClockProvider value={() => now}>
            <EnterEventScreen />
          </ClockProvider>
        ),
      },
      { path: '/events/:id', element: <EventPageProbe /> },
    ],
    '/enterEvent/7',
  );
  return { ...api, queryClient, router, user: userEvent.setup() };
}

/** The event page's stand-in: what it would read of the joiner's status on arrival. */
function EventPageProbe() {
  const queryClient = useQueryClient();
  const known = queryClient.getQueryData<CheckParticipationResponse>(queryKeys.participation(7));
  return (
    <>
      <h1>Event page</h1>
      <p>Status on arrival: {known?.status ?? 'unknown'}</p>
    </>
  );
}

const joined: MockReplyFor<'POST /participants/createParticipant'> = [
  201,
  { participant: { id: 9, status: 'Approved' }, message: 'Registration successful!' },
];
const rulesBox = () => screen.findByRole('checkbox', { name: 'I agree to the usage rules.' });

beforeEach(() => signIn('bob'));

describe('EnterEventScreen', () => {
  it('shows the event and the fees line, and enables Join only once the rules are accepted', async () => {
    const { user, calls } = setup(joined);
    const box = await rulesBox();
    expect(screen.getByRole('heading', { level: 2, name: 'Sunday hike on Bukhansan' })).toBeInTheDocument();
    expect(screen.getByText('Event fees are paid by the host on site.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    const join = screen.getByRole('button', { name: 'Join' });
    expect(join).toBeDisabled();
    await user.click(box);
    expect(join).toBeEnabled();
    await user.click(box);
    expect(join).toBeDisabled();
    expect(calls('POST', '/participants/createParticipant')).toHaveLength(0);
  });

  it("sends the answer to the host's question and goes to the event page with the server's message", async () => {
    const { user, calls } = setup(joined, anEventDetail({ question: 'What is your hiking level?' }));
    await user.click(await rulesBox());
    const answer = screen.getByRole('textbox', { name: 'What is your hiking level?' });
    expect(answer).toHaveAttribute('maxLength', '500');
    await user.type(answer, 'Beginner');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByRole('heading', { name: 'Event page' })).toBeInTheDocument();
    expect(screen.getByText('Registration successful!')).toBeInTheDocument();
    expect(calls('POST', '/participants/createParticipant').map((c) => c.body)).toEqual([
      { eventId: 7, answer: 'Beginner' },
    ]);
    // The event's page is asked again, so it shows the new count.
    await waitFor(() => expect(calls('GET', '/events/getEvents/7').length).toBeGreaterThan(1));
  });

  it('hands the event page the new status with the answer, so it shows it at once (not Join Now again)', async () => {
    const { user } = setup(
      [201, { participant: { id: 9, status: 'Pending' }, message: 'Registration successful!' }],
      anEventDetail({ type: 'Register' }),
    );
    await user.click(await rulesBox());
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByRole('heading', { name: 'Event page' })).toBeInTheDocument();
    expect(screen.getByText('Status on arrival: Pending')).toBeInTheDocument();
  });

  it('offers the waitlist on a full FirstCome event and sends waitlist: true', async () => {
    const { user, calls } = setup(
      [201, { participant: { id: 9, status: 'Waitlisted', waitlistPosition: 1 }, message: 'You are on the waitlist.' }],
      anEventDetail({ participantsCount: 10, maxParticipants: 10 }),
    );
    await user.click(await rulesBox());
    expect(screen.queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Join waitlist' }));
    expect(await screen.findByRole('heading', { name: 'Event page' })).toBeInTheDocument();
    expect(screen.getByText('You are on the waitlist.')).toBeInTheDocument();
    expect(calls('POST', '/participants/createParticipant')[0]?.body).toEqual({
      eventId: 7,
      answer: '',
      waitlist: true,
    });
  });

  it('turns to the waitlist when the server says the event is full', async () => {
    const { user, calls } = setup((request) =>
      (request.body as { waitlist?: boolean }).waitlist
        ? [201, { participant: { id: 9, status: 'Waitlisted', waitlistPosition: 2 }, message: 'Waitlisted.' }]
        : [409, { code: 'eventFull', message: 'This event is full.' }],
    );
    await user.click(await rulesBox());
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByText('This event is full.')).toHaveAttribute('role', 'alert');
    await user.click(screen.getByRole('button', { name: 'Join waitlist' }));
    expect(await screen.findByRole('heading', { name: 'Event page' })).toBeInTheDocument();
    expect(calls('POST', '/participants/createParticipant').map((c) => c.body)).toEqual([
      { eventId: 7, answer: '' },
      { eventId: 7, answer: '', waitlist: true },
    ]);
  });

  it("shows a refusal's message on the page, once, and stays", async () => {
    const { user } = setup([409, { code: 'alreadyJoined', message: 'You have already joined this event.' }]);
    await user.click(await rulesBox());
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByText('You have already joined this event.')).toHaveAttribute('role', 'alert');
    expect(screen.getAllByText('You have already joined this event.')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Join' })).toBeEnabled();
    expect(screen.queryByRole('heading', { name: 'Event page' })).not.toBeInTheDocument();
  });

  describe('knows where the caller stands before offering the form', () => {
    it('shows nothing to press until the server has said', async () => {
      const answer = deferredReply<'GET /participants/checkParticipation'>();
      setup(joined, anEventDetail(), { participation: answer.reply });
      expect(await screen.findByText('Loading the event…')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
      answer.answer([200, NOT_JOINED]);
      expect(await rulesBox()).toBeInTheDocument();
    });

    it.each([
      ['has a seat', { isParticipating: true, status: 'Approved', hasReviewed: false }, "You're going to this event."],
      [
        'has applied',
        { isParticipating: true, status: 'Pending', hasReviewed: false },
        'You have already applied to this event. The host will decide, and you will be told by e-mail.',
      ],
      [
        'is waiting',
        { isParticipating: true, status: 'Waitlisted', waitlistPosition: 3, hasReviewed: false },
        'On the waitlist (#3)',
      ],
      [
        'was turned down',
        { isParticipating: false, status: 'Rejected', hasReviewed: false },
        'The host did not accept your application, so you cannot join this event.',
      ],
      [
        'was removed',
        { isParticipating: false, status: 'Rejected', removed: true, hasReviewed: false },
        'The host removed you from this event, so you cannot join it again.',
      ],
    ] as const)(
      'tells someone who %s where they stand, with a link to the event, and no form',
      async (_case, place, text) => {
        setup(joined, anEventDetail(), { participation: [200, place] });
        expect(await screen.findByText(text)).toBeInTheDocument();
        expect(screen.getByRole('link', { name: 'Go to the event' })).toHaveAttribute('href', '/events/7');
        expect(screen.queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
        expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
      },
    );

    it('tells the host they are hosting it', async () => {
      signIn('hana');
      setup(joined, anEventDetail(), {
        participation: [200, { isParticipating: true, status: 'Approved', hasReviewed: false }],
      });
      expect(await screen.findByText('You are hosting this event.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to the event' })).toHaveAttribute('href', '/events/7');
      expect(screen.queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
    });

    it.each([
      [
        'it has started',
        anEventDetail(),
        new Date('2099-03-15T00:00:00.000Z'),
        'This event has already started, so it can no longer be joined.',
      ],
      [
        'it takes applications and is full',
        anEventDetail({ type: 'Register', participantsCount: 10 }),
        EARLY,
        'Every seat of this event is taken, so it takes no more applications.',
      ],
    ])('says the event is closed when %s', async (_case, event, now, text) => {
      setup(joined, event, { now });
      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Join' })).not.toBeInTheDocument();
    });
  });

  describe('less than 24 hours before the start', () => {
    const SOON = new Date('2099-03-13T12:00:00.000Z');

    it('warns, before the person joins, that the seat cannot be given back', async () => {
      const { user, calls } = setup(joined, anEventDetail(), { now: SOON });
      await user.click(await rulesBox());
      const join = screen.getByRole('button', { name: 'Join' });
      expect(join).toHaveAccessibleDescription(
        'This event starts in less than 24 hours. Once you join, you cannot cancel your participation.',
      );
      expect(calls('POST', '/participants/createParticipant')).toHaveLength(0);
    });

    it.each([
      ['an application', anEventDetail({ type: 'Register' }), 'Join'],
      ['the waitlist', anEventDetail({ participantsCount: 10 }), 'Join waitlist'],
    ])('warns before %s that a seat, once given, cannot be given back', async (_case, event, button) => {
      const { user } = setup(joined, event, { now: SOON });
      await user.click(await rulesBox());
      expect(screen.getByRole('button', { name: button })).toHaveAccessibleDescription(
        'This event starts in less than 24 hours. Once you have a seat, you cannot cancel it.',
      );
    });

    it('does not warn two days ahead', async () => {
      setup(joined);
      await rulesBox();
      expect(screen.queryByText(/less than 24 hours/)).not.toBeInTheDocument();
    });
  });
});
