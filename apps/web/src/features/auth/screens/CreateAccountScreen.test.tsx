import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectFieldError } from '../../../test/fields.ts';
import { expectProblemBeside } from '../../../test/problems.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { mockApi, type MockReplyFor } from '../test-api.ts';
import { CreateAccountScreen } from './CreateAccountScreen.tsx';

type User = ReturnType<typeof userEvent.setup>;

/** Debounces (the 500 ms checks, the countdown) run on fake timers, so load cannot stretch them. */
function setup<K extends string = never>(extra?: { [P in K]: MockReplyFor<P> }, path = '/createAccount') {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const api = mockApi({
    'GET /user/isUserId/*': ({ path }) => [200, { available: !path.endsWith('/taken1') }],
    'GET /user/isEmail/*': ({ path }) => [200, { available: !path.endsWith('/used@example.com') }],
    'POST /mail/sendVerification': [200, { success: true, expiresInSeconds: 300, resendAfterSeconds: 300 }],
    'POST /mail/verifyCode': [200, { success: true, message: 'Email verification has been completed.' }],
    'POST /user/signUp': [201, { success: true, message: 'Sign-up completed!' }],
    ...extra,
  });
  const result = renderRoutes(
    [
      { path: '/createAccount', element: <CreateAccountScreen /> },
      { path: '/logIn', element: <h1>Sign-in screen</h1> },
    ],
    path,
  );
  return { ...api, ...result, user };
}

const field = (name: string) => screen.getByLabelText(name);
const checkbox = (name: RegExp) => screen.getByRole('checkbox', { name });
const TERMS = /Terms of Use/;
const PRIVACY = /Privacy Policy/;
const MARKETING = /marketing/i;

async function acceptRequired(user: User) {
  await user.click(checkbox(TERMS));
  await user.click(checkbox(PRIVACY));
}

async function verifyEmail(user: User, email = 'new@example.com') {
  await user.type(field('E-mail'), email);
  await user.click(screen.getByRole('button', { name: 'Send code' }));
  await screen.findByText('The verification code has been sent to your email.');
  await user.type(field('Verification code'), '123456');
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  await screen.findByRole('button', { name: 'Verified' });
}

async function chooseCountry(user: User, query: string) {
  await user.type(screen.getByRole('combobox', { name: 'Nationality' }), query);
  await user.keyboard('{ArrowDown}{Enter}');
}

async function fillEverything(user: User) {
  await user.type(field('User name'), 'Alice Kim');
  await verifyEmail(user);
  await user.type(field('ID'), 'alice01');
  await user.type(field('Password'), 'Passw0rd!');
  await user.type(field('Confirm password'), 'Passw0rd!');
  fireEvent.change(field('Date of birth'), { target: { value: '1995-04-12' } });
  await user.click(screen.getByRole('radio', { name: 'Female' }));
  await chooseCountry(user, 'canada');
  await acceptRequired(user);
}

const alerts = () => within(screen.getByTestId('notices-assertive'));

/** Waits out the 500 ms availability checks' debounce. */
const settleChecks = () => act(() => vi.advanceTimersByTimeAsync(500));

describe('CreateAccountScreen', () => {
  it('has every sign-up field, labelled, under one heading', async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Create account' })).toBeInTheDocument();
    for (const label of ['User name', 'E-mail', 'Verification code', 'ID', 'Password', 'Confirm password']) {
      expect(field(label)).toBeInTheDocument();
    }
    expect(field('Date of birth')).toHaveAttribute('type', 'date');
    const gender = screen.getByRole('radiogroup', { name: 'Gender' });
    expect(within(gender).getByRole('radio', { name: 'Male' })).toHaveAttribute('value', 'male');
    expect(within(gender).getByRole('radio', { name: 'Female' })).toHaveAttribute('value', 'Female');
    expect(screen.getByRole('combobox', { name: 'Nationality' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Moim home' })).toHaveAttribute('href', '/');
  });

  it('enables Sign up only when the two required agreements are ticked', async () => {
    const { user } = setup();
    const signUp = await screen.findByRole('button', { name: 'Sign up' });
    expect(signUp).toBeDisabled();
    await user.click(checkbox(TERMS));
    expect(signUp).toBeDisabled();
    await user.click(checkbox(MARKETING));
    expect(signUp).toBeDisabled();
    await user.click(checkbox(PRIVACY));
    expect(signUp).toBeEnabled();
  });

  it('Accept All ticks all three, and clears them when all were ticked', async () => {
    const { user } = setup();
    const acceptAll = await screen.findByRole('button', { name: 'Accept All' });
    await user.click(checkbox(MARKETING));
    await user.click(acceptAll);
    for (const box of [TERMS, PRIVACY, MARKETING]) expect(checkbox(box)).toBeChecked();
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeEnabled();
    await user.click(acceptAll);
    for (const box of [TERMS, PRIVACY, MARKETING]) expect(checkbox(box)).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeDisabled();
  });

  it('shows each agreement text in a dialog that Escape closes', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: 'View Terms of Use' }));
    const dialog = await screen.findByRole('dialog', { name: 'Terms of Use' });
    expect(within(dialog).getByRole('heading', { name: '1. Purpose and definitions' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'View Terms of Use' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: /^View Privacy/ }));
    const privacy = await screen.findByRole('dialog');
    await user.click(within(privacy).getByRole('button', { name: 'Agree' }));
    expect(checkbox(PRIVACY)).toBeChecked();
  });

  it('shows every problem at once, each beside its field, and focuses the first', async () => {
    const { user, calls } = setup();
    await user.type(await screen.findByLabelText('ID'), 'bad-id');
    await user.type(field('Password'), 'short');
    await acceptRequired(user);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    await waitFor(() => expect(field('User name')).toHaveFocus());
    expectFieldError(field('User name'), 'This field is required.');
    expectFieldError(field('E-mail'), 'Please enter a valid email');
    expectFieldError(field('ID'), 'The username can only contain letters and numbers.');
    expectFieldError(field('Password'), 'The password must be at least 8 characters long.');
    expectFieldError(field('Confirm password'), 'The passwords do not match.');
    expectFieldError(field('Date of birth'), 'This field is required.');
    expectFieldError(screen.getByRole('radiogroup', { name: 'Gender' }), 'Please choose a gender.');
    expectFieldError(
      screen.getByRole('combobox', { name: 'Nationality' }),
      'Please choose your nationality from the list.',
    );
    expect(field('Verification code')).not.toHaveAttribute('aria-invalid');
    // Said beside the fields, not again as notices.
    expect(alerts().queryByText('The username can only contain letters and numbers.')).not.toBeInTheDocument();
    expect(calls('POST', '/user/signUp')).toHaveLength(0);
    // What was typed stays.
    expect(field('ID')).toHaveValue('bad-id');
    expect(field('Password')).toHaveValue('short');

    // Each field is checked again as it changes.
    await user.clear(field('ID'));
    await user.type(field('ID'), 'goodid');
    // Validation on change resolves after the keystroke: wait for it rather than race it.
    await waitFor(() =>
      expect(field('ID')).not.toHaveAccessibleDescription(expect.stringContaining('letters and numbers')),
    );
    await user.clear(field('Password'));
    await user.type(field('Password'), 'longenough');
    await waitFor(() =>
      expectFieldError(
        field('Password'),
        'The password must include uppercase and lowercase letters, numbers, and special characters',
      ),
    );
    expectFieldError(field('User name'), 'This field is required.');
  });

  it('says a taken ID, a mismatch and the missing verification together', async () => {
    const { user, calls } = setup();
    await user.type(await screen.findByLabelText('User name'), 'Alice Kim');
    await user.type(field('E-mail'), 'new@example.com');
    await user.type(field('ID'), 'taken1');
    expect(await screen.findByText('The userId is already in use.')).toBeInTheDocument();
    await user.type(field('Password'), 'Passw0rd!');
    await user.type(field('Confirm password'), 'Passw0rd?');
    fireEvent.change(field('Date of birth'), { target: { value: '1995-04-12' } });
    await user.click(screen.getByRole('radio', { name: 'Female' }));
    await chooseCountry(user, 'canada');
    await acceptRequired(user);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    await waitFor(() => expect(field('E-mail')).toHaveFocus());
    expectFieldError(field('E-mail'), 'Email verification is required.');
    expectFieldError(field('ID'), 'The userId is already in use.');
    expectFieldError(field('Confirm password'), 'The passwords do not match.');
    expect(field('User name')).not.toHaveAttribute('aria-invalid');
    expect(field('Password')).not.toHaveAttribute('aria-invalid');
    expect(field('Date of birth')).not.toHaveAttribute('aria-invalid');
    expect(calls('POST', '/user/signUp')).toHaveLength(0);
  });

  it("shows the server's answer about a field beside that field, not as a notice", async () => {
    const { user, router } = setup({
      'POST /user/signUp': [409, { code: 'userIdTaken', message: 'The userId is already in use.' }],
    });
    await screen.findByLabelText('E-mail');
    await fillEverything(user);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(field('ID')).toHaveFocus());
    expectFieldError(field('ID'), 'The userId is already in use.');
    expect(alerts().queryByText('The userId is already in use.')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/createAccount');
    expect(field('User name')).not.toHaveAttribute('aria-invalid');
  });

  it('checks the ID and e-mail 500 ms after typing stops', async () => {
    const { user, requests } = setup();
    await user.type(await screen.findByLabelText('ID'), 'alice01');
    await user.type(field('E-mail'), 'used@example.com');
    await settleChecks();
    expect(await screen.findByText('This ID is available.')).toBeInTheDocument();
    expect(await screen.findByText('An account created with this email already exists')).toBeInTheDocument();
    expect(field('E-mail')).toHaveAttribute('aria-invalid', 'true');
    // One check per settled value, not one per keystroke.
    expect(requests.filter((r) => r.path.startsWith('/user/isUserId/')).map((r) => r.path)).toEqual([
      '/user/isUserId/alice01',
    ]);
  });

  it('sends a code, then offers Resend after a 5:00 countdown', async () => {
    const { user, calls } = setup();
    await user.type(await screen.findByLabelText('E-mail'), 'new@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('The verification code has been sent to your email.')).toBeInTheDocument();
    expect(calls('POST', '/mail/sendVerification')[0]?.body).toEqual({ email: 'new@example.com' });

    const resend = screen.getByRole('button', { name: 'Resend' });
    expect(resend).toBeDisabled();
    expect(screen.getByRole('timer')).toHaveTextContent('5:00');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('4:59');
    await act(() => vi.advanceTimersByTimeAsync(299_000));
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resend' })).toBeEnabled();
  });

  it('says why a code could not be sent', async () => {
    const { user } = setup({
      'POST /mail/sendVerification': [502, { code: 'codeSendFailed', message: 'Failed to send the email.' }],
    });
    await user.type(await screen.findByLabelText('E-mail'), 'new@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await alerts().findByText('Failed to send the email.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
  });

  it('verifies the code: Verified, and the e-mail is locked', async () => {
    const { user, calls } = setup();
    await screen.findByLabelText('E-mail');
    await verifyEmail(user);
    expect(screen.getByText('Email verification has been completed.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verified' })).toBeDisabled();
    expect(field('E-mail')).toHaveAttribute('readonly');
    expect(calls('POST', '/mail/verifyCode')[0]?.body).toEqual({ email: 'new@example.com', code: '123456' });
  });

  it('shows a wrong code', async () => {
    const { user } = setup({
      'POST /mail/verifyCode': [400, { code: 'codeMismatch', message: 'The verification code does not match.' }],
    });
    await user.type(await screen.findByLabelText('E-mail'), 'new@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(field('Verification code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await expectProblemBeside(() => field('Verification code'), 'The verification code does not match.');
    await waitFor(() => expect(field('Verification code')).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Verify' })).toBeEnabled();
  });

  it('makes the button of the e-mail step the person is on the primary one', async () => {
    const { user } = setup();
    const sendCode = await screen.findByRole('button', { name: 'Send code' });
    const verify = screen.getByRole('button', { name: 'Verify' });
    // First the code is sent…
    expect(sendCode).toHaveClass('primary');
    expect(verify).toHaveClass('secondary');
    await user.type(field('E-mail'), 'new@example.com');
    await user.click(sendCode);
    await screen.findByText('The verification code has been sent to your email.');
    // …then it is checked…
    expect(screen.getByRole('button', { name: /^Resend/ })).toHaveClass('secondary');
    expect(verify).toHaveClass('primary');
    await user.type(field('Verification code'), '123456');
    await user.click(verify);
    // …and then neither is the next thing to do.
    expect(await screen.findByRole('button', { name: 'Verified' })).toHaveClass('secondary');
    expect(screen.getByRole('button', { name: /^Resend/ })).toHaveClass('secondary');
  });

  it('checks the e-mail before sending a code, and the code before verifying it', async () => {
    const { user, calls } = setup();
    await user.type(await screen.findByLabelText('E-mail'), 'not an email');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expectFieldError(field('E-mail'), 'Please enter a valid email');
    await waitFor(() => expect(field('E-mail')).toHaveFocus());
    expect(calls('POST', '/mail/sendVerification')).toHaveLength(0);

    await user.clear(field('E-mail'));
    await user.type(field('E-mail'), 'new@example.com');
    await user.type(field('Verification code'), '12ab');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expectFieldError(field('Verification code'), 'Enter the 6-digit code from the e-mail.');
    expect(field('E-mail')).not.toHaveAttribute('aria-invalid');
    expect(calls('POST', '/mail/verifyCode')).toHaveLength(0);
  });

  it('says beside the e-mail that an account already has it when sending the code', async () => {
    const { user } = setup({
      'POST /mail/sendVerification': [
        409,
        { code: 'emailTaken', message: 'An account created with this email already exists' },
      ],
    });
    await user.type(await screen.findByLabelText('E-mail'), 'new@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await expectProblemBeside(() => field('E-mail'), 'An account created with this email already exists');
  });

  it('signs up with the exact payload and goes to sign-in', async () => {
    const { user, router, calls } = setup();
    await screen.findByLabelText('E-mail');
    await fillEverything(user);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/logIn'));
    expect(screen.getByText('Sign-up completed!')).toBeInTheDocument();
    expect(calls('POST', '/user/signUp')[0]?.body).toEqual({
      username: 'Alice Kim',
      dob: '1995-04-12',
      gender: 'Female',
      email: 'new@example.com',
      userId: 'alice01',
      password: 'Passw0rd!',
      confirmPassword: 'Passw0rd!',
      nationality: 'CA',
      termsAccepted: true,
      privacyAccepted: true,
      marketingAccepted: false,
    });
  });

  it('goes on to sign in with the return path the sign-in screen gave it', async () => {
    const { user, router } = setup({}, '/createAccount?returnTo=%2Fevents%2F7');
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/logIn?returnTo=%2Fevents%2F7',
    );
    await fillEverything(user);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/logIn'));
    expect(router.state.location.search).toBe('?returnTo=%2Fevents%2F7');
  });

  it('drops a return path to another site', async () => {
    setup({}, '/createAccount?returnTo=https%3A%2F%2Fevil.com');
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/logIn');
  });

  it('keeps everything on a server error', async () => {
    const { user, router } = setup({
      'POST /user/signUp': [500, { code: 'internalError', message: 'Something went wrong on our side.' }],
    });
    await screen.findByLabelText('E-mail');
    await fillEverything(user);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await alerts().findByText('Something went wrong on our side.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/createAccount');
    expect(field('User name')).toHaveValue('Alice Kim');
    expect(field('ID')).toHaveValue('alice01');
    expect(field('Password')).toHaveValue('Passw0rd!');
    expect(screen.getByRole('combobox', { name: 'Nationality' })).toHaveValue('Canada (CA)');
    expect(checkbox(TERMS)).toBeChecked();
  });
});
