import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PASSWORD_MAX_LENGTH } from '@moim/contract/limits';
import { describe, expect, it } from 'vitest';
import { expectFieldError } from '../../../test/fields.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { expectNoTokenInStorage } from '../../../test/storage.ts';
import { aPublicConfig } from '../../../test/fixtures.ts';
import { mockApi, type MockReplyFor } from '../test-api.ts';
import { LogInScreen } from './LogInScreen.tsx';

const SESSION = { access_token: 'tok-123', passwordChangeRequired: false, userId: 'alice' };

function setup<K extends string = never>(
  signIn: MockReplyFor<'POST /user/signIn'>,
  {
    path = '/logIn',
    google = false,
    extra,
  }: { path?: string; google?: boolean; extra?: { [P in K]: MockReplyFor<P> } } = {},
) {
  const api = mockApi({
    'GET /config': [200, aPublicConfig({ googleSignIn: google })],
    'POST /user/signIn': signIn,
    ...extra,
  });
  const result = renderRoutes(
    [
      { path: '/logIn', element: <LogInScreen /> },
      { path: '/signIn', element: <LogInScreen /> },
      { path: '/', element: <h1>Home screen</h1> },
      { path: '/events/:id', element: <h1>Event screen</h1> },
      { path: '/enterEvent/:id', element: <h1>Join screen</h1> },
      { path: '/passwordChange', element: <h1>Password change screen</h1> },
    ],
    path,
  );
  return { ...api, ...result, user: userEvent.setup() };
}

async function signIn(user: ReturnType<typeof userEvent.setup>, { keep = false } = {}) {
  await user.type(await screen.findByLabelText('ID'), 'alice');
  await user.type(screen.getByLabelText('Password'), 'Secret1!');
  if (keep) await user.click(screen.getByRole('checkbox', { name: 'Keep me logged in' }));
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('LogInScreen', () => {
  it('shows the screen with its links and one heading', async () => {
    setup([200, SESSION]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Moim home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Forgot ID?' })).toHaveAttribute('href', '/findUsername');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/findPassword');
    expect(screen.getByRole('link', { name: 'Create one' })).toHaveAttribute('href', '/createAccount');
    expect(screen.queryByRole('link', { name: 'Sign in with Google' })).not.toBeInTheDocument();
  });

  it("takes no more password than the contract's maximum", async () => {
    setup([200, SESSION]);
    expect(await screen.findByLabelText('Password')).toHaveAttribute('maxlength', String(PASSWORD_MAX_LENGTH));
  });

  it('offers Google sign-in only when the server has it', async () => {
    setup([200, SESSION], { google: true });
    expect(await screen.findByRole('link', { name: 'Sign in with Google' })).toHaveAttribute(
      'href',
      '/api/user/to-google',
    );
  });

  it('signs in, keeps only who signed in (the session is the cookie) and goes home', async () => {
    const { user, router, calls } = setup([200, SESSION]);
    await signIn(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.getByText('Login succeeded')).toBeInTheDocument();
    expect(localStorage.getItem('userId')).toBe('alice');
    expectNoTokenInStorage(SESSION.access_token);
    expect(calls('POST', '/user/signIn')[0]?.body).toEqual({
      userId: 'alice',
      password: 'Secret1!',
      keepLoggedIn: false,
    });
  });

  it('asks the server for a lasting cookie with Keep me logged in, and still stores no token', async () => {
    const { user, router, calls } = setup([200, SESSION]);
    await signIn(user, { keep: true });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls('POST', '/user/signIn')[0]?.body).toMatchObject({ keepLoggedIn: true });
    expect(localStorage.getItem('userId')).toBe('alice');
    expectNoTokenInStorage(SESSION.access_token);
  });

  it('sends a user with a temporary password to the password change', async () => {
    const { user, router } = setup([200, { ...SESSION, passwordChangeRequired: true }]);
    await signIn(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/passwordChange'));
    expect(
      screen.getByText('Password change is required. Redirecting to the password change page.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Login succeeded')).not.toBeInTheDocument();
  });

  it('shows the server message on failure and keeps what was typed', async () => {
    const { user, router } = setup([401, { code: 'signInFailed', message: 'Moim: The ID or password is incorrect.' }]);
    await signIn(user);
    const alert = await screen.findByTestId('notices-assertive');
    await within(alert).findByText('Moim: The ID or password is incorrect.');
    expect(router.state.location.pathname).toBe('/logIn');
    expect(screen.getByLabelText('ID')).toHaveValue('alice');
    expect(screen.getByLabelText('Password')).toHaveValue('Secret1!');
    expect(localStorage.getItem('userId')).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('says why a suspended account cannot sign in, in the server’s words, and stays signed out', async () => {
    const suspended =
      "This account is suspended by Moim's moderators. If you think this is a mistake, write to us through the contact page.";
    const { user, router } = setup([403, { code: 'accountSuspended', message: suspended }]);
    await signIn(user);
    const alert = await screen.findByTestId('notices-assertive');
    await within(alert).findByText(suspended);
    expect(router.state.location.pathname).toBe('/logIn');
    expect(localStorage.getItem('userId')).toBeNull();
  });

  it('says so when Google sends a suspended account back', async () => {
    setup([200, SESSION], { path: '/logIn?googleError=accountSuspended' });
    const alert = await screen.findByTestId('notices-assertive');
    expect(
      await within(alert).findByText(
        "This account is suspended by Moim's moderators. If you think this is a mistake, write to us through the contact page.",
      ),
    ).toBeInTheDocument();
  });

  it('shows the rate-limit message', async () => {
    const { user } = setup([429, { code: 'tooManyRequests', message: 'Too many requests. Please wait a moment.' }]);
    await signIn(user);
    expect(await screen.findByText('Too many requests. Please wait a moment.')).toBeInTheDocument();
  });

  it('requires both fields and sends nothing without them', async () => {
    const { user, calls } = setup([200, SESSION]);
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findAllByText('This field is required.')).toHaveLength(2);
    expect(screen.getByLabelText('ID')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(screen.getByLabelText('ID')).toHaveFocus());
    expectFieldError(screen.getByLabelText('ID'), 'This field is required.');
    expectFieldError(screen.getByLabelText('Password'), 'This field is required.');
    expect(calls('POST', '/user/signIn')).toHaveLength(0);
  });

  it('reads Signing in... while busy', async () => {
    let answer: (reply: [200, typeof SESSION]) => void = () => {};
    const { user, router } = setup(() => new Promise((resolve) => (answer = resolve)));
    await signIn(user);
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
    answer([200, SESSION]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows and hides the password', async () => {
    const { user } = setup([200, SESSION]);
    const password = await screen.findByLabelText('Password');
    const toggle = screen.getByRole('button', { name: 'Show Password' });
    expect(toggle).toHaveTextContent('Show');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(toggle).toHaveTextContent('Hide');
  });

  it('connects Google after signing in when the Google return asks for it', async () => {
    const { user, router, calls } = setup([200, SESSION], {
      path: '/logIn?googleLink=1',
      extra: { 'POST /user/linkGoogle': [200, { success: true, message: 'Your Google account is now connected.' }] },
    });
    expect(
      await screen.findByText(
        'An account with this e-mail already exists. Sign in with your ID and password to connect Google.',
      ),
    ).toBeInTheDocument();
    await signIn(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // The link ticket is in an httpOnly cookie the server reads; the page never sees it.
    expect(calls('POST', '/user/linkGoogle')[0]?.body).toEqual({});
    expect(screen.getByText('Your Google account is now connected.')).toBeInTheDocument();
  });

  it('says so when the Google account is already connected to another account, and still signs in', async () => {
    const message = 'This Google account is already connected to another Moim account.';
    const { user, router } = setup([200, SESSION], {
      path: '/logIn?googleLink=1',
      extra: { 'POST /user/linkGoogle': [409, { code: 'googleLinkedElsewhere', message }] },
    });
    await signIn(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(within(screen.getByTestId('notices-assertive')).getByText(message)).toBeInTheDocument();
    expect(screen.queryByText('Your Google account is now connected.')).not.toBeInTheDocument();
    expect(localStorage.getItem('userId')).toBe('alice');
  });

  it('says once why Google sign-in failed', async () => {
    const { router } = setup([200, SESSION], { path: '/logIn?googleError=googleSignInFailed' });
    expect(await screen.findByText('Google sign-in failed. Please try again.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getAllByText('Google sign-in failed. Please try again.')).toHaveLength(1);
  });

  describe('coming back to the page that asked for sign-in', () => {
    it.each(['/events/7', '/enterEvent/7'])('goes back to %s after signing in', async (page) => {
      const { user, router } = setup([200, SESSION], { path: `/logIn?returnTo=${encodeURIComponent(page)}` });
      await signIn(user);
      await waitFor(() => expect(router.state.location.pathname).toBe(page));
      expect(screen.getByText('Login succeeded')).toBeInTheDocument();
      expect(router.state.historyAction).toBe('REPLACE');
    });

    it('keeps the query of the page it goes back to', async () => {
      const { user, router } = setup([200, SESSION], { path: '/signIn?returnTo=%2Fevents%2F7%3Ftab%3Dinfo' });
      await signIn(user);
      await waitFor(() => expect(router.state.location.pathname).toBe('/events/7'));
      expect(router.state.location.search).toBe('?tab=info');
    });

    it.each([
      ['another host', '//evil.com'],
      ['another host, backslash', '/\\evil.com'],
      ['an absolute address', 'https://evil.com/'],
      ['an address without a scheme', 'evil.com'],
      ['a relative path', 'events/7'],
      ['a script', 'javascript:alert(1)'],
    ])('never follows a return path to %s: home instead', async (_what, returnTo) => {
      const { user, router } = setup([200, SESSION], { path: `/logIn?returnTo=${encodeURIComponent(returnTo)}` });
      await signIn(user);
      expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/');
    });

    it('carries the return path to the sign-up and to Google', async () => {
      setup([200, SESSION], { path: '/logIn?returnTo=%2Fevents%2F7', google: true });
      expect(await screen.findByRole('link', { name: 'Create one' })).toHaveAttribute(
        'href',
        '/createAccount?returnTo=%2Fevents%2F7',
      );
      expect(await screen.findByRole('link', { name: 'Sign in with Google' })).toHaveAttribute(
        'href',
        '/api/user/to-google?returnTo=%2Fevents%2F7',
      );
    });

    it('carries no return path it would not follow', async () => {
      setup([200, SESSION], { path: '/logIn?returnTo=%2F%2Fevil.com', google: true });
      expect(await screen.findByRole('link', { name: 'Create one' })).toHaveAttribute('href', '/createAccount');
      expect(await screen.findByRole('link', { name: 'Sign in with Google' })).toHaveAttribute(
        'href',
        '/api/user/to-google',
      );
    });

    it('still goes to the password change first when a temporary password was used', async () => {
      const { user, router } = setup([200, { ...SESSION, passwordChangeRequired: true }], {
        path: '/logIn?returnTo=%2Fevents%2F7',
      });
      await signIn(user);
      await waitFor(() => expect(router.state.location.pathname).toBe('/passwordChange'));
    });

    it('goes back after connecting Google (the Google return carried the path here)', async () => {
      const { user, router, calls } = setup([200, SESSION], {
        path: '/logIn?googleLink=1&returnTo=%2Fevents%2F7',
        extra: { 'POST /user/linkGoogle': [200, { success: true, message: 'Your Google account is now connected.' }] },
      });
      await signIn(user);
      await waitFor(() => expect(router.state.location.pathname).toBe('/events/7'));
      expect(calls('POST', '/user/linkGoogle')).toHaveLength(1);
    });
  });
});
