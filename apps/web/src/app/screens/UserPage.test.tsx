import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setSession } from '../../lib/session.ts';
import { anEvent, aUserProfile } from '../../test/fixtures.ts';
import { mockApi } from '../../test/mock-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import { UserPage } from './UserPage.tsx';

describe('UserPage', () => {
  it("likes and unlikes from the user page's cards through the events feature", async () => {
    setSession({ userId: 'Bob27' });
    const { calls } = mockApi({
      'GET /user/getUser/Bob27': [200, aUserProfile()],
      'GET /events/getEventsByHostId/Bob27': [200, [], { 'x-total-count': '0' }],
      'GET /participants/getParticipatedEvent/Bob27': [200, [], { 'x-total-count': '0' }],
      'GET /user/following': [200, { hosts: [] }],
      'GET /events/getLikedEvent/Bob27': [
        200,
        [anEvent(5, { name: 'Loved it', likedByMe: true, likes: 3 })],
        { 'x-total-count': '1' },
      ],
      'POST /likes/5/like': [200, { likesLen: 2, isLiked: false }],
      // One's own page also shows the calendar feed's address.
      'GET /calendar/feed': [
        200,
        { token: 'A'.repeat(48), url: `http://localhost/api/calendar/${'A'.repeat(48)}.ics` },
      ],
    });
    renderRoutes([{ path: '/userPage/:userId', element: <UserPage /> }], '/userPage/Bob27');
    const liked = await screen.findByRole('region', { name: /^Liked Event/ });
    await userEvent.click(await within(liked).findByRole('button', { name: 'Unlike' }));
    await waitFor(() => expect(calls('POST', '/likes/5/like')).toHaveLength(1));
    expect(await within(liked).findByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'false');
  });
});
