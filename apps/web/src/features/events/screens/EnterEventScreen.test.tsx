import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryKeys } from '../../../lib/query-keys.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { anEventDetail } from '../../../test/fixtures.ts';
import { mockApi, signIn, type MockReply } from '../test-utils.ts';
import { EnterEventScreen } from './EnterEventScreen.tsx';

function setup(join: MockReply, event = anEventDetail()) {
  const api = mockApi({
    'GET /events/getEvents/7': [200, event],
    'POST /participants/createParticipant': join,
  });
  const { queryClient } = renderRoutes(
    [
      { path: '/enterEvent/:eventId', element: <EnterEventScreen /> },
      { path: '/events/:id', element: <h1>Event page</h1> },
    ],
    '/enterEvent/7',
  );
  return { ...api, queryClient, user: userEvent.setup() };
}

const joined: MockReply = [201, { participant: { id: 9, status: 'Approved' }, message: 'Registration successful!' }];
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

  it('forgets the status it knew, so the event page shows the new one (not Join Now again)', async () => {
    const { user, queryClient } = setup(joined);
    queryClient.setQueryData(queryKeys.participation(7), { isParticipating: false, status: null, hasReviewed: false });
    await user.click(await rulesBox());
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByRole('heading', { name: 'Event page' })).toBeInTheDocument();
    expect(queryClient.getQueryState(queryKeys.participation(7))?.isInvalidated).toBe(true);
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
});
