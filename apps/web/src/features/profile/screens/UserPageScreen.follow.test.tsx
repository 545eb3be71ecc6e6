import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { clearSession, setSession } from '../../../lib/session.ts';
import { aUserProfile } from '../../../test/fixtures.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { UserPageScreen } from './UserPageScreen.tsx';

const none = () => [200, [], { 'x-total-count': '0' }] as [200, [], Record<string, string>];

function setup(path: string, profile: ReturnType<typeof aUserProfile>) {
  const api = mockApi({
    'GET /user/getUser/*': [200, profile],
    'GET /events/getEventsByHostId/*': none,
    'GET /participants/getParticipatedEvent/*': none,
    'GET /events/getLikedEvent/*': none,
    'POST /user/follow/*': [200, { following: true, followersCount: 4 }],
    'DELETE /user/follow/*': [200, { following: false, followersCount: 3 }],
    'GET /user/following': [200, { hosts: [{ id: '7', userId: 'hana', username: 'Hana Kim', profileImage: null }] }],
    'GET /user/blocked': [200, { people: [] }],
    'POST /reports': [201, { success: true, message: 'Thank you. Our team will review your report.' }],
  });
  renderRoutes([{ path: '/userPage/:userId', element: <UserPageScreen /> }], path);
  return { ...api, user: userEvent.setup() };
}

const followers = () => screen.getByText('Followers').nextElementSibling;

describe('following a host on their page', () => {
  afterEach(() => clearSession());

  it('follows and unfollows with a named toggle, and the count follows', async () => {
    setSession({ userId: 'mina' });
    const { user, requests } = setup('/userPage/Bob27', aUserProfile({ followersCount: 3, isFollowing: false }));
    const button = await screen.findByRole('button', { name: 'Follow Bob Lee' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(followers()).toHaveTextContent('3');

    await user.click(button);
    const pressed = await screen.findByRole('button', { name: 'Following Bob Lee' });
    expect(pressed).toHaveAttribute('aria-pressed', 'true');
    expect(pressed).toHaveTextContent('Following');
    expect(followers()).toHaveTextContent('4');
    expect(requests.some((r) => r.method === 'POST' && r.path === '/user/follow/Bob27')).toBe(true);

    await user.click(pressed);
    expect(await screen.findByRole('button', { name: 'Follow Bob Lee' })).toHaveAttribute('aria-pressed', 'false');
    expect(followers()).toHaveTextContent('3');
  });

  it('offers a visitor the count and no button', async () => {
    setup('/userPage/Bob27', aUserProfile({ followersCount: 3 }));
    await screen.findByRole('heading', { level: 1, name: 'Bob Lee' });
    expect(screen.queryByRole('button', { name: /Follow/ })).not.toBeInTheDocument();
    expect(followers()).toHaveTextContent('3');
  });

  it('lists the hosts one follows on one’s own page', async () => {
    setSession({ userId: 'Bob27' });
    setup('/userPage/Bob27', aUserProfile({ followersCount: 0, isFollowing: false }));
    const section = await screen.findByRole('region', { name: 'Hosts you follow' });
    await waitFor(() =>
      expect(within(section).getByRole('link', { name: 'Hana Kim' })).toHaveAttribute('href', '/userPage/hana'),
    );
    expect(screen.queryByRole('button', { name: /Follow/ })).not.toBeInTheDocument();
  });
});

describe('reporting a person on their page', () => {
  afterEach(() => clearSession());

  it('reports them by their login ID with a reason, beside Follow and Block', async () => {
    setSession({ userId: 'mina' });
    const { user, calls } = setup('/userPage/Bob27', aUserProfile({ isFollowing: false }));
    await user.click(await screen.findByRole('button', { name: 'Report Bob Lee' }));
    const dialog = await screen.findByRole('dialog', { name: 'Report a person' });
    expect(dialog).toHaveAccessibleDescription('Bob Lee (@Bob27)');
    await user.type(within(dialog).getByRole('textbox', { name: /Why are you reporting this/ }), 'Fake profile');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Thank you. Our team will review your report.')).toBeInTheDocument();
    expect(calls('POST', '/reports')[0]!.body).toEqual({
      targetType: 'user',
      targetId: 'Bob27',
      reason: 'Fake profile',
    });
  });

  it('offers no Report on one’s own page', async () => {
    setSession({ userId: 'bob27' });
    setup('/userPage/Bob27', aUserProfile({ isFollowing: false }));
    await screen.findByRole('heading', { level: 1, name: 'Bob Lee' });
    expect(screen.queryByRole('button', { name: /^Report/ })).not.toBeInTheDocument();
  });
});
