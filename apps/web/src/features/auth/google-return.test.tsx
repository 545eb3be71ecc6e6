import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../test/render.tsx';
import { useGoogleSignInReturn } from './index.ts';

function Home() {
  useGoogleSignInReturn();
  return <h1>Home screen</h1>;
}

describe('useGoogleSignInReturn', () => {
  it('stores the session from the address and removes it from the address bar', async () => {
    const { router } = renderRoutes([{ path: '/', element: <Home /> }], '/?access_token=tok-g&userId=alice&x=1');
    await waitFor(() => expect(router.state.location.search).toBe('?x=1'));
    expect(sessionStorage.getItem('token')).toBe('tok-g');
    expect(sessionStorage.getItem('userId')).toBe('alice');
    expect(screen.getByText('Login succeeded')).toBeInTheDocument();
  });

  it('does nothing on an ordinary visit', async () => {
    renderRoutes([{ path: '/', element: <Home /> }], '/');
    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeInTheDocument();
    expect(sessionStorage.getItem('token')).toBeNull();
  });
});
