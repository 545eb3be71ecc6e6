import type { AdminList } from '@moim/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectFieldError } from '../../../test/fields.ts';
import { signIn } from '../../../test/helpers.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { AdminScreen } from '../screens/AdminScreen.tsx';
import { someAdmins } from '../test-fixtures.ts';

const cy = { userId: 'cy', username: 'Cy Park', grantedAt: '2026-11-28T01:00:00.000Z', grantedBy: 'ana' };

function setup({ lastAdmin = false } = {}) {
  signIn('ana');
  let admins: AdminList = someAdmins();
  const api = mockApi({
    'GET /admin/admins': () => [200, admins],
    'POST /admin/admins': (request) => {
      if ((request.body as { userId: string }).userId !== 'cy') {
        return [404, { code: 'userNotFound', message: 'This user does not exist.' }];
      }
      admins = someAdmins([cy]);
      return [200, admins];
    },
    'POST /admin/admins/*/revoke': () => {
      if (lastAdmin) {
        return [
          409,
          { code: 'lastAdmin', message: 'Moim needs at least one admin. Grant the rights to someone else first.' },
        ];
      }
      admins = { admins: admins.admins.filter((admin) => admin.userId !== 'bo') };
      return [200, admins];
    },
  });
  renderRoutes([{ path: '/admin', element: <AdminScreen /> }], '/admin?section=admins');
  return { ...api, user: userEvent.setup() };
}

const adminsList = () => within(screen.getByRole('region', { name: 'Admins' })).getAllByRole('listitem');

describe('the admins', () => {
  it('lists the admins with when and by whom they were granted, and marks oneself', async () => {
    setup();
    await screen.findByRole('link', { name: 'Ana Lee' });
    const [ana, bo] = adminsList() as [HTMLElement, HTMLElement];
    expect(within(ana).getByRole('link', { name: 'Ana Lee' })).toHaveAttribute('href', '/userPage/ana');
    expect(within(ana).getByText('You')).toBeInTheDocument();
    expect(within(ana).getByText(/granted by the admin command$/)).toBeInTheDocument();
    expect(within(bo).getByText(/granted by @ana$/)).toBeInTheDocument();
    expect(within(bo).queryByText('You')).not.toBeInTheDocument();
  });

  it('grants the rights by login ID with a reason; an unknown ID is said beside its field', async () => {
    const { user, calls } = setup();
    const form = within(await screen.findByRole('region', { name: 'Grant admin rights' }));
    const userId = form.getByRole('textbox', { name: /Login ID/ });
    const reason = form.getByRole('textbox', { name: /Reason/ });
    await user.click(form.getByRole('button', { name: 'Grant' }));
    expectFieldError(reason, 'Please write why you are taking this action.');
    expect(calls('POST', '/admin/admins')).toEqual([]);

    await user.type(userId, 'nobody');
    await user.type(reason, 'Helps with reports');
    await user.click(form.getByRole('button', { name: 'Grant' }));
    await waitFor(() => expectFieldError(userId, 'This user does not exist.'));

    await user.clear(userId);
    await user.type(userId, 'cy');
    await user.click(form.getByRole('button', { name: 'Grant' }));
    expect(await screen.findByText('@cy is an admin now.')).toBeInTheDocument();
    expect(calls('POST', '/admin/admins').at(-1)!.body).toEqual({ userId: 'cy', reason: 'Helps with reports' });
    expect(await screen.findByRole('link', { name: 'Cy Park' })).toBeInTheDocument();
    expect(userId).toHaveValue('');
  });

  it('revokes with a reason; the row leaves and focus goes to the heading', async () => {
    const { user, calls } = setup();
    await user.click(await screen.findByRole('button', { name: 'Revoke the admin rights of Bo Han' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke the admin rights of Bo Han?' });
    expect(dialog).toHaveAccessibleDescription('Bo Han (@bo) will no longer be able to use this console.');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Left the team');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('Bo Han is no longer an admin.')).toBeInTheDocument();
    expect(calls('POST', '/admin/admins/bo/revoke')[0]!.body).toEqual({ reason: 'Left the team' });
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Bo Han' })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Admins' })).toHaveFocus());
  });

  it("says the server's refusal to revoke the last admin in the dialog", async () => {
    const { user } = setup({ lastAdmin: true });
    await user.click(await screen.findByRole('button', { name: 'Revoke the admin rights of Bo Han' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke the admin rights of Bo Han?' });
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Leaving');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Moim needs at least one admin. Grant the rights to someone else first.',
    );
    // Still an admin (behind the open dialog).
    expect(screen.getByRole('link', { name: 'Bo Han', hidden: true })).toBeInTheDocument();
  });
});
