import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { someSettings } from '../test-fixtures.ts';
import { NotificationSettingsScreen } from './NotificationSettingsScreen.tsx';

const render = () => renderWithProviders(<NotificationSettingsScreen />, '/settings/notifications');
const group = (name: string) => within(screen.getByRole('group', { name }));

describe('NotificationSettingsScreen', () => {
  it('shows each kind with its in-Moim and e-mail switches, the short reminder and the news consent, as saved', async () => {
    const settings = someSettings({ shortReminder: true, marketing: false });
    settings.channels.newReview.inApp = false;
    mockApi({ 'GET /notifications/settings': [200, settings] });
    render();
    await screen.findByRole('group', { name: 'Someone applies to my event' });
    expect(screen.getAllByRole('group')).toHaveLength(12);
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
    // Push is not built yet: no switch for it.
    expect(group('Someone applies to my event').getAllByRole('switch')).toHaveLength(2);
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
});
