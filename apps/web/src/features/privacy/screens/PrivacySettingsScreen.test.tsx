import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../../lib/session.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { PrivacySettingsScreen } from './PrivacySettingsScreen.tsx';

const bob = { id: 'b', userId: 'bob', username: 'Bob Lee', profileImage: null, blockedAt: '2026-11-20T00:00:00.000Z' };

/** What GET /user/export answers (only what the screen reads matters here). */
const exported = {
  exportedAt: '2026-11-28T10:00:00.000Z',
  profile: { userId: 'alice' },
} as never;

function setup(people: (typeof bob)[]) {
  let list = people;
  const api = mockApi({
    'GET /user/export': [200, exported],
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

  it('downloads everything Moim holds about one as a JSON file named for them and the day', async () => {
    setSession({ userId: 'alice' });
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    URL.createObjectURL = vi.fn(() => 'blob:moim');
    URL.revokeObjectURL = vi.fn();
    const { user, calls } = setup([]);
    const section = await screen.findByRole('region', { name: 'Your data' });
    await user.click(within(section).getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('Your data was downloaded.')).toBeInTheDocument();
    expect(calls('GET', '/user/export')).toHaveLength(1);
    expect(clicked).toEqual(['moim-data-alice-2026-11-28.json']);
  });
});
