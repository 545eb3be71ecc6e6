import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setSession } from '../../../lib/session.ts';
import { expectFieldError } from '../../../test/fields.ts';
import { expectProblemBeside } from '../../../test/problems.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { aCurrentUser } from '../../../test/fixtures.ts';
import { mockApi, type MockReplyFor } from '../test-api.ts';
import { PasswordChangeScreen } from './PasswordChangeScreen.tsx';

const ME = aCurrentUser({ nationality: 'South Korea', nationalityCode: 'KR', nationalityName: 'South Korea' });

function setup<K extends string = never>(routes?: { [P in K]: MockReplyFor<P> }, { signedIn = true } = {}) {
  if (signedIn) setSession({ userId: 'alice' });
  const api = mockApi({
    'GET /user/me': [200, ME],
    'POST /user/checkCurrentPassword': [200, { valid: true }],
    'PATCH /user/updatePassword': [200, { success: true, message: 'The password has been successfully updated' }],
    ...routes,
  });
  const result = renderRoutes(
    [
      { path: '/passwordChange', element: <PasswordChangeScreen /> },
      { path: '/', element: <h1>Home screen</h1> },
      { path: '/login', element: <h1>Sign-in screen</h1> },
    ],
    '/passwordChange',
  );
  return { ...api, ...result, user: userEvent.setup() };
}

async function confirmCurrent(user: ReturnType<typeof userEvent.setup>, password = 'OldPassw0rd!') {
  await user.type(await screen.findByLabelText('Current password'), password);
  await user.click(screen.getByRole('button', { name: 'Confirm' }));
}

const alerts = () => within(screen.getByTestId('notices-assertive'));

describe('PasswordChangeScreen', () => {
  it('shows the new-password fields only after the current password is confirmed', async () => {
    const { user, calls } = setup({
      'POST /user/checkCurrentPassword': ({ body }) => [
        200,
        { valid: (body as { password: string }).password === 'OldPassw0rd!' },
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Change password' })).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();

    await confirmCurrent(user, 'wrong');
    await expectProblemBeside(() => screen.getByLabelText('Current password'), 'The current password is incorrect');
    await waitFor(() => expect(screen.getByLabelText('Current password')).toHaveFocus());
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText('Current password'));
    await confirmCurrent(user);
    await waitFor(() => expect(screen.getByLabelText('New password')).toHaveFocus());
    expect(screen.getByLabelText('Confirm new password')).toBeInTheDocument();
    expect(screen.getByText('Current password confirmed.')).toBeInTheDocument();
    expect(calls('POST', '/user/checkCurrentPassword').at(-1)?.body).toEqual({
      userId: 'alice',
      password: 'OldPassw0rd!',
    });
  });

  it('says when the password could not be checked', async () => {
    const { user } = setup({ 'POST /user/checkCurrentPassword': [500, { code: 'internalError', message: 'x' }] });
    await confirmCurrent(user);
    expect(await alerts().findByText('An error occurred while verifying the password.')).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it('applies the new-password rule and the match, then changes the password', async () => {
    const { user, router, calls } = setup();
    await confirmCurrent(user);
    const newPassword = await screen.findByLabelText('New password');
    const confirm = screen.getByLabelText('Confirm new password');
    const submit = screen.getByRole('button', { name: 'Change password' });

    await user.type(newPassword, 'weakpass');
    await user.type(confirm, 'weakpass2');
    await user.click(submit);
    await waitFor(() =>
      expectFieldError(
        newPassword,
        'The new password must include uppercase, lowercase, numbers, and special characters, and be at least 8 characters long.',
      ),
    );
    expectFieldError(confirm, 'The new password does not match.');
    await waitFor(() => expect(newPassword).toHaveFocus());
    expect(calls('PATCH', '/user/updatePassword')).toHaveLength(0);

    await user.clear(newPassword);
    await user.type(newPassword, 'NewPassw0rd!');
    await user.clear(confirm);
    await user.type(confirm, 'NewPassw0rd?');
    await user.click(submit);
    await waitFor(() => expectFieldError(confirm, 'The new password does not match.'));
    expect(newPassword).not.toHaveAttribute('aria-invalid');
    expect(calls('PATCH', '/user/updatePassword')).toHaveLength(0);

    await user.clear(confirm);
    await user.type(confirm, 'NewPassw0rd!');
    await user.click(submit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.getByText('The password has been successfully updated')).toBeInTheDocument();
    expect(calls('PATCH', '/user/updatePassword')[0]?.body).toEqual({
      userId: 'alice',
      password: 'NewPassw0rd!',
      confirmPassword: 'NewPassw0rd!',
    });
  });

  it('says when the change failed and keeps what was typed', async () => {
    const { user, router } = setup({ 'PATCH /user/updatePassword': [500, { code: 'internalError', message: 'x' }] });
    await confirmCurrent(user);
    await user.type(await screen.findByLabelText('New password'), 'NewPassw0rd!');
    await user.type(screen.getByLabelText('Confirm new password'), 'NewPassw0rd!');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await alerts().findByText('An error occurred while changing the password.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/passwordChange');
    expect(screen.getByLabelText('New password')).toHaveValue('NewPassw0rd!');
  });

  it('Change later cancels and goes home', async () => {
    const { user, router } = setup();
    await user.click(await screen.findByRole('button', { name: 'Change later' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.getByText('Password change has been canceled.')).toBeInTheDocument();
  });

  it('explains that a temporary password must be replaced now', async () => {
    setup({ 'GET /user/me': [200, { ...ME, passwordChangeRequired: true }] });
    expect(
      await screen.findByText('You signed in with a temporary password. Please choose a new password now.'),
    ).toBeInTheDocument();
  });

  it('sends a user whose session is gone back to sign-in', async () => {
    const { router } = setup({ 'GET /user/me': [401, { code: 'unauthorized', message: 'Login is required.' }] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.getByText('User information is missing. Please log in again.')).toBeInTheDocument();
  });

  it('sends a visitor without a session to sign-in', async () => {
    const { router } = setup({}, { signedIn: false });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.getByText('User information is missing. Please log in again.')).toBeInTheDocument();
  });
});
