import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { queryKeys } from '../../lib/query-keys.ts';
import { renderRoutes } from '../../test/render.tsx';
import { useFinishAfterSignIn } from './after-sign-in.ts';
import { mockApi, signIn } from './test-utils.ts';

/** The app shell's part: mounted on every screen. */
function Shell({ name }: { name: string }) {
  useFinishAfterSignIn();
  return <h1>{name}</h1>;
}

function setup(path: string, { liked = false } = {}) {
  const api = mockApi({
    'GET /likes/7/isLiked': [200, { isLiked: liked }],
    'POST /likes/7/like': [200, { likesLen: 5, isLiked: true }],
  });
  const rendered = renderRoutes(
    [
      { path: '/events/:id', element: <Shell name="Event page" /> },
      { path: '/allEvents', element: <Shell name="All events" /> },
      { path: '/enterEvent/:id', element: <Shell name="Join page" /> },
    ],
    path,
  );
  return { ...api, ...rendered };
}

/** What a press of Like or Join Now left in this tab before the sign-in. */
const pressed = (value: string) => sessionStorage.setItem('moim.afterSignIn', value);

describe('useFinishAfterSignIn', () => {
  it('adds the like a visitor pressed, once back signed in, and drops it from the address', async () => {
    pressed('like:7');
    signIn('zoe');
    const { router, calls, queryClient } = setup('/allEvents?category=Food&like=7');
    await waitFor(() => expect(calls('POST', '/likes/7/like')).toHaveLength(1));
    expect(calls('POST', '/likes/7/like')[0]?.body).toEqual({ userId: 'zoe' });
    expect(await screen.findByText('Your like has been added.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?category=Food'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(queryClient.getQueryData(queryKeys.isLiked(7))).toBe(true);
    // Once: the press is used up.
    expect(sessionStorage.getItem('moim.afterSignIn')).toBeNull();
  });

  it('does not undo a like the person has already (a like is a toggle)', async () => {
    pressed('like:7');
    signIn('zoe');
    const { router, calls } = setup('/events/7?like=7', { liked: true });
    await waitFor(() => expect(calls('GET', '/likes/7/isLiked')).toHaveLength(1));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(calls('POST', '/likes/7/like')).toHaveLength(0);
  });

  it('opens the join screen of the event whose Join Now a visitor pressed, in place of the event page', async () => {
    pressed('join:7');
    signIn('zoe');
    const { router } = setup('/events/7?join=7');
    expect(await screen.findByRole('heading', { name: 'Join page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/enterEvent/7');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(sessionStorage.getItem('moim.afterSignIn')).toBeNull();
  });

  it('waits while the visitor is still signing in (the Google return asks the server first)', async () => {
    pressed('like:7');
    const { router, calls } = setup('/events/7?like=7&login=google');
    await screen.findByRole('heading', { name: 'Event page' });
    expect(calls('POST', '/likes/7/like')).toHaveLength(0);
    expect(router.state.location.search).toBe('?like=7&login=google');
    act(() => signIn('zoe'));
    await waitFor(() => expect(calls('POST', '/likes/7/like')).toHaveLength(1));
  });

  it('does nothing for an address nobody pressed for (a link someone made up)', async () => {
    signIn('zoe');
    const { router, calls } = setup('/events/7?like=7');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/events/7');
    expect(calls('GET', '/likes/7/isLiked')).toHaveLength(0);
    expect(calls('POST', '/likes/7/like')).toHaveLength(0);
  });

  it('does nothing when the press was for another event', async () => {
    pressed('join:8');
    signIn('zoe');
    const { router } = setup('/events/7?join=7');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(router.state.location.pathname).toBe('/events/7');
  });
});
