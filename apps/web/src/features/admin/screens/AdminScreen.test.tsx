import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../../test/helpers.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { anAuditEntry, someAdmins } from '../test-fixtures.ts';
import { AdminScreen } from './AdminScreen.tsx';

describe('the admin console', () => {
  it('shows one section at a time as tabs, by click or arrow keys, each named in the address and loaded when first shown', async () => {
    signIn('ana');
    const { calls } = mockApi({
      'GET /admin/reports': [200, { items: [], hasMore: false }],
      'GET /admin/audit': [200, { entries: [anAuditEntry(1)], hasMore: false }],
      'GET /admin/admins': [200, someAdmins()],
    });
    const { router } = renderRoutes([{ path: '/admin', element: <AdminScreen /> }], '/admin');
    const user = userEvent.setup();
    expect(await screen.findByRole('tablist', { name: 'Sections of the console' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Reports', selected: true })).toBeInTheDocument();
    expect(await screen.findByText('No open reports. There is nothing to look at right now.')).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'Reports' })).toContainElement(
      screen.getByRole('heading', { level: 2, name: 'Open reports' }),
    );
    expect(calls('GET', '/admin/audit')).toEqual([]);
    expect(calls('GET', '/admin/admins')).toEqual([]);

    await user.click(screen.getByRole('tab', { name: 'Audit log' }));
    expect(await screen.findByRole('article', { name: 'Hid' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?section=audit');

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Admins' })).toHaveFocus();
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Admins', selected: true })).toBeInTheDocument());
    expect(await screen.findByRole('link', { name: 'Bo Han' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?section=admins');

    await user.keyboard('{Home}');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('tab', { name: 'Reports', selected: true })).toHaveFocus();
  });
});
