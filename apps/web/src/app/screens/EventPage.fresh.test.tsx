import type { FollowingList } from '@moim/contract';
import { screen } from '@testing-library/react';
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

/** The event page with a server that remembers whether the reader follows the host. */
function setup(followingAtFirst: boolean) {
  let following = followingAtFirst;
  const api = mockApi({
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
    expect(screen.queryByRole('button', { name: /Follow/ })).not.toBeInTheDocument();
    expect(calls('GET', '/user/following')).toHaveLength(0);
  });

  it('offers nothing to the host on their own event', async () => {
    signIn('hana');
    const { calls } = setup(false);
    await screen.findByRole('heading', { level: 1, name: 'Sunday hike on Bukhansan' });
    expect(screen.queryByRole('button', { name: /Follow/ })).not.toBeInTheDocument();
    expect(calls('GET', '/user/following')).toHaveLength(0);
  });
});
