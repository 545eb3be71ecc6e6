import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NOTIFICATION_KINDS } from '@moim/contract';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { someSettings } from '../test-fixtures.ts';
import { NotificationSettingsScreen } from './NotificationSettingsScreen.tsx';

const render = () => renderWithProviders(<NotificationSettingsScreen />, '/settings/notifications');
const group = (name: string) => within(screen.getByRole('group', { name }));

describe('NotificationSettingsScreen', () => {
  it('shows each kind with its in-Moim, e-mail and push switches, the short reminder and the news consent, as saved', async () => {
    const settings = someSettings({ shortReminder: true, marketing: false });
    settings.channels.newReview.inApp = false;
    mockApi({ 'GET /notifications/settings': [200, settings] });
    render();
    await screen.findByRole('group', { name: 'Someone applies to my event' });
    // Each kind, the news from Moim, and this device.
    expect(screen.getAllByRole('group')).toHaveLength(NOTIFICATION_KINDS.length + 2);
    expect(group("A warning from Moim's moderators").getByRole('switch', { name: 'By e-mail' })).toBeChecked();
    expect(group('Someone applies to my event').getByRole('switch', { name: 'In Moim' })).toBeChecked();
    expect(group('Someone applies to my event').getByRole('switch', { name: 'By e-mail' })).toBeChecked();
    expect(group('Someone reviews my event').getByRole('switch', { name: 'In Moim' })).not.toBeChecked();
    expect(group('Someone reviews my event').getByRole('switch', { name: 'By e-mail' })).not.toBeChecked();
    expect(
      group('Reminder 24 hours before an event').getByRole('switch', { name: 'Also remind me 2 hours before' }),
    ).toBeChecked();
    expect(
      group('News from Moim').getByRole('switch', { name: 'Weekly picks and other news by e-mail' }),
    ).not.toBeChecked();
    expect(group('Someone applies to my event').getByRole('switch', { name: 'By push' })).toBeChecked();
    expect(group('Someone applies to my event').getAllByRole('switch')).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Back to notifications' })).toHaveAttribute('href', '/notifications');
  });

  it('saves only what changed, with the keyboard too, and says so', async () => {
    const saved = someSettings({ marketing: true });
    const api = mockApi({
      'GET /notifications/settings': [200, saved],
      'PATCH /notifications/settings': [200, { ...saved, marketing: false, shortReminder: true }],
    });
    render();
    const user = userEvent.setup();
    await screen.findByRole('group', { name: 'News from Moim' });
    await user.click(group('Someone reviews my event').getByRole('switch', { name: 'By e-mail' }));
    await user.click(group('The host accepts me').getByRole('switch', { name: 'In Moim' }));
    group('Reminder 24 hours before an event').getByRole('switch', { name: 'Also remind me 2 hours before' }).focus();
    await user.keyboard(' ');
    await user.click(group('News from Moim').getByRole('switch', { name: 'Weekly picks and other news by e-mail' }));
    // Turned on and off again: unchanged, left out.
    await user.click(group('Someone applies to my event').getByRole('switch', { name: 'In Moim' }));
    await user.click(group('Someone applies to my event').getByRole('switch', { name: 'In Moim' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your notification settings were saved.')).toBeInTheDocument();
    expect(api.calls('PATCH', '/notifications/settings').map((r) => r.body)).toEqual([
      {
        channels: { accepted: { inApp: false }, newReview: { email: true } },
        shortReminder: true,
        marketing: false,
      },
    ]);
  });

  it('keeps the choices when saving fails, to save them again', async () => {
    let fail = true;
    const saved = someSettings({ marketing: true });
    const api = mockApi({
      'GET /notifications/settings': [200, saved],
      'PATCH /notifications/settings': () =>
        fail ? [500, { code: 'internal', message: 'Boom' }] : [200, { ...saved, marketing: false }],
    });
    render();
    const user = userEvent.setup();
    const consent = await screen.findByRole('switch', { name: 'Weekly picks and other news by e-mail' });
    await user.click(consent);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Your notification settings could not be saved. Your choices are kept: try again.'),
    ).toBeInTheDocument();
    expect(consent).not.toBeChecked();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your notification settings were saved.')).toBeInTheDocument();
    expect(api.calls('PATCH', '/notifications/settings').map((r) => r.body)).toEqual([
      { marketing: false },
      { marketing: false },
    ]);
    await waitFor(() => expect(consent).not.toBeChecked());
  });

  it('says when the settings could not be loaded, and tries again', async () => {
    let fail = true;
    mockApi({
      'GET /notifications/settings': () =>
        fail ? [500, { code: 'internal', message: 'Boom' }] : [200, someSettings()],
    });
    render();
    const user = userEvent.setup();
    expect(await screen.findByText('Your notification settings could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('group', { name: 'News from Moim' })).toBeInTheDocument();
  });

  it('says when this browser cannot take push notifications', async () => {
    mockApi({ 'GET /notifications/settings': [200, someSettings()] });
    render();
    expect(await screen.findByText(/This browser cannot show push notifications/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Allow notifications on this device' })).not.toBeInTheDocument();
  });

  it("allows notifications on this device only on the person's click, and gives the server the subscription", async () => {
    const requestPermission = vi.fn(async () => 'granted' as NotificationPermission);
    vi.stubGlobal(
      'Notification',
      Object.assign(function Notification() {}, { permission: 'default', requestPermission }),
    );
    vi.stubGlobal('PushManager', function PushManager() {});
    const subscribe = vi.fn(async (_options: PushSubscriptionOptionsInit) => ({
      toJSON: () => ({
        endpoint: 'https://fcm.googleapis.com/fcm/send/device1',
        keys: { p256dh: 'BKey', auth: 'Auth' },
      }),
    }));
    const registration = { pushManager: { subscribe } };
    const register = vi.fn(async () => registration);
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { register, ready: Promise.resolve(registration) },
    });
    try {
      const api = mockApi({
        'GET /notifications/settings': [200, someSettings()],
        'GET /push/publicKey': [200, { publicKey: 'AQID' }],
        'POST /push/subscriptions': [201, { success: true }],
      });
      render();
      const allow = await screen.findByRole('button', { name: 'Allow notifications on this device' });
      expect(requestPermission).not.toHaveBeenCalled();
      await userEvent.setup().click(allow);
      expect(await screen.findByText('Notifications are on for this device.')).toBeVisible();
      expect(register).toHaveBeenCalledWith('/sw.js');
      expect([...new Uint8Array(subscribe.mock.calls[0]![0].applicationServerKey as ArrayBuffer)]).toEqual([1, 2, 3]);
      expect(api.calls('POST', '/push/subscriptions')[0]!.body).toEqual({
        endpoint: 'https://fcm.googleapis.com/fcm/send/device1',
        keys: { p256dh: 'BKey', auth: 'Auth' },
      });
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
      vi.unstubAllGlobals();
    }
  });

  it('says so when the person or the browser refuses', async () => {
    vi.stubGlobal(
      'Notification',
      Object.assign(function Notification() {}, { permission: 'default', requestPermission: async () => 'denied' }),
    );
    vi.stubGlobal('PushManager', function PushManager() {});
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { register: vi.fn() } });
    try {
      mockApi({ 'GET /notifications/settings': [200, someSettings()] });
      render();
      await userEvent.setup().click(await screen.findByRole('button', { name: 'Allow notifications on this device' }));
      expect(await screen.findByText(/This browser blocks Moim's notifications/)).toBeVisible();
    } finally {
      Reflect.deleteProperty(navigator, 'serviceWorker');
      vi.unstubAllGlobals();
    }
  });
});
