import type { PendingEvent } from '@moim/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n.ts';
import { setSession } from '../../../lib/session.ts';
import { mockApi, type MockAnswerFor, type MockReplyFor, type MockRequest } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { aGuest, aPendingEvent, theHost } from '../test-fixtures.ts';
import { ManageScreen } from './ManageScreen.tsx';

/** The answer to a host's decision (PATCH /participants/:id/status). */
type Decision = MockAnswerFor<'PATCH /participants/*/status'>;

/** The answer of PATCH /participants/:id/status for a change the test describes. */
function decided(
  id: number,
  status: 'Approved' | 'Rejected',
  participantsCount: number,
  message: string,
  removed = false,
): Decision {
  return [
    200,
    { success: true, participant: { id, status, ...(removed ? { removed } : {}) }, participantsCount, message },
  ];
}

/** What the server holds: null once the event is deleted. */
interface Server {
  event: PendingEvent | null;
}

const eventNotFound = { code: 'eventNotFound', message: 'This event does not exist or has been deleted.' };

/**
 * The screen on /manage/7 over an event the test can change: `event` is what GET answers now.
 * `decide` answers the PATCH and may change `server.event` first (what the refetch sees).
 */
function setup(initial: PendingEvent, decide?: (request: MockRequest, server: Server) => Decision | Promise<Decision>) {
  const server: Server = { event: initial };
  const pending: MockReplyFor<'GET /events/getEventForPending/7'> = () =>
    server.event ? [200, server.event] : [404, eventNotFound];
  // Without `decide`, a decision is a request nobody mocked: the test fails.
  const api = decide
    ? mockApi({
        'GET /events/getEventForPending/7': pending,
        'PATCH /participants/*/status': (request) => decide(request, server),
      })
    : mockApi({ 'GET /events/getEventForPending/7': pending });
  const rendered = renderRoutes(
    [
      { path: '/manage/:eventId', element: <ManageScreen /> },
      { path: '/events/:id', element: <h1>Event page</h1> },
      { path: '/allEvents', element: <h1>All events</h1> },
    ],
    '/manage/7',
  );
  return { ...api, ...rendered, server, user: userEvent.setup() };
}

/** The list under the heading that starts with `title`. */
function section(title: RegExp) {
  return screen.getByRole('region', { name: title });
}

const names = (region: HTMLElement) =>
  within(region)
    .queryAllByRole('listitem')
    .map((li) => within(li).getAllByRole('link')[0]?.textContent);

/** The same event with one person's status changed (and the count the server would have). */
function withStatus(
  event: PendingEvent,
  id: number,
  status: PendingEvent['participants'][number]['status'],
  participantsCount: number,
): PendingEvent {
  return {
    ...event,
    participantsCount,
    participants: event.participants.map((p) => (p.id === id ? { ...p, status, waitlistPosition: undefined } : p)),
  };
}

beforeEach(() => setSession({ userId: 'hana' }));

describe('ManageScreen', () => {
  it('shows the host the pending applicants with their answers, the question, and approved / max', async () => {
    setup(aPendingEvent());
    expect(await screen.findByRole('link', { name: 'Sunday hike on Bukhansan' })).toHaveAttribute('href', '/events/7');
    expect(screen.getByRole('heading', { level: 1, name: 'Manage guests' })).toBeInTheDocument();
    expect(screen.getByText('Approved 2 / 5')).toBeInTheDocument();
    expect(screen.getByText('What is your hiking level?')).toBeInTheDocument();
    const download = screen.getByRole('link', { name: 'Download the guest list (CSV)' });
    expect(download).toHaveAttribute('href', '/api/events/7/guests.csv');
    expect(download).toHaveAttribute('download');

    const pending = section(/^Pending applications \(2\)/);
    expect(names(pending)).toEqual(['Minji', 'Jun']);
    const minji = within(pending).getAllByRole('listitem')[0]!;
    expect(within(minji).getByRole('link', { name: 'Minji' })).toHaveAttribute('href', '/userPage/minji');
    expect(within(minji).getByText('France · 29 years old')).toBeInTheDocument();
    expect(within(minji).getByText('Beginner, but I run every week')).toBeInTheDocument();
    // Korea time: 01:00 UTC is 10:00 in Seoul.
    expect(within(minji).getByText('Applied Mar 1, 2099, 10:00 AM')).toBeInTheDocument();
    expect(within(minji).getByRole('button', { name: 'Accept Minji' })).toBeEnabled();
    expect(within(minji).getByRole('button', { name: 'Reject Minji' })).toBeEnabled();
    const jun = within(pending).getAllByRole('listitem')[1]!;
    expect(within(jun).getByText('No answer')).toBeInTheDocument();

    const approved = section(/^Approved guests \(2\)/);
    expect(names(approved)).toEqual(['Hana', 'Bob']);
    // The host is marked and has no buttons; a Register event has no waitlist.
    const host = within(approved).getAllByRole('listitem')[0]!;
    expect(within(host).getByText('Host')).toBeInTheDocument();
    expect(within(host).queryByRole('button')).not.toBeInTheDocument();
    expect(within(approved).getByRole('button', { name: 'Remove Bob' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Waitlist/ })).not.toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Complete' })).toHaveAttribute('href', '/events/7');
  });

  it("accepts an applicant: the lists and the count change in place, the server's message is shown, focus moves to the next", async () => {
    const { user, calls } = setup(aPendingEvent(), ({ path }, server) => {
      server.event = withStatus(server.event!, 3, 'Approved', 3);
      expect(path).toBe('/participants/3/status');
      return decided(3, 'Approved', 3, 'The guest has been approved.');
    });
    await user.click(await screen.findByRole('button', { name: 'Accept Minji' }));

    expect(await screen.findByText('The guest has been approved.')).toBeInTheDocument();
    expect(calls('PATCH', '/participants/3/status').map((c) => c.body)).toEqual([{ status: 'Approved', eventId: 7 }]);
    expect(names(section(/^Pending applications \(1\)/))).toEqual(['Jun']);
    expect(names(section(/^Approved guests \(3\)/))).toEqual(['Hana', 'Bob', 'Minji']);
    expect(screen.getByText('Approved 3 / 5')).toBeInTheDocument();
    // No reload: the page is the same, and the event is fetched again for what else changed.
    await waitFor(() => expect(calls('GET', '/events/getEventForPending/7')).toHaveLength(2));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Accept Jun' })).toHaveFocus());
  });

  it('keeps the row waiting while its request is on its way, and only that row', async () => {
    let answer: (value: Decision) => void = () => {};
    const { user, calls } = setup(aPendingEvent(), (_request, server) => {
      server.event = withStatus(server.event!, 3, 'Approved', 3);
      return new Promise<Decision>((resolve) => (answer = resolve));
    });
    await user.click(await screen.findByRole('button', { name: 'Accept Minji' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Accept Minji' })).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Reject Minji' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Accept Jun' })).toBeEnabled();
    // The host goes on meanwhile: the answer does not take their focus away.
    const next = screen.getByRole('button', { name: 'Reject Jun' });
    next.focus();
    answer(decided(3, 'Approved', 3, 'The guest has been approved.'));
    expect(await screen.findByText('The guest has been approved.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept Minji' })).not.toBeInTheDocument();
    await waitFor(() => expect(calls('GET', '/events/getEventForPending/7')).toHaveLength(2));
    expect(next).toHaveFocus();
  });

  it("says 'Maximum number of participants reached' when the server has no seat left, and leaves the applicant waiting", async () => {
    const { user, calls } = setup(aPendingEvent(), (_request, server) => {
      // Meanwhile the last seats went (another tab of the host).
      server.event = { ...server.event!, participantsCount: 5 };
      return [409, { code: 'maxParticipantsReached', message: 'Maximum number of participants reached' }];
    });
    await user.click(await screen.findByRole('button', { name: 'Accept Minji' }));
    expect(await screen.findByTestId('notices-assertive')).toHaveTextContent('Maximum number of participants reached');
    expect(names(section(/^Pending applications \(2\)/))).toEqual(['Minji', 'Jun']);
    // Fetched again: the screen now shows the event as full, and Accept is no longer offered.
    expect(await screen.findByText('Approved 5 / 5')).toBeInTheDocument();
    expect(screen.getByText(/^Every seat is taken, so no application can be accepted now\./)).toBeInTheDocument();
    expect(calls('GET', '/events/getEventForPending/7')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Accept Minji' })).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Accept Minji' })).toHaveFocus());
  });

  it('does not offer Accept as the action on a full Register event, and says why and what the applicants were told', async () => {
    const { user, calls } = setup(aPendingEvent({ participantsCount: 5 }));
    const accept = await screen.findByRole('button', { name: 'Accept Minji' });
    // Unavailable, yet reachable by Tab, so its reason is heard.
    expect(accept).toHaveAttribute('aria-disabled', 'true');
    expect(accept).toBeEnabled();
    await user.click(accept);
    expect(calls('PATCH', '/participants/3/status')).toHaveLength(0);
    expect(accept).toHaveClass('secondary');
    expect(accept).not.toHaveClass('primary');
    expect(accept).toHaveAccessibleDescription(
      'Every seat is taken, so no application can be accepted now. Once a guest cancels or you remove one, you can accept someone. The people waiting have been told by e-mail that the event is full and that you may still accept them.',
    );
    expect(screen.getByRole('button', { name: 'Accept Jun' })).toHaveAttribute('aria-disabled', 'true');
    // Turning an application down, or removing a guest to free a seat, is still the host's to do.
    expect(screen.getByRole('button', { name: 'Reject Minji' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Remove Bob' })).toBeEnabled();
  });

  it('asks before rejecting; Go back sends nothing, Reject sends it and moves the person to Rejected', async () => {
    const { user, calls } = setup(aPendingEvent(), (_request, server) => {
      server.event = withStatus(server.event!, 3, 'Rejected', 2);
      return decided(3, 'Rejected', 2, 'The guest has been rejected.');
    });
    const reject = await screen.findByRole('button', { name: 'Reject Minji' });
    await user.click(reject);
    const dialog = await screen.findByRole('dialog', { name: 'Please confirm' });
    expect(dialog).toHaveAccessibleDescription(
      "Reject Minji's application? They will be told by email and cannot apply to this event again.",
    );
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls('PATCH', '/participants/3/status')).toHaveLength(0);
    await waitFor(() => expect(reject).toHaveFocus());

    await user.click(reject);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('The guest has been rejected.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls('PATCH', '/participants/3/status').map((c) => c.body)).toEqual([{ status: 'Rejected', eventId: 7 }]);
    expect(names(section(/^Pending applications \(1\)/))).toEqual(['Jun']);
    expect(names(section(/^Rejected \(1\)/))).toEqual(['Minji']);
    expect(within(section(/^Rejected/)).queryByRole('button')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Accept Jun' })).toHaveFocus());
  });

  it('works the dialog by keyboard: focus inside, Tab stays inside, Escape closes and returns focus', async () => {
    const { user, calls } = setup(aPendingEvent(), (_request, server) => {
      server.event = withStatus(server.event!, 4, 'Rejected', 2);
      return decided(4, 'Rejected', 2, 'The guest has been rejected.');
    });
    const reject = await screen.findByRole('button', { name: 'Reject Jun' });
    reject.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    for (let i = 0; i < 3; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(reject).toHaveFocus());
    expect(calls('PATCH', '/participants/4/status')).toHaveLength(0);

    // Reject by keyboard: the last pending row goes, focus goes to the row before it.
    await user.keyboard('{Enter}');
    const confirm = within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reject' });
    confirm.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('The guest has been rejected.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Accept Minji' })).toHaveFocus());
  });

  it("lists a FirstCome event's waitlist in order and shows the promotion after removing a guest", async () => {
    const waiting = (id: number, name: string, position: number) =>
      aGuest(id, name, { status: 'Waitlisted', waitlistPosition: position });
    const event = aPendingEvent({
      type: 'FirstCome',
      question: null,
      maxParticipants: 2,
      participantsCount: 2,
      participants: [theHost, aGuest(2, 'Bob', { status: 'Approved' }), waiting(6, 'Sora', 2), waiting(5, 'Tom', 1)],
    });
    const { user } = setup(event, (_request, server) => {
      // Bob's seat goes to the first on the waitlist.
      server.event = {
        ...event,
        participants: [
          theHost,
          aGuest(2, 'Bob', { status: 'Rejected', removed: true }),
          waiting(6, 'Sora', 1),
          aGuest(5, 'Tom', { status: 'Approved' }),
        ],
      };
      return decided(2, 'Rejected', 1, 'The guest has been removed from the event.', true);
    });

    const waitlist = await screen.findByRole('region', { name: 'Waitlist (2)' });
    expect(within(waitlist).getByRole('list').tagName).toBe('OL');
    const items = within(waitlist).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^#1Number 1 on the waitlist.*Tom/),
      expect.stringMatching(/^#2Number 2 on the waitlist.*Sora/),
    ]);
    expect(within(items[0]!).getByText('Waiting since Mar 1, 2099, 10:00 AM')).toBeInTheDocument();
    expect(within(items[0]!).getByRole('button', { name: 'Remove Tom' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Pending/ })).not.toBeInTheDocument();
    expect(screen.getByText(/Every seat is taken\. If you remove a guest/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Bob' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAccessibleDescription(
      'Remove Bob from this event? They will be told by email and cannot join it again.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    // A removal is told as what it is, not as a rejected application.
    expect(await screen.findByText('The guest has been removed from the event.')).toBeInTheDocument();
    // After the refetch: Tom has Bob's seat and Sora is first in line.
    await waitFor(() => expect(names(section(/^Approved guests/))).toEqual(['Hana', 'Tom']));
    expect(screen.getByText('Approved 2 / 2')).toBeInTheDocument();
    expect(names(section(/^Waitlist \(1\)/))).toEqual(['Sora']);
    expect(within(section(/^Waitlist/)).getByText('#1')).toBeInTheDocument();
    expect(names(section(/^Removed \(1\)/))).toEqual(['Bob']);
    expect(screen.queryByRole('region', { name: /^Rejected/ })).not.toBeInTheDocument();
  });

  it('lists those removed apart from the applications rejected', async () => {
    setup(
      aPendingEvent({
        participants: [
          theHost,
          aGuest(2, 'Bob', { status: 'Rejected', removed: true }),
          aGuest(3, 'Minji', { status: 'Rejected' }),
          aGuest(4, 'Jun'),
        ],
      }),
    );
    expect(names(await screen.findByRole('region', { name: /^Removed \(1\)/ }))).toEqual(['Bob']);
    expect(names(section(/^Rejected \(1\)/))).toEqual(['Minji']);
  });

  it('tells someone who is not the host that only the host manages guests', async () => {
    mockApi({
      'GET /events/getEventForPending/7': [
        403,
        { code: 'forbidden', message: 'You do not have permission to do this.' },
      ],
    });
    renderRoutes([{ path: '/manage/:eventId', element: <ManageScreen /> }], '/manage/7');
    expect(await screen.findByText('Only the host of this event can manage its guests.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Manage guests' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the event' })).toHaveAttribute('href', '/events/7');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says when the event does not exist, or was deleted while the host decided', async () => {
    const { user } = setup(aPendingEvent(), (_request, server) => {
      server.event = null;
      return [404, eventNotFound];
    });
    await user.click(await screen.findByRole('button', { name: 'Accept Minji' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This event does not exist or has been deleted.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse events' })).toHaveAttribute('href', '/allEvents');
  });

  it('has no decision buttons once the event has started, and says why; the guests can still be written to', async () => {
    setup(aPendingEvent({ date: '2020-03-14', startsAt: '2020-03-14T05:30:00.000Z' }));
    expect(
      await screen.findByText('This event has already started, so guests can no longer be accepted or removed.'),
    ).toBeInTheDocument();
    expect(names(section(/^Pending applications/))).toEqual(['Minji', 'Jun']);
    expect(screen.queryAllByRole('button').map((b) => b.textContent)).toEqual(['Send message']);
    expect(screen.getByRole('link', { name: 'Complete' })).toBeInTheDocument();
  });

  it('speaks Korean', async () => {
    await i18n.changeLanguage('ko');
    try {
      setup(aPendingEvent());
      expect(await screen.findByRole('button', { name: 'Minji 님 수락' })).toHaveTextContent('수락');
      expect(screen.getByRole('heading', { level: 1, name: '참가자 관리' })).toBeInTheDocument();
      expect(screen.getByText('프랑스 · 29세')).toBeInTheDocument();
      expect(screen.getByText('승인 2 / 5')).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
