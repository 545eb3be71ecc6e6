import type { AuditEntry } from '@moim/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../../test/helpers.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { AdminScreen } from '../screens/AdminScreen.tsx';
import { anAuditEntry } from '../test-fixtures.ts';

const suspension = anAuditEntry(4, {
  action: 'suspend',
  targetType: 'user',
  targetUser: { userId: 'sunny', username: 'Sunny Day' },
  reason: 'Scams',
  until: '2026-12-22T01:00:00.000Z',
});
const forGood = anAuditEntry(3, { action: 'suspend', reason: 'Threats', until: null, undoable: false, undoneBy: 6 });
const grant = anAuditEntry(2, {
  action: 'grantAdmin',
  targetType: 'admin',
  targetUser: { userId: 'bo', username: 'Bo Han' },
  reason: 'New moderator',
  undoable: false,
});

function setup() {
  signIn('ana');
  let entries: AuditEntry[] = [anAuditEntry(5), suspension, forGood, grant];
  const api = mockApi({
    'GET /admin/reports': [200, { items: [], hasMore: false }],
    'GET /admin/audit': () => [200, { entries, hasMore: false }],
    'POST /admin/audit/*/undo': (request) => {
      const undo = anAuditEntry(7, { action: 'undo', undoes: 5, undoable: false, reason: 'Hid by mistake' });
      entries = [undo, { ...anAuditEntry(5), undoable: false, undoneBy: 7 }, ...entries.slice(1)];
      return request.path === '/admin/audit/5/undo' ? [200, { entry: undo }] : [404, { code: 'auditEntryNotFound' }];
    },
  });
  const view = renderRoutes([{ path: '/admin', element: <AdminScreen /> }], '/admin?section=audit');
  return { ...api, ...view, user: userEvent.setup() };
}

describe('the audit log', () => {
  it('shows each action with its time, admin, target, reason, suspension end and whether it was undone', async () => {
    setup();
    expect(await screen.findByRole('tab', { name: 'Audit log', selected: true })).toBeInTheDocument();
    const hid = await screen.findByRole('article', { name: 'Hid' });
    expect(within(hid).getByText('#5')).toBeInTheDocument();
    expect(within(hid).getByText('by @ana')).toBeInTheDocument();
    expect(within(hid).getByText('Review')).toBeInTheDocument();
    expect(within(hid).getByRole('link', { name: 'Mina Park' })).toHaveAttribute('href', '/userPage/mina');
    expect(within(hid).getByText('Reason: Insults')).toBeInTheDocument();
    expect(within(hid).getByRole('button', { name: 'Undo #5' })).toBeInTheDocument();

    const [suspended, suspendedForGood] = screen.getAllByRole('article', { name: 'Suspended' }) as [
      HTMLElement,
      HTMLElement,
    ];
    expect(within(suspended).getByText(/^Until /)).toBeInTheDocument();
    expect(within(suspended).getByText('Person')).toBeInTheDocument();
    expect(within(suspendedForGood).getByText('For good')).toBeInTheDocument();
    expect(within(suspendedForGood).getByText('Undone by #6')).toBeInTheDocument();
    expect(within(suspendedForGood).queryByRole('button', { name: /Undo/ })).not.toBeInTheDocument();

    const granted = screen.getByRole('article', { name: 'Granted admin rights' });
    expect(within(granted).getByText('Admin rights')).toBeInTheDocument();
    expect(within(granted).getByRole('link', { name: 'Bo Han' })).toBeInTheDocument();
    expect(within(granted).queryByText(/Until|For good/)).not.toBeInTheDocument();
  });

  it('undoes an entry with a reason, then shows the log again with the undo on top', async () => {
    const { user, calls } = setup();
    await user.click(await screen.findByRole('button', { name: 'Undo #5' }));
    const dialog = await screen.findByRole('dialog', { name: 'Undo #5?' });
    expect(dialog).toHaveAccessibleDescription(expect.stringContaining('It shows again to everyone.'));
    await user.click(within(dialog).getByRole('button', { name: 'Undo' }));
    expect(await within(dialog).findByText('Please write why you are taking this action.')).toBeInTheDocument();
    expect(calls('POST', '/admin/audit/5/undo')).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Hid by mistake');
    await user.click(within(dialog).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Done. The audit log says so.')).toBeInTheDocument();
    expect(calls('POST', '/admin/audit/5/undo')[0]!.body).toEqual({ reason: 'Hid by mistake' });
    expect(await screen.findByRole('article', { name: 'Undid #5' })).toBeInTheDocument();
    expect(calls('GET', '/admin/audit')).toHaveLength(2);
    const hid = screen.getByRole('article', { name: 'Hid' });
    expect(within(hid).getByText('Undone by #7')).toBeInTheDocument();
    expect(within(hid).queryByRole('button', { name: 'Undo #5' })).not.toBeInTheDocument();
    await waitFor(() => expect(within(hid).getByRole('heading', { name: 'Hid' })).toHaveFocus());
  });
});
