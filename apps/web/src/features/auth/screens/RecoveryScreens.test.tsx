import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectFieldError } from '../../../test/fields.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { mockApi, type MockReplyFor } from '../test-api.ts';
import { FindPasswordScreen } from './FindPasswordScreen.tsx';
import { FindUsernameScreen } from './FindUsernameScreen.tsx';

function setup<K extends string>(path: string, routes: { [P in K]: MockReplyFor<P> }) {
  const api = mockApi(routes);
  const result = renderRoutes(
    [
      { path: '/findUsername', element: <FindUsernameScreen /> },
      { path: '/findPassword', element: <FindPasswordScreen /> },
      { path: '/signIn', element: <h1>Sign-in screen</h1> },
    ],
    path,
  );
  return { ...api, ...result, user: userEvent.setup() };
}

const alerts = () => within(screen.getByTestId('notices-assertive'));

describe('FindUsernameScreen', () => {
  it('shows the masked ID and links to sign-in', async () => {
    const { user, calls } = setup('/findUsername', {
      'POST /user/findUsername': [200, { username: 'al***', message: 'ok' }],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot ID' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('E-mail'), 'alice@example.com');
    await user.click(screen.getByRole('button', { name: 'Find ID' }));
    expect(await screen.findByText('The request to find the ID has been completed.')).toBeInTheDocument();
    expect(screen.getByText('Your ID: al***. We sent the full ID to your e-mail.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/logIn');
    expect(calls('POST', '/user/findUsername')[0]?.body).toEqual({ email: 'alice@example.com' });
  });

  it('requires a valid e-mail', async () => {
    const { user, calls } = setup('/findUsername', {});
    await user.click(await screen.findByRole('button', { name: 'Find ID' }));
    await waitFor(() => expectFieldError(screen.getByLabelText('E-mail'), 'Please enter a valid email'));
    await waitFor(() => expect(screen.getByLabelText('E-mail')).toHaveFocus());
    await user.type(screen.getByLabelText('E-mail'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Find ID' }));
    expectFieldError(screen.getByLabelText('E-mail'), 'Please enter a valid email');
    expect(calls('POST', '/user/findUsername')).toHaveLength(0);
    await user.clear(screen.getByLabelText('E-mail'));
    await user.type(screen.getByLabelText('E-mail'), 'alice@example.com');
    expect(screen.getByLabelText('E-mail')).not.toHaveAttribute('aria-invalid');
  });

  it('says the ID was not found', async () => {
    const { user } = setup('/findUsername', {
      'POST /user/findUsername': [404, { code: 'findIdFailed', message: 'Failed to find the ID. Please try again.' }],
    });
    await user.type(await screen.findByLabelText('E-mail'), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Find ID' }));
    expect(await alerts().findByText('Failed to find the ID. Please try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue('nobody@example.com');
  });
});

describe('FindPasswordScreen', () => {
  const message = 'A temporary password has been emailed to you. Move to login page';

  it('mails a temporary password and goes to /signIn', async () => {
    const { user, router, calls } = setup('/findPassword', {
      'POST /mail/findPassword': [200, { pwChangeSuccess: true, message }],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot password' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('ID'), 'alice');
    await user.type(screen.getByLabelText('E-mail'), 'alice@example.com');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signIn'));
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(calls('POST', '/mail/findPassword')[0]?.body).toEqual({ userId: 'alice', email: 'alice@example.com' });
  });

  it('says when the ID or e-mail is not found and stays', async () => {
    const { user, router } = setup('/findPassword', {
      'POST /mail/findPassword': [404, { code: 'findPasswordNotFound', message: 'server text' }],
    });
    await user.type(await screen.findByLabelText('ID'), 'alice');
    await user.type(screen.getByLabelText('E-mail'), 'alice@example.com');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await alerts().findByText('Email or ID not found. Please check again.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/findPassword');
  });

  it("shows the server's message for other failures", async () => {
    const { user } = setup('/findPassword', {
      'POST /mail/findPassword': [502, { code: 'codeSendFailed', message: 'Failed to send the email.' }],
    });
    await user.type(await screen.findByLabelText('ID'), 'alice');
    await user.type(screen.getByLabelText('E-mail'), 'alice@example.com');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await alerts().findByText('Failed to send the email.')).toBeInTheDocument();
  });

  it('requires both fields, saying so beside each', async () => {
    const { user, calls } = setup('/findPassword', {});
    await user.click(await screen.findByRole('button', { name: 'Reset password' }));
    await waitFor(() => expectFieldError(screen.getByLabelText('ID'), 'This field is required.'));
    expectFieldError(screen.getByLabelText('E-mail'), 'Please enter a valid email');
    await waitFor(() => expect(screen.getByLabelText('ID')).toHaveFocus());
    expect(calls('POST', '/mail/findPassword')).toHaveLength(0);
  });
});
