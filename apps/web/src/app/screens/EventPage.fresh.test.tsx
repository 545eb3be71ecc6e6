import type { FollowingList } from '@moim/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession } from '../../lib/session.ts';
import { aPublicConfig, anEventDetail } from '../../test/fixtures.ts';
import { signIn } from '../../test/helpers.ts';
import { mockApi } from '../../test/mock-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import { EventPage } from './EventPage.tsx';

// Leaflet needs a layout engine the test does not have.
vi.mock('../../features/events/components/EventMap.tsx', () => ({ default: () => <div>Map</div> }));

const hana = { id: '7', userId: 'hana', username: 'Hana Kim', profileImage: null };

/** The event page with a server that remembers whether the reader follows and blocks the host. */
function setup(followingAtFirst: boolean) {
  let following = followingAtFirst;
  let blocked = false;
  const api = mockApi({
    'GET /user/blocked': () => [200, { people: blocked ? [{ ...hana, blockedAt: '2026-11-20T00:00:00.000Z' }] : [] }],
    'POST /user/block/hana': () => {
      blocked = true;
      return [200, { blocked: true }];
    },
    'DELETE /user/block/hana': () => {
      blocked = false;
      return [200, { blocked: false }];
    },
    'GET /config': [200, aPublicConfig()],
    'GET /events/getEvents/7': [200, anEventDetail()],
    'GET /likes/7/isLiked': [200, { isLiked: false }],
    'GET /participants/checkParticipation': [200, { isParticipating: false, status: null, hasReviewed: false }],
    'GET /reviews/event/7': [200, []],
    'GET /user/following': () => [200, { hosts: following ? [hana] : [] } satisfies FollowingList],
    'POST /user/follow/hana': () => {
      following = true;
      return [200, { following: true, followersCount: 1 }];
    },
    'DELETE /user/follow/hana': () => {
      following = false;
      return [200, { following: false, followersCount: 0 }];
    },
  });
  renderRoutes([{ path: '/events/:eventId', element: <EventPage /> }], '/events/7');
  return { ...api, user: userEvent.setup() };
}

describe('following the host from the event page', () => {
  afterEach(() => clearSession());

  it('follows and unfollows the host beside their name', async () => {
    signIn('mina');
    const { user, calls } = setup(false);
    const follow = await screen.findByRole('button', { name: 'Follow Hana Kim' });
    expect(follow).toHaveAttribute('aria-pressed', 'false');

    await user.click(follow);
    const following = await screen.findByRole('button', { name: 'Following Hana Kim' });
    expect(following).toHaveAttribute('aria-pressed', 'true');
    expect(calls('POST', '/user/follow/hana')).toHaveLength(1);

    await user.click(following);
    expect(await screen.findByRole('button', { name: 'Follow Hana Kim' })).toHaveAttribute('aria-pressed', 'false');
    expect(calls('DELETE', '/user/follow/hana')).toHaveLength(1);
  });

  it('shows a host one follows as followed', async () => {
    signIn('mina');
    setup(true);
    expect(await screen.findByRole('button', { name: 'Following Hana Kim' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('offers nothing to a visitor', async () => {
    const { calls } = setup(false);
    await screen.findByRole('heading', { level: 1, name: 'Sunday hike on Bukhansan' });
    expect(screen.queryByRole('button', { name: /Follow|Block/ })).not.toBeInTheDocument();
    expect(calls('GET', '/user/following')).toHaveLength(0);
    expect(calls('GET', '/user/blocked')).toHaveLength(0);
  });

  it('offers nothing to the host on their own event', async () => {
    signIn('hana');
    const { calls } = setup(false);
    await screen.findByRole('heading', { level: 1, name: 'Sunday hike on Bukhansan' });
    expect(screen.queryByRole('button', { name: /Follow|Block/ })).not.toBeInTheDocument();
    expect(calls('GET', '/user/following')).toHaveLength(0);
    expect(calls('GET', '/user/blocked')).toHaveLength(0);
  });

  it('blocks the host after saying what it does, and unblocks them', async () => {
    signIn('mina');
    const { user, calls } = setup(false);
    await user.click(await screen.findByRole('button', { name: 'Block Hana Kim' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block Hana Kim?' });
    expect(dialog).toHaveTextContent('They will not be told');
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    expect(await screen.findByText('You blocked Hana Kim.')).toBeInTheDocument();
    const unblock = await screen.findByRole('button', { name: 'Unblock Hana Kim' });
    expect(calls('POST', '/user/block/hana')).toHaveLength(1);

    await user.click(unblock);
    expect(await screen.findByRole('button', { name: 'Block Hana Kim' })).toBeInTheDocument();
    expect(calls('DELETE', '/user/block/hana')).toHaveLength(1);
  });
});
