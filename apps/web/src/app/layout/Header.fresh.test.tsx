import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { io } from 'socket.io-client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket } from '../../features/chat/test/fake-socket.ts';
import { aMessage, aRoom } from '../../features/chat/test/fixtures.ts';
import { getSession, setSession } from '../../lib/session.ts';
import { mockApi } from '../../test/mock-api.ts';
import { renderRoutes } from '../../test/render.tsx';
import { Header } from './Header.tsx';

vi.mock('socket.io-client', () => ({ io: vi.fn() }));

let socket: FakeSocket;
beforeEach(() => {
  socket = new FakeSocket();
  vi.mocked(io).mockImplementation(() => socket as never);
});

const render = () =>
  renderRoutes([
    { path: '/', element: <Header variant="main" /> },
    { path: '*', element: <Header variant="default" /> },
  ]);

describe('Header', () => {
  it('offers Sign in / Sign up to a visitor', () => {
    render();
    const nav = screen.getByRole('banner');
    expect(within(nav).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/logIn');
    expect(within(nav).getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/createAccount');
    expect(within(nav).queryByRole('link', { name: 'Create Event' })).not.toBeInTheDocument();
  });

  it('offers Create Event and the profile menu to a signed-in user; Log out ends the session', async () => {
    setSession({ userId: 'alice' });
    const api = mockApi({ 'POST /user/logout': [200, { success: true }] });
    const { router } = render();
    const user = userEvent.setup();
    expect(screen.getByRole('link', { name: 'Create Event' })).toHaveAttribute('href', '/postEvent');
    await user.click(await screen.findByRole('button', { name: 'Open profile menu' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'My Profile' })).toHaveAttribute('href', '/userPage/alice');
    expect(within(menu).getByRole('menuitem', { name: 'Chatting' })).toHaveAttribute('href', '/chat');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open profile menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    expect(getSession()).toBeNull();
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(api.calls('POST', '/user/logout')).toHaveLength(1);
  });

  it('shows the total of unread chat messages on the menu buttons and on Chatting, kept live', async () => {
    setSession({ userId: 'alice' });
    const api = mockApi({
      'GET /chatrooms': [200, [aRoom(1, { unreadCount: 2 }), aRoom(2, { unreadCount: 3 })]],
      'GET /notifications/unreadCount': [200, { unreadCount: 0 }],
    });
    render();
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Open profile menu' });
    // The chat's connection loads after the header; the rooms are asked for once it is up.
    await waitFor(() => expect(socket.connectCalls).toBe(1));
    expect(api.calls('GET', '/chatrooms')).toEqual([]);
    act(() => socket.accept());
    expect(await screen.findByRole('button', { name: 'Open profile menu 5 unread messages' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu 5 unread messages' })).toBeInTheDocument();

    act(() => socket.push('roomUpdated', { roomId: 2, unreadCount: 0, lastMessage: aMessage(4, { roomId: 2 }) }));
    expect(await screen.findByRole('button', { name: 'Open profile menu 2 unread messages' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open profile menu 2 unread messages' }));
    expect(await screen.findByRole('menuitem', { name: 'Chatting 2 unread messages' })).toHaveAttribute(
      'href',
      '/chat',
    );
    expect(socket.connectCalls).toBe(1);
  });

  it('shows no bell to a visitor', () => {
    render();
    expect(screen.queryByRole('link', { name: /^Notifications/ })).not.toBeInTheDocument();
  });

  it('shows a signed-in user the bell with the unread notifications, kept live on the one socket', async () => {
    setSession({ userId: 'alice' });
    const api = mockApi({
      'GET /chatrooms': [200, []],
      'GET /notifications/unreadCount': [200, { unreadCount: 3 }],
    });
    render();
    const bell = await screen.findByRole('link', { name: 'Notifications' });
    expect(bell).toHaveAttribute('href', '/notifications');
    // Asked for once the socket is up, so nothing it pushes meanwhile is missed.
    await waitFor(() => expect(socket.connectCalls).toBe(1));
    expect(api.calls('GET', '/notifications/unreadCount')).toEqual([]);
    act(() => socket.accept());
    expect(await screen.findByRole('link', { name: 'Notifications 3 unread' })).toBe(bell);
    expect(within(bell).getByText('3')).toBeInTheDocument();

    act(() => socket.push('notificationsUpdated', { unreadCount: 120 }));
    expect(await screen.findByRole('link', { name: 'Notifications 120 unread' })).toBe(bell);
    expect(within(bell).getByText('99+')).toBeInTheDocument();

    act(() => socket.push('notificationsUpdated', { unreadCount: 0 }));
    await waitFor(() => expect(bell).toHaveAccessibleName('Notifications'));
    expect(bell.textContent).toBe('Notifications');
    expect(socket.connectCalls).toBe(1);
    expect(api.calls('GET', '/notifications/unreadCount')).toHaveLength(1);
  });

  it('asks for the unread notifications again after a reconnect', async () => {
    setSession({ userId: 'alice' });
    let unreadCount = 1;
    const api = mockApi({
      'GET /chatrooms': [200, []],
      'GET /notifications/unreadCount': () => [200, { unreadCount }],
    });
    render();
    await waitFor(() => expect(socket.connectCalls).toBe(1));
    act(() => socket.accept());
    expect(await screen.findByRole('link', { name: 'Notifications 1 unread' })).toBeInTheDocument();
    unreadCount = 4;
    act(() => socket.drop());
    act(() => socket.accept());
    expect(await screen.findByRole('link', { name: 'Notifications 4 unread' })).toBeInTheDocument();
    expect(api.calls('GET', '/notifications/unreadCount')).toHaveLength(2);
  });

  it('offers the notifications, with their count, and their settings in the phone menu and the profile menu', async () => {
    setSession({ userId: 'alice' });
    mockApi({
      'GET /chatrooms': [200, []],
      'GET /notifications/unreadCount': [200, { unreadCount: 2 }],
    });
    render();
    const user = userEvent.setup();
    await waitFor(() => expect(socket.connectCalls).toBe(1));
    act(() => socket.accept());
    await screen.findByRole('link', { name: 'Notifications 2 unread' });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'Notifications 2 unread' })).toHaveAttribute(
      'href',
      '/notifications',
    );
    expect(within(menu).getByRole('link', { name: 'Notification settings' })).toHaveAttribute(
      'href',
      '/settings/notifications',
    );
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Open profile menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Notification settings' })).toHaveAttribute(
      'href',
      '/settings/notifications',
    );
    expect(socket.connectCalls).toBe(1);
  });

  it('offers the admin console in the profile menu and the phone menu to an admin', async () => {
    setSession({ userId: 'ana' });
    renderRoutes([{ path: '*', element: <Header variant="default" isAdmin /> }]);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open profile menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Admin console' })).toHaveAttribute('href', '/admin');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const sheet = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(sheet).getByRole('link', { name: 'Admin console' })).toHaveAttribute('href', '/admin');
  });

  it('offers no admin console to a member who is not an admin', async () => {
    setSession({ userId: 'alice' });
    render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Open profile menu' }));
    await screen.findByRole('menuitem', { name: 'My Profile' });
    expect(screen.queryByRole('menuitem', { name: 'Admin console' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const sheet = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(sheet).queryByRole('link', { name: 'Admin console' })).not.toBeInTheDocument();
  });

  it('links Living in Korea between Events and Help', () => {
    render();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Home', '/'],
      ['Events', '/allEvents'],
      ['Living in Korea', '/notice'],
      ['Help', '/fnq'],
    ]);
  });

  it('offers Living in Korea, About Moim and Contact us in the phone menu', async () => {
    render();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'Living in Korea' })).toHaveAttribute('href', '/notice');
    const more = within(menu).getByRole('navigation', { name: 'More' });
    expect(within(more).getByRole('link', { name: 'About Moim' })).toHaveAttribute('href', '/ourCompany');
    expect(within(more).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contactUs');
  });

  it('is a menu for the keyboard: the arrows move inside it, Tab leaves it closed and Shift+Tab returns to its button', async () => {
    setSession({ userId: 'alice' });
    render();
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: 'Open profile menu' });
    button.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'My Profile' })).toHaveFocus());
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Chatting' })).toHaveFocus();

    // Tab: the menu closes and focus goes on to what follows its button (the phone menu's, here).
    await user.tab();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveFocus();

    // Shift+Tab: the menu closes and its button has focus again.
    button.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'My Profile' })).toHaveFocus());
    await user.tab({ shift: true });
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it('switches the language and remembers it', async () => {
    render();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Language'), 'ko');
    expect(await screen.findByRole('link', { name: '로그인' })).toBeInTheDocument();
    expect(localStorage.getItem('moim.language')).toBe('ko');
    expect(document.documentElement.lang).toBe('ko');
    await user.selectOptions(screen.getByLabelText('언어'), 'en');
  });
});
