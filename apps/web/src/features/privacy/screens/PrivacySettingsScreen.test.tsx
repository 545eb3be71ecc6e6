import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, setSession } from '../../../lib/session.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { PrivacySettingsScreen } from './PrivacySettingsScreen.tsx';

const bob = { id: 'b', userId: 'bob', username: 'Bob Lee', profileImage: null, blockedAt: '2026-11-20T00:00:00.000Z' };

function setup(people: (typeof bob)[]) {
  let list = people;
  const api = mockApi({
    'GET /user/blocked': () => [200, { people: list }],
    'DELETE /user/block/*': () => {
      list = [];
      return [200, { blocked: false }];
    },
  });
  renderRoutes([{ path: '/settings/privacy', element: <PrivacySettingsScreen /> }], '/settings/privacy');
  return { ...api, user: userEvent.setup() };
}

describe('privacy and data settings', () => {
  afterEach(() => clearSession());

  it('lists the people one blocks, each linked, and unblocks one', async () => {
    setSession({ userId: 'alice' });
    const { user, calls } = setup([bob]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy and data' })).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Blocked people' });
    expect(await within(section).findByRole('link', { name: 'Bob Lee' })).toHaveAttribute('href', '/userPage/bob');

    await user.click(within(section).getByRole('button', { name: 'Unblock Bob Lee' }));
    expect(await screen.findByText('You unblocked Bob Lee.')).toBeInTheDocument();
    expect(calls('DELETE', '/user/block/bob')).toHaveLength(1);
    await waitFor(() => expect(within(section).getByText('You have not blocked anyone.')).toBeInTheDocument());
  });

  it('says when nobody is blocked', async () => {
    setSession({ userId: 'alice' });
    setup([]);
    expect(await screen.findByText('You have not blocked anyone.')).toBeInTheDocument();
  });
});
