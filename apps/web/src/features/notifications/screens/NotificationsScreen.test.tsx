import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ClockProvider } from '../../../lib/clock.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { aNotification } from '../test-fixtures.ts';
import { NotificationsScreen } from './NotificationsScreen.tsx';

const NOW = new Date('2026-11-28T04:00:00.000Z');

const render = () =>
  renderRoutes(
    [
      {
        path: '/notifications',
        element: (
          <ClockProvider value={() => NOW}>
            <NotificationsScreen />
          </ClockProvider>
        ),
      },
      { path: '*', element: <h1>Elsewhere</h1> },
    ],
    '/notifications',
  );

const page = (notifications: ReturnType<typeof aNotification>[], hasMore = false, unreadCount?: number) =>
  [
    200,
    {
      notifications,
      hasMore,
      unreadCount: unreadCount ?? notifications.filter((n) => !n.read).length,
    },
  ] as const;

const list = () => within(screen.getByRole('list', { name: 'Notifications' }));

describe('NotificationsScreen', () => {
  it('says each kind in words built from its fields, grouped ones with a plural', async () => {
    mockApi({
      'GET /notifications': [
        ...page([
          aNotification(1, { count: 3 }),
          aNotification(2, { count: 2 }),
          aNotification(3, { read: true }),
          aNotification(4, { kind: 'accepted', actor: null }),
          aNotification(5, { kind: 'newReview', actor: { userId: 'joon', username: 'Joon' } }),
          aNotification(6, { kind: 'reminder', actor: null, detail: '24' }),
          aNotification(7, { kind: 'reminder', actor: null, detail: '2' }),
          aNotification(8, { kind: 'reportOutcome', actor: null, event: null, detail: 'removed' }),
          aNotification(9, { kind: 'guestCancelled', count: 4 }),
        ]),
      ],
    });
    render();
    await screen.findByRole('list', { name: 'Notifications' });
    const names = list()
      .getAllByRole('link')
      .map((link) => link.textContent?.replace(/\s+/g, ' ').trim());
    expect(names).toEqual([
      'Unread: Minji and 2 others applied to Board games 3 hours ago',
      'Unread: Minji and 1 other applied to Board games 3 hours ago',
      'Minji applied to Board games 3 hours ago',
      'Unread: You were accepted to Board games 3 hours ago',
      'Unread: Joon reviewed Board games 3 hours ago',
      'Unread: Board games starts in 24 hours 3 hours ago',
      'Unread: Board games starts in 2 hours 3 hours ago',
      'Unread: There is an update on your report. Thank you for helping keep Moim safe. 3 hours ago',
      'Unread: Minji and 3 others cancelled their spots at Board games 3 hours ago',
    ]);
    expect(
      screen.getByRole('link', { name: 'Unread: Minji and 2 others applied to Board games 3 hours ago' }),
    ).toHaveAttribute('href', '/manage/1');
  });

  it('says them in the reader’s language', async () => {
    const { default: i18n } = await import('../../../lib/i18n.ts');
    await i18n.changeLanguage('ko');
    try {
      mockApi({ 'GET /notifications': [...page([aNotification(1, { count: 3 }), aNotification(2)])] });
      render();
      expect(await screen.findByText('Minji님 외 2명이 Board games에 신청했어요')).toBeInTheDocument();
      expect(screen.getByText('Minji님이 Board games에 신청했어요')).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('loads more while the server has more, asking from where the list ends', async () => {
    const first = Array.from({ length: 20 }, (_, i) => aNotification(100 - i, { read: true }));
    const api = mockApi({
      'GET /notifications': (request) =>
        request.query.get('offset') === '20'
          ? [...page([aNotification(1, { read: true, event: { id: 1, name: 'Last one' } })], false, 0)]
          : [...page(first, true, 0)],
    });
    render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    const last = await screen.findByRole('link', { name: /Minji applied to Last one/ });
    expect(last).toHaveFocus();
    expect(list().getAllByRole('link')).toHaveLength(21);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(api.requests.map((r) => r.search)).toEqual(['offset=0', 'offset=20']);
  });

  it('shows once a notification the next page repeats (one arrived in between and shifted the pages)', async () => {
    const first = Array.from({ length: 20 }, (_, i) => aNotification(100 - i, { read: true }));
    mockApi({
      'GET /notifications': (request) =>
        request.query.get('offset') === '20'
          ? [...page([first[19]!, aNotification(1, { read: true, event: { id: 1, name: 'Last one' } })], false, 0)]
          : [...page(first, true, 0)],
    });
    render();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Load more' }));
    await screen.findByRole('link', { name: /Minji applied to Last one/ });
    expect(list().getAllByRole('link')).toHaveLength(21);
  });

  it('marks a notification read when it is opened, and goes to its link', async () => {
    const api = mockApi({
      'GET /notifications': [
        ...page([aNotification(7), aNotification(8, { read: true, event: { id: 3, name: 'Picnic' } })]),
      ],
      'POST /notifications/7/read': [200, { unreadCount: 0 }],
    });
    const { router } = render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: /^Unread: Minji applied/ }));
    expect(router.state.location.pathname).toBe('/manage/7');
    await waitFor(() => expect(api.calls('POST', '/notifications/7/read')).toHaveLength(1));
    // Back on the list it shows read; one read already is not marked again.
    await act(() => router.navigate('/notifications'));
    expect(await screen.findByRole('link', { name: /^Minji applied to Board games/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Unread:/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: /^Minji applied to Picnic/ }));
    expect(router.state.location.pathname).toBe('/manage/8');
    expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('marks them all read', async () => {
    const api = mockApi({
      'GET /notifications': [...page([aNotification(1), aNotification(2)])],
      'POST /notifications/readAll': [200, { unreadCount: 0 }],
    });
    render();
    const user = userEvent.setup();
    expect(await screen.findAllByRole('link', { name: /^Unread:/ })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(screen.queryAllByRole('link', { name: /^Unread:/ })).toHaveLength(0));
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
    expect(api.calls('POST', '/notifications/readAll')).toHaveLength(1);
  });

  it('says when there are none, and links the settings', async () => {
    mockApi({ 'GET /notifications': [...page([])] });
    render();
    expect(await screen.findByRole('heading', { name: 'No notifications yet' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Notification settings' })).toHaveAttribute(
      'href',
      '/settings/notifications',
    );
  });

  it('says when they could not be loaded, and tries again', async () => {
    let fail = true;
    mockApi({
      'GET /notifications': () => (fail ? [500, { code: 'internal', message: 'Boom' }] : [...page([aNotification(1)])]),
    });
    render();
    const user = userEvent.setup();
    expect(await screen.findByText('Your notifications could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Minji applied to Board games/ })).toBeInTheDocument();
  });
});
