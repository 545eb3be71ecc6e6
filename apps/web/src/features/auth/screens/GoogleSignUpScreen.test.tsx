import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectFieldError } from '../../../test/fields.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { expectNoTokenInStorage } from '../../../test/storage.ts';
import { mockApi, type MockReplyFor } from '../test-api.ts';
import { GoogleSignUpScreen } from './GoogleSignUpScreen.tsx';

const PATH = '/googleSignUp?email=alice%40gmail.com&name=Alice%20Kim';

function setup<K extends string = never>(path = PATH, routes?: { [P in K]: MockReplyFor<P> }) {
  const api = mockApi({
    'GET /user/isUserId/*': ({ path: p }) => [200, { available: !p.endsWith('/taken1') }],
    'POST /user/googleSignUp': [200, { access_token: 'tok-g', passwordChangeRequired: false, userId: 'alice01' }],
    ...routes,
  });
  const result = renderRoutes(
    [
      { path: '/googleSignUp', element: <GoogleSignUpScreen /> },
      { path: '/', element: <h1>Home screen</h1> },
      { path: '/events/:id', element: <h1>Event screen</h1> },
    ],
    path,
  );
  return { ...api, ...result, user: userEvent.setup() };
}

/** Fills every field right (ID alice01, Korean woman born 1990) and sends. */
async function fillAndSend(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('ID'), 'alice01');
  fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: '1990-01-31' } });
  await user.click(screen.getByRole('radio', { name: 'Female' }));
  await user.type(screen.getByRole('combobox', { name: 'Nationality' }), 'KR');
  await user.keyboard('{Enter}');
  await user.click(screen.getByRole('button', { name: 'Accept All' }));
  await user.click(screen.getByRole('button', { name: 'Sign up' }));
}

describe('GoogleSignUpScreen', { timeout: 15_000 }, () => {
  it('shows the name and e-mail from Google read-only', async () => {
    setup();
    expect(await screen.findByLabelText('User name')).toHaveValue('Alice Kim');
    expect(screen.getByLabelText('User name')).toHaveAttribute('readonly');
    expect(screen.getByLabelText('E-mail')).toHaveValue('alice@gmail.com');
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('readonly');
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeDisabled();
  });

  it('finishes the sign-up, signs in and goes home', async () => {
    const { user, router, calls } = setup();
    await user.type(await screen.findByLabelText('ID'), 'alice01');
    expect(await screen.findByText('This ID is available.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Date of birth'), { target: { value: '1990-01-31' } });
    await user.click(screen.getByRole('radio', { name: 'Male' }));
    await user.type(screen.getByRole('combobox', { name: 'Nationality' }), 'japan');
    await user.keyboard('{ArrowDown}{Enter}');
    await user.click(screen.getByRole('button', { name: 'Accept All' }));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.getByText('Sign-up completed!')).toBeInTheDocument();
    expect(localStorage.getItem('userId')).toBe('alice01');
    expectNoTokenInStorage('tok-g');
    expect(calls('POST', '/user/googleSignUp')[0]?.body).toEqual({
      email: 'alice@gmail.com',
      userId: 'alice01',
      dob: '1990-01-31',
      gender: 'male',
      nationality: 'JP',
      username: 'Alice Kim',
      termsAccepted: true,
      privacyAccepted: true,
      marketingAccepted: true,
    });
  });

  it('goes back to the page the Google sign-in started from', async () => {
    const { user, router } = setup(`${PATH}&returnTo=%2Fevents%2F7`);
    await fillAndSend(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/events/7'));
    expect(screen.getByText('Sign-up completed!')).toBeInTheDocument();
  });

  it('goes home instead of to another site', async () => {
    const { user, router } = setup(`${PATH}&returnTo=%2F%2Fevil.com`);
    await fillAndSend(user);
    expect(await screen.findByRole('heading', { name: 'Home screen' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows every problem at once beside its field and sends nothing while one is wrong', async () => {
    const { user, calls } = setup();
    await user.type(await screen.findByLabelText('ID'), 'taken1');
    expect(await screen.findByText('The userId is already in use.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept All' }));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(screen.getByLabelText('ID')).toHaveFocus());
    expectFieldError(screen.getByLabelText('ID'), 'The userId is already in use.');
    expectFieldError(screen.getByLabelText('Date of birth'), 'This field is required.');
    expectFieldError(screen.getByRole('radiogroup', { name: 'Gender' }), 'Please choose a gender.');
    expectFieldError(
      screen.getByRole('combobox', { name: 'Nationality' }),
      'Please choose your nationality from the list.',
    );

    await user.clear(screen.getByLabelText('ID'));
    await user.type(screen.getByLabelText('ID'), 'free1');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(screen.getByLabelText('Date of birth')).toHaveFocus());
    expect(screen.getByLabelText('ID')).not.toHaveAccessibleDescription(expect.stringContaining('already in use'));
    expectFieldError(screen.getByLabelText('Date of birth'), 'This field is required.');
    expect(calls('POST', '/user/googleSignUp')).toHaveLength(0);
  });

  it("shows the server's answer about the ID beside it", async () => {
    const { user } = setup(PATH, {
      'POST /user/googleSignUp': [409, { code: 'userIdTaken', message: 'The userId is already in use.' }],
    });
    await fillAndSend(user);
    await waitFor(() => expectFieldError(screen.getByLabelText('ID'), 'The userId is already in use.'));
    await waitFor(() => expect(screen.getByLabelText('ID')).toHaveFocus());
    expect(
      within(screen.getByTestId('notices-assertive')).queryByText('The userId is already in use.'),
    ).not.toBeInTheDocument();
  });

  it('shows the server message on failure', async () => {
    const { user } = setup(PATH, {
      'POST /user/googleSignUp': [
        401,
        { code: 'googleTicketInvalid', message: 'Your Google sign-in has expired. Please sign in with Google again.' },
      ],
    });
    await fillAndSend(user);
    expect(
      await screen.findByText('Your Google sign-in has expired. Please sign in with Google again.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('ID')).toHaveValue('alice01');
  });

  it('without a Google return, says so and links back to sign-in', async () => {
    setup('/googleSignUp');
    expect(
      await screen.findByText('Your Google sign-in has expired. Please sign in with Google again.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/logIn');
    expect(screen.queryByRole('button', { name: 'Sign up' })).not.toBeInTheDocument();
  });
});
