import type { ReportQueue } from '@moim/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../../test/helpers.ts';
import { mockApi, type MockReplyFor } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { AdminScreen } from '../screens/AdminScreen.tsx';
import { aReportedThing, anAuditEntry } from '../test-fixtures.ts';

const review = aReportedThing();
const person = aReportedThing({
  targetType: 'user',
  targetId: 'u-7',
  snapshot: 'Sunny Day',
  reportedUser: { userId: 'sunny', username: 'Sunny Day' },
  link: '/userPage/sunny',
  hidden: true,
  count: 1,
  reports: [
    {
      id: 3,
      reporter: { userId: 'joon', username: 'Joon Kim' },
      reason: 'Fake profile',
      createdAt: '2026-11-22T01:00:00.000Z',
    },
  ],
});
const goneMessage = aReportedThing({ targetType: 'message', targetId: '90', reportedUser: null, link: null, count: 1 });

function setup(moderate: MockReplyFor<'POST /admin/moderate'> = [200, { entry: anAuditEntry(9), resolved: 1 }]) {
  signIn('ana');
  const pages: Record<string, ReportQueue> = {
    '0': { items: [review, person], hasMore: true },
    '2': { items: [goneMessage], hasMore: false },
  };
  const api = mockApi({
    'GET /admin/reports': (request) => [200, pages[request.query.get('offset') ?? '0']!],
    'POST /admin/moderate': moderate,
  });
  renderRoutes([{ path: '/admin', element: <AdminScreen /> }], '/admin');
  return { ...api, user: userEvent.setup() };
}

const card = (name: string) => screen.getByRole('article', { name });

describe('the report queue', () => {
  it('shows each reported thing: kind, owner, snapshot as plain text, link, hidden, and every report', async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin console' })).toBeInTheDocument();
    const first = await screen.findByRole('article', { name: 'Review by Mina Park' });
    expect(within(first).getByText('Review')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Mina Park' })).toHaveAttribute('href', '/userPage/mina');
    // Never markup: the snapshot's angle brackets are text.
    expect(within(first).getByText('This host is a <b>scam</b>')).toBeInTheDocument();
    expect(first.querySelector('b')).toBeNull();
    expect(within(first).getByRole('link', { name: 'Open in Moim' })).toHaveAttribute('href', '/events/7');
    expect(within(first).getByText(/^Reported 2 times, first /)).toBeInTheDocument();
    expect(within(first).queryByText('Hidden already')).not.toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Joon Kim' })).toHaveAttribute('href', '/userPage/joon');
    expect(within(first).getByText('Rude words')).toBeInTheDocument();
    expect(within(first).getByText('Deleted account')).toBeInTheDocument();
    expect(within(first).getByText('Spam')).toBeInTheDocument();
    const actions = within(first).getByRole('group', { name: 'Review by Mina Park' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Dismiss', 'Hide', 'Warn', 'Suspend']);

    // A person cannot be hidden; this one is already.
    const second = card('Profile of Sunny Day');
    expect(within(second).getByText('Hidden already')).toBeInTheDocument();
    expect(within(second).getByText(/^Reported once, first /)).toBeInTheDocument();
    expect(within(second).queryByRole('button', { name: 'Hide' })).not.toBeInTheDocument();
  });

  it('loads more from the number already shown; a thing whose owner is gone can only be dismissed or hidden', async () => {
    const { user, calls } = setup();
    await screen.findByRole('article', { name: 'Review by Mina Park' });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    const third = await screen.findByRole('article', { name: 'Chat message from Deleted account' });
    expect(calls('GET', '/admin/reports').map((r) => r.query.get('offset'))).toEqual(['0', '2']);
    expect(within(third).queryByRole('link', { name: 'Open in Moim' })).not.toBeInTheDocument();
    expect(
      within(third)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Dismiss', 'Hide']);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('asks for a reason, then suspends for the length chosen; the thing leaves the queue and focus goes on', async () => {
    const { user, calls } = setup();
    await user.click(
      within(await screen.findByRole('article', { name: 'Review by Mina Park' })).getByRole('button', {
        name: 'Suspend',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Mina Park?' });
    expect(dialog).toHaveAccessibleDescription('This host is a <b>scam</b>');
    expect(within(dialog).getByRole('radio', { name: '7 days' })).toBeChecked();

    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    const reason = within(dialog).getByRole('textbox', { name: /Reason/ });
    expect(await within(dialog).findByText('Please write why you are taking this action.')).toBeInTheDocument();
    await waitFor(() => expect(reason).toHaveFocus());
    expect(calls('POST', '/admin/moderate')).toEqual([]);

    await user.click(within(dialog).getByRole('radio', { name: '30 days' }));
    await user.type(reason, '  Threats in reviews  ');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText('The account is suspended.')).toBeInTheDocument();
    expect(calls('POST', '/admin/moderate')[0]!.body).toEqual({
      action: 'suspend',
      targetType: 'review',
      targetId: '31',
      reason: 'Threats in reviews',
      days: 30,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('article', { name: 'Review by Mina Park' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Profile of Sunny Day' })).toHaveFocus());
  });

  it('suspends for good with days null, and dismisses with no length at all', async () => {
    const { user, calls } = setup();
    await user.click(
      within(await screen.findByRole('article', { name: 'Profile of Sunny Day' })).getByRole('button', {
        name: 'Suspend',
      }),
    );
    let dialog = await screen.findByRole('dialog', { name: 'Suspend Sunny Day?' });
    await user.click(within(dialog).getByRole('radio', { name: 'For good' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Scams');
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(calls('POST', '/admin/moderate')).toHaveLength(1));
    expect(calls('POST', '/admin/moderate')[0]!.body).toMatchObject({
      targetType: 'user',
      targetId: 'u-7',
      days: null,
    });

    await user.click(within(card('Review by Mina Park')).getByRole('button', { name: 'Dismiss' }));
    dialog = await screen.findByRole('dialog', { name: 'Dismiss these reports?' });
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Fair criticism');
    await user.click(within(dialog).getByRole('button', { name: 'Dismiss reports' }));
    await waitFor(() => expect(calls('POST', '/admin/moderate')).toHaveLength(2));
    expect(calls('POST', '/admin/moderate')[1]!.body).toEqual({
      action: 'dismiss',
      targetType: 'review',
      targetId: '31',
      reason: 'Fair criticism',
    });
    // No card left to take its place: the section's heading takes focus; more are still to load.
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Open reports' })).toHaveFocus());
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();
  });

  it("says the server's refusal in the dialog, which stays open", async () => {
    const { user } = setup([404, { code: 'moderationTargetNotFound', message: 'What was reported no longer exists.' }]);
    await user.click(
      within(await screen.findByRole('article', { name: 'Review by Mina Park' })).getByRole('button', { name: 'Hide' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Hide this review?' });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Insults');
    await user.click(within(dialog).getByRole('button', { name: 'Hide' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('What was reported no longer exists.');
    expect(screen.getByRole('dialog', { name: 'Hide this review?' })).toBeInTheDocument();
  });
});
