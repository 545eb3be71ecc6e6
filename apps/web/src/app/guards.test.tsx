import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clearSession, setSession } from '../lib/session.ts';
import { renderRoutes } from '../test/render.tsx';
import { RequireAdmin, RequireAuth } from './guards.tsx';

const routes = (isAdmin: () => boolean | undefined) => [
  { path: '/', element: <h1>Home screen</h1> },
  { path: '/login', element: <h1>Sign-in screen</h1> },
  { element: <RequireAuth />, children: [{ path: '/postEvent', element: <h1>Post event screen</h1> }] },
  {
    element: <RequireAdmin useIsAdmin={isAdmin} />,
    children: [{ path: '/createBlog', element: <h1>Blog screen</h1> }],
  },
];

describe('route guards', () => {
  it('sends a signed-out visitor of a login-required route to sign-in with the notice', async () => {
    renderRoutes(
      routes(() => false),
      '/postEvent',
    );
    expect(await screen.findByRole('heading', { name: 'Sign-in screen' })).toBeInTheDocument();
    expect(screen.getByText('Login is required!')).toBeInTheDocument();
  });

  it('says the API message when the session ends while the screen is open', async () => {
    setSession({ userId: 'alice' });
    renderRoutes(
      routes(() => false),
      '/postEvent',
    );
    expect(await screen.findByRole('heading', { name: 'Post event screen' })).toBeInTheDocument();
    act(() => clearSession());
    expect(await screen.findByRole('heading', { name: 'Sign-in screen' })).toBeInTheDocument();
    expect(screen.getByText('Login is required.')).toBeInTheDocument();
    expect(screen.queryByText('Login is required!')).not.toBeInTheDocument();
  });

  it('lets a signed-in user in', async () => {
    setSession({ userId: 'alice' });
    renderRoutes(
      routes(() => false),
      '/postEvent',
    );
    expect(await screen.findByRole('heading', { name: 'Post event screen' })).toBeInTheDocument();
  });

  it('waits while the server has not said whether the user is an admin', async () => {
    setSession({ userId: 'alice' });
    renderRoutes(
      routes(() => undefined),
      '/createBlog',
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('sends a user who is not an admin home from the blog page', async () => {
    setSession({ userId: 'alice' });
    renderRoutes(
      routes(() => false),
      '/createBlog',
    );
    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeInTheDocument();
    expect(screen.getByText('You do not have access to this page.')).toBeInTheDocument();
  });

  it('lets an admin open the blog page', async () => {
    setSession({ userId: 'admin' });
    renderRoutes(
      routes(() => true),
      '/createBlog',
    );
    expect(await screen.findByRole('heading', { name: 'Blog screen' })).toBeInTheDocument();
  });
});
