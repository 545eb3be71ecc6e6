import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aCurrentUser } from '../../test/fixtures.ts';
import { renderRoutes } from '../../test/render.tsx';
import { expectNoTokenInStorage } from '../../test/storage.ts';
import { mockApi } from './test-api.ts';
import { useGoogleSignInReturn } from './index.ts';

function Home() {
  useGoogleSignInReturn();
  return <h1>Home screen</h1>;
}

describe('useGoogleSignInReturn', () => {
  it('asks the server who signed in, keeps only the user id, and tidies the address', async () => {
    const { calls } = mockApi({ 'GET /user/me': [200, aCurrentUser({ userId: 'alice' })] });
    const { router } = renderRoutes([{ path: '/', element: <Home /> }], '/?login=google&x=1');
    expect(await screen.findByText('Login succeeded')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?x=1');
    expect(localStorage.getItem('userId')).toBe('alice');
    expect(calls('GET', '/user/me')).toHaveLength(1);
  });

  it('finishes on the page the sign-in started from, which the server sent the browser back to', async () => {
    mockApi({ 'GET /user/me': [200, aCurrentUser({ userId: 'alice' })] });
    const { router } = renderRoutes(
      [{ path: '/events/:id', element: <Home /> }],
      '/events/7?tab=info&login=google#reviews',
    );
    expect(await screen.findByText('Login succeeded')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/events/7');
    expect(router.state.location.search).toBe('?tab=info');
    expect(localStorage.getItem('userId')).toBe('alice');
  });

  it('ignores a token and user id someone put in the address', async () => {
    const { calls } = mockApi({ 'GET /user/me': [401, { code: 'unauthorized', message: 'Login is required.' }] });
    renderRoutes([{ path: '/', element: <Home /> }], '/?access_token=attacker-token&userId=attacker&login=google');
    expect(await screen.findByText('Google sign-in failed. Please try again.')).toBeInTheDocument();
    expect(localStorage.getItem('userId')).toBeNull();
    expectNoTokenInStorage('attacker-token');
    expect(calls('GET', '/user/me')).toHaveLength(1);
  });

  it('does nothing on an ordinary visit', async () => {
    const { requests } = mockApi({});
    const { router } = renderRoutes([{ path: '/', element: <Home /> }], '/?userId=alice');
    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe('?userId=alice'));
    expect(localStorage.getItem('userId')).toBeNull();
    expect(requests).toHaveLength(0);
  });
});
