import { act, screen, waitFor } from '@testing-library/react';
import { useEffect, useSyncExternalStore } from 'react';
import { useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { clearSession, setLeaving, setSession, useSession } from '../lib/session.ts';
import { aCurrentUser } from '../test/fixtures.ts';
import { mockApi } from '../test/mock-api.ts';
import { renderRoutes } from '../test/render.tsx';
import { RequireAdmin, RequireAuth, RequireSignedOut } from './guards.tsx';
import { useIsSignedIn } from './use-confirmed-user.ts';

/** The server's answer to a guard's question: none (undefined) until the test gives it. */
function laterAnswer() {
  let answer: boolean | undefined;
  let asked = false;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return {
    use: () => {
      asked = true;
      return useSyncExternalStore(subscribe, () => answer);
    },
    asked: () => asked,
    give(value: boolean) {
      answer = value;
      act(() => listeners.forEach((listener) => listener()));
    },
  };
}

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
  it('sends a signed-out visitor of a login-required route to sign-in with the notice, to come back', async () => {
    const { router } = renderRoutes(
      routes(() => false),
      '/postEvent?draft=1#images',
    );
    expect(await screen.findByRole('heading', { name: 'Sign-in screen' })).toBeInTheDocument();
    expect(screen.getByText('Login is required!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe('/postEvent?draft=1#images');
  });

  it('says the API message when the session ends while the screen is open', async () => {
    setSession({ userId: 'alice' });
    const { router } = renderRoutes(
      routes(() => false),
      '/postEvent',
    );
    expect(await screen.findByRole('heading', { name: 'Post event screen' })).toBeInTheDocument();
    act(() => clearSession());
    expect(await screen.findByRole('heading', { name: 'Sign-in screen' })).toBeInTheDocument();
    expect(screen.getByText('Login is required.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?returnTo=%2FpostEvent');
    expect(screen.queryByText('Login is required!')).not.toBeInTheDocument();
  });

  it('sends home, with no sign-in notice, a person whose session ends because they are leaving on purpose', async () => {
    setSession({ userId: 'alice' });
    const { router } = renderRoutes(
      routes(() => false),
      '/postEvent',
    );
    expect(await screen.findByRole('heading', { name: 'Post event screen' })).toBeInTheDocument();
    setLeaving(true);
    act(() => clearSession());
    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByText('Login is required.')).not.toBeInTheDocument();
    setLeaving(false);
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
    const isAdmin = laterAnswer();
    const { router } = renderRoutes(routes(isAdmin.use), '/createBlog');
    // The render has run its effects: a guard that decided without the answer has shown or gone.
    expect(isAdmin.asked()).toBe(true);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/createBlog');
    isAdmin.give(true);
    expect(await screen.findByRole('heading', { name: 'Blog screen' })).toBeInTheDocument();
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

/** Counts its renders: the sign-in form must not show, even for a moment, to a signed-in user. */
let formRenders = 0;
function SignInForm({ name }: { name: string }) {
  formRenders++;
  return <h1>{name}</h1>;
}

/** A sign-in screen that signs in itself and then sends the user to the password change. */
function SignsInThenMovesOn() {
  const navigate = useNavigate();
  useEffect(() => {
    setSession({ userId: 'alice' });
    void navigate('/passwordChange');
  }, [navigate]);
  return <h1>Signing in</h1>;
}

/** The session as this browser believes it, taken as confirmed. */
const useBelievedSignedIn = () => useSession() !== null;

const signedOutRoutes = (useSignedIn: () => boolean | undefined = useBelievedSignedIn) => [
  { path: '/', element: <h1>Home screen</h1> },
  { path: '/events/:id', element: <h1>Event screen</h1> },
  { path: '/passwordChange', element: <h1>Password change screen</h1> },
  {
    element: <RequireSignedOut useIsSignedIn={useSignedIn} />,
    children: [
      { path: '/logIn', element: <SignInForm name="Sign-in screen" /> },
      { path: '/signIn', element: <SignInForm name="Sign-in screen" /> },
      { path: '/createAccount', element: <SignInForm name="Sign-up screen" /> },
      { path: '/selfSignIn', element: <SignsInThenMovesOn /> },
    ],
  },
];

describe('the sign-in and sign-up screens for someone signed in', () => {
  it.each(['/logIn', '/signIn', '/createAccount'])(
    '%s sends a signed-in user home, the form never shown',
    async (path) => {
      formRenders = 0;
      setSession({ userId: 'alice' });
      const { router } = renderRoutes(signedOutRoutes(), path);
      expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/');
      expect(formRenders).toBe(0);
    },
  );

  it.each(['/logIn', '/signIn', '/createAccount'])('%s sends a signed-in user on to the return path', async (path) => {
    formRenders = 0;
    setSession({ userId: 'alice' });
    const { router } = renderRoutes(signedOutRoutes(), `${path}?returnTo=%2Fevents%2F7%3Ftab%3Dinfo`);
    expect(await screen.findByRole('heading', { name: 'Event screen' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/events/7');
    expect(router.state.location.search).toBe('?tab=info');
    expect(formRenders).toBe(0);
    // Replaced, not pushed: Back does not come to the sign-in screen again.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it.each([
    ['another host', '//evil.com'],
    ['another host, backslash', '/\\evil.com'],
    ['an absolute address', 'https://evil.com/events/1'],
    ['a script', 'javascript:alert(1)'],
    ['a relative path', 'events/7'],
    ['the sign-in screen itself', '/logIn?returnTo=/events/7'],
  ])('never follows a return path to %s: home instead', async (_what, returnTo) => {
    setSession({ userId: 'alice' });
    const { router } = renderRoutes(signedOutRoutes(), `/logIn?returnTo=${encodeURIComponent(returnTo)}`);
    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('waits for the server before deciding, showing nothing meanwhile', async () => {
    formRenders = 0;
    setSession({ userId: 'alice' });
    const signedIn = laterAnswer();
    const { router } = renderRoutes(signedOutRoutes(signedIn.use), '/logIn?returnTo=%2Fevents%2F7');
    // The render has run its effects: a guard that decided without the answer has shown or gone.
    expect(signedIn.asked()).toBe(true);
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
    expect(formRenders).toBe(0);
    expect(router.state.location.pathname).toBe('/logIn');
    signedIn.give(true);
    expect(await screen.findByRole('heading', { name: 'Event screen' })).toBeInTheDocument();
    expect(formRenders).toBe(0);
  });

  it('asks the server: a session it confirms goes on; one that ended elsewhere gets the form', async () => {
    setSession({ userId: 'alice' });
    mockApi({ 'GET /user/me': [200, aCurrentUser({ userId: 'alice' })] });
    const confirmed = renderRoutes(signedOutRoutes(useIsSignedIn), '/logIn?returnTo=%2Fevents%2F7');
    expect(await screen.findByRole('heading', { name: 'Event screen' })).toBeInTheDocument();
    expect(confirmed.router.state.location.pathname).toBe('/events/7');
    confirmed.unmount();

    formRenders = 0;
    mockApi({ 'GET /user/me': [401, { code: 'unauthorized', message: 'Login is required.' }] });
    const ended = renderRoutes(signedOutRoutes(useIsSignedIn), '/logIn?returnTo=%2Fevents%2F7');
    expect(await screen.findByRole('heading', { name: 'Sign-in screen' })).toBeInTheDocument();
    expect(ended.router.state.location.pathname).toBe('/logIn');
  });

  it('shows the form to a visitor', async () => {
    formRenders = 0;
    renderRoutes(signedOutRoutes(), '/logIn?returnTo=%2Fevents%2F7');
    expect(await screen.findByRole('heading', { name: 'Sign-in screen' })).toBeInTheDocument();
    expect(formRenders).toBeGreaterThan(0);
  });

  it('leaves a sign-in made on the screen to send the user on by its own rules', async () => {
    const { router } = renderRoutes(signedOutRoutes(), '/selfSignIn?returnTo=%2Fevents%2F7');
    expect(await screen.findByRole('heading', { name: 'Password change screen' })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/passwordChange'));
  });
});
