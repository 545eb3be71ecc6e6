import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, getSession, setSession } from '../../../lib/session.ts';
import { aCurrentUser } from '../../../test/fixtures.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { PrivacySettingsScreen } from './PrivacySettingsScreen.tsx';

const bob = { id: 'b', userId: 'bob', username: 'Bob Lee', profileImage: null, blockedAt: '2026-11-20T00:00:00.000Z' };

/** What GET /user/export answers (only what the screen reads matters here). */
const exported = {
  exportedAt: '2026-11-28T10:00:00.000Z',
  profile: { userId: 'alice' },
} as never;

function setup(people: (typeof bob)[], hasPassword = true) {
  let list = people;
  const api = mockApi({
    'GET /user/me': [200, aCurrentUser({ userId: 'alice', hasPassword })],
    'POST /user/deleteAccount': (request) =>
      (request.body as { password?: string }).password === 'Secret12!' || !hasPassword
        ? [200, { success: true, message: 'Your account was deleted. Thank you for being part of Moim.' }]
        : [400, { code: 'currentPasswordIncorrect', message: 'The current password is incorrect' }],
    'GET /user/export': [200, exported],
    'GET /user/blocked': () => [200, { people: list }],
    'DELETE /user/block/*': () => {
      list = [];
      return [200, { blocked: false }];
    },
  });
  const view = renderRoutes(
    [
      { path: '/settings/privacy', element: <PrivacySettingsScreen /> },
      { path: '/', element: <h1>Home</h1> },
    ],
    '/settings/privacy',
  );
  return { ...api, ...view, user: userEvent.setup() };
}

describe('privacy and data settings', () => {
  afterEach(() => clearSession());

  it('lists the people one blocks, each linked, and unblocks one', async () => {
    setSession({ userId: 'alice' });
    const { user, calls } = setup([bob]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy and data' })).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Blocked people' });
    expect(await within(section).findByRole('link', { name: 'Bob Lee' })).toHaveAttribute('href', '/userPage/bob');

    await user.click(within(section).getByRole('button', { name: 'Unblock Bob Lee' }));
    expect(await screen.findByText('You unblocked Bob Lee.')).toBeInTheDocument();
    expect(calls('DELETE', '/user/block/bob')).toHaveLength(1);
    await waitFor(() => expect(within(section).getByText('You have not blocked anyone.')).toBeInTheDocument());
  });

  it('says when nobody is blocked', async () => {
    setSession({ userId: 'alice' });
    setup([]);
    expect(await screen.findByText('You have not blocked anyone.')).toBeInTheDocument();
  });

  it('downloads everything Moim holds about one as a JSON file named for them and the day', async () => {
    setSession({ userId: 'alice' });
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    URL.createObjectURL = vi.fn(() => 'blob:moim');
    URL.revokeObjectURL = vi.fn();
    const { user, calls } = setup([]);
    const section = await screen.findByRole('region', { name: 'Your data' });
    await user.click(within(section).getByRole('button', { name: 'Download my data' }));
    expect(await screen.findByText('Your data was downloaded.')).toBeInTheDocument();
    expect(calls('GET', '/user/export')).toHaveLength(1);
    expect(clicked).toEqual(['moim-data-alice-2026-11-28.json']);
  });

  it('deletes the account after the current password, then signs out and goes home with the server’s words', async () => {
    setSession({ userId: 'alice' });
    const { user, calls, router } = setup([]);
    const section = await screen.findByRole('region', { name: 'Delete your account' });
    expect(section).toHaveTextContent('5 years');
    await user.click(within(section).getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account for good?' });
    const password = within(dialog).getByLabelText(/Current password/);
    await waitFor(() => expect(password).toHaveFocus());

    await user.type(password, 'Wrong12!x');
    await user.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
    expect(await within(dialog).findByText('The current password is incorrect')).toBeInTheDocument();
    expect(getSession()).not.toBeNull();

    await user.clear(password);
    await user.type(password, 'Secret12!');
    await user.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls('POST', '/user/deleteAccount').at(-1)!.body).toEqual({ password: 'Secret12!' });
    expect(getSession()).toBeNull();
  });

  it('asks a Google account for no password, saying to sign in again when it was long ago', async () => {
    setSession({ userId: 'alice' });
    const { user, calls } = setup([], false);
    const section = await screen.findByRole('region', { name: 'Delete your account' });
    await user.click(within(section).getByRole('button', { name: 'Delete my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account for good?' });
    await waitFor(() => expect(within(dialog).getByText(/sign in with Google again first/)).toBeInTheDocument());
    expect(within(dialog).queryByLabelText(/Current password/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
    await waitFor(() => expect(calls('POST', '/user/deleteAccount')).toHaveLength(1));
    expect(calls('POST', '/user/deleteAccount')[0]!.body).toEqual({});
  });
});
