import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import i18n from '../../lib/i18n.ts';
import { signIn } from '../../test/helpers.ts';
import { mockApi } from '../../test/mock-api.ts';
import { anEvent } from '../../test/fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { PicksScreen } from './PicksScreen.tsx';

beforeAll(() => i18n.loadNamespaces(['notifications', 'events', 'eventList']));

const home = { name: 'Mapo-gu, Seoul', latitude: 37.5663, longitude: 126.9019 };
const render = () => renderWithProviders(<PicksScreen />, '/picks');

describe('PicksScreen', () => {
  it('shows what the picks follow and the events picked', async () => {
    mockApi({
      'GET /picks': [
        200,
        {
          preferences: { spokenLanguages: ['en', 'vi'], homeArea: home },
          events: [anEvent(7, { name: 'Pho night' }), anEvent(9, { name: 'Board games' })],
        },
      ],
    });
    render();
    const languages = await screen.findByRole('group', { name: 'Languages I speak' });
    expect(within(languages).getByRole('checkbox', { name: 'English' })).toBeChecked();
    expect(within(languages).getByRole('checkbox', { name: 'Vietnamese' })).toBeChecked();
    expect(within(languages).getByRole('checkbox', { name: 'Korean' })).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: 'My area' })).toHaveValue('Mapo-gu, Seoul');
    const picked = screen.getByRole('region', { name: 'Picked for you' });
    expect(
      within(picked)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Pho night', 'Board games']);
    expect(screen.getByRole('link', { name: 'Get them by e-mail every Friday' })).toHaveAttribute(
      'href',
      '/settings/notifications',
    );
  });

  it('saves the languages in their list order and the area removed, then shows the new picks', async () => {
    const api = mockApi({
      'GET /picks': [200, { preferences: { spokenLanguages: ['en'], homeArea: home }, events: [] }],
      // The area's box looks its text up, as when it was typed.
      'GET /places/search': [200, []],
      'PUT /picks/preferences': [
        200,
        { preferences: { spokenLanguages: ['ko', 'ja'], homeArea: null }, events: [anEvent(3, { name: 'Tea' })] },
      ],
    });
    render();
    const user = userEvent.setup();
    expect(await screen.findByText('Nothing to pick for you right now.')).toBeVisible();
    await user.click(screen.getByRole('checkbox', { name: 'Japanese' }));
    await user.click(screen.getByRole('checkbox', { name: 'Korean' }));
    await user.click(screen.getByRole('checkbox', { name: 'English' }));
    await user.click(screen.getByRole('button', { name: 'Remove my area' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('heading', { level: 3, name: 'Tea' })).toBeVisible();
    expect(api.calls('PUT', '/picks/preferences')[0]!.body).toEqual({ spokenLanguages: ['ko', 'ja'], homeArea: null });
  });

  it('asks for a language when none is chosen, and does not save', async () => {
    const api = mockApi({
      'GET /picks': [200, { preferences: { spokenLanguages: ['en'], homeArea: null }, events: [] }],
    });
    render();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('checkbox', { name: 'English' }));
    expect(screen.getByText('Choose at least one language.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(api.calls('PUT', '/picks/preferences')).toEqual([]);
  });

  it('shows a like at once on the picked event', async () => {
    mockApi({
      'GET /picks': [
        200,
        {
          preferences: { spokenLanguages: ['en'], homeArea: null },
          events: [anEvent(7, { name: 'Pho night', likes: 2 })],
        },
      ],
      'POST /likes/7/like': [200, { isLiked: true, likesLen: 3 }],
    });
    signIn();
    render();
    const user = userEvent.setup();
    const like = await screen.findByRole('button', { name: 'Like' });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    await user.click(like);
    expect(await screen.findByRole('button', { name: 'Unlike' })).toHaveAttribute('aria-pressed', 'true');
  });
});
