import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useCurrentUser } from '../lib/current-user.ts';
import { setSession } from '../lib/session.ts';
import { aCurrentUser } from '../test/fixtures.ts';
import { mockApi } from '../test/mock-api.ts';
import { renderRoutes } from '../test/render.tsx';
import { SessionSync } from './session-sync.tsx';

function Shell() {
  const me = useCurrentUser();
  return (
    <>
      <SessionSync />
      <p>{me.data ? `me:${me.data.username}` : 'nobody'}</p>
    </>
  );
}

describe('SessionSync', () => {
  it('takes the server’s word for who is signed in', async () => {
    setSession({ userId: 'alice' });
    mockApi({ 'GET /user/me': [200, aCurrentUser({ userId: 'Alice', username: 'Alice Kim' })] });
    renderRoutes([{ path: '/', element: <Shell /> }]);
    expect(await screen.findByText('me:Alice Kim')).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('userId')).toBe('Alice'));
  });

  it('when another tab signs in as someone else, asks again who it is', async () => {
    setSession({ userId: 'alice' });
    let current = aCurrentUser({ userId: 'alice', username: 'Alice Kim' });
    const { calls } = mockApi({ 'GET /user/me': () => [200, current] });
    renderRoutes([{ path: '/', element: <Shell /> }]);
    expect(await screen.findByText('me:Alice Kim')).toBeInTheDocument();

    current = aCurrentUser({ userId: 'bob', username: 'Bob Lee' });
    act(() => {
      localStorage.setItem('userId', 'bob');
      window.dispatchEvent(new StorageEvent('storage', { key: 'userId', newValue: 'bob' }));
    });
    expect(await screen.findByText('me:Bob Lee')).toBeInTheDocument();
    expect(calls('GET', '/user/me').length).toBeGreaterThanOrEqual(2);
  });

  it('when another tab signs out, forgets the user', async () => {
    setSession({ userId: 'alice' });
    mockApi({ 'GET /user/me': [200, aCurrentUser({ userId: 'alice', username: 'Alice Kim' })] });
    renderRoutes([{ path: '/', element: <Shell /> }]);
    expect(await screen.findByText('me:Alice Kim')).toBeInTheDocument();
    act(() => {
      localStorage.removeItem('userId');
      window.dispatchEvent(new StorageEvent('storage', { key: 'userId', newValue: null }));
    });
    expect(await screen.findByText('nobody')).toBeInTheDocument();
  });

  it("keeps the user's stored language in step with the one they read Moim in", async () => {
    setSession({ userId: 'alice' });
    const { calls } = mockApi({
      'GET /user/me': [200, aCurrentUser({ userId: 'alice', username: 'Alice Kim', language: 'ko' })],
      'PUT /user/language': [200, { language: 'en' }],
    });
    renderRoutes([{ path: '/', element: <Shell /> }]);
    expect(await screen.findByText('me:Alice Kim')).toBeInTheDocument();
    await waitFor(() => expect(calls('PUT', '/user/language')).toHaveLength(1));
    expect(calls('PUT', '/user/language')[0]?.body).toEqual({ language: 'en' });
  });

  it('leaves a stored language that already matches alone', async () => {
    setSession({ userId: 'alice' });
    const { calls } = mockApi({
      'GET /user/me': [200, aCurrentUser({ userId: 'alice', username: 'Alice Kim', language: 'en' })],
    });
    renderRoutes([{ path: '/', element: <Shell /> }]);
    expect(await screen.findByText('me:Alice Kim')).toBeInTheDocument();
    expect(calls('PUT', '/user/language')).toHaveLength(0);
  });

  it('leaves a user who must change their password where they chose to go ("Change later")', async () => {
    setSession({ userId: 'alice' });
    mockApi({
      'GET /user/me': [200, aCurrentUser({ userId: 'alice', username: 'Alice Kim', passwordChangeRequired: true })],
    });
    const { router } = renderRoutes([
      { path: '/', element: <Shell /> },
      { path: '/passwordChange', element: <p>password change</p> },
    ]);
    expect(await screen.findByText('me:Alice Kim')).toBeInTheDocument();
    await act(async () => {});
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByText('password change')).not.toBeInTheDocument();
  });
});
