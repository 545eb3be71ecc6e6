import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n.ts';
import { anEvent } from '../../../test/fixtures.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { mockEventsApi } from '../list-test-utils.ts';
import { AllEventsScreen } from './AllEventsScreen.tsx';

// Where the events are: near a point (the reader's location, a station or a district), on a map.

const HONGDAE = { latitude: 37.5572, longitude: 126.9245 };
const HONGDAE_STATION = {
  id: 'station:seoul-hongik-university',
  name: 'Hongik Univ. Station',
  address: '홍대입구역 (Hongik Univ. Station, Seoul)',
  ...HONGDAE,
};

/** The browser's location: granted at `point`, or refused. */
function stubGeolocation(answer: { point: typeof HONGDAE } | 'denied') {
  const getCurrentPosition = vi.fn((success: PositionCallback, failure?: PositionErrorCallback | null) => {
    if (answer === 'denied') {
      failure?.({
        code: 1,
        PERMISSION_DENIED: 1,
        POSITION_UNAVAILABLE: 2,
        TIMEOUT: 3,
        message: '',
      } as GeolocationPositionError);
    } else {
      success({
        coords: { latitude: answer.point.latitude, longitude: answer.point.longitude },
      } as GeolocationPosition);
    }
  });
  vi.stubGlobal(
    'navigator',
    Object.assign(Object.create(navigator) as Navigator, { geolocation: { getCurrentPosition } }),
  );
  return getCurrentPosition;
}

function setup(path = '/allEvents') {
  const api = mockEventsApi(
    (query) => ({
      items: [{ ...anEvent(1), name: 'Board games', ...(query.get('near') ? { distanceKm: 1.234 } : {}) }],
      total: 1,
    }),
    {
      'GET /places/search': [200, [HONGDAE_STATION]],
      'GET /events/map': [200, { points: [], total: 0, exact: true }],
    },
  );
  const result = renderRoutes([{ path: '/allEvents', element: <AllEventsScreen /> }], path);
  const location = () => new URLSearchParams(result.router.state.location.search);
  return { ...api, ...result, location, user: userEvent.setup() };
}

beforeAll(() => i18n.loadNamespaces('events'));
afterEach(() => vi.unstubAllGlobals());

describe('AllEventsScreen, by place', () => {
  it('lists the nearest first from the reader’s location, asked for only on “Near me”, with distances', async () => {
    const locate = stubGeolocation({ point: HONGDAE });
    const { user, location, listCalls } = setup();
    await screen.findByText('Board games');
    expect(locate).not.toHaveBeenCalled();

    const open = screen.getByRole('button', { name: 'Near a place…' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await user.click(open);
    // The choice opens with the focus on its first button.
    const nearMe = await screen.findByRole('button', { name: 'Near me' });
    expect(nearMe).toHaveFocus();
    await user.click(nearMe);
    await waitFor(() => expect(location().get('near')).toBe('37.55720,126.92450'));
    expect(location().get('sort')).toBe('distance');
    await waitFor(() => expect(listCalls().at(-1)).toContain('near=37.55720%2C126.92450'));
    expect(listCalls().at(-1)).toContain('sort=distance');
    expect(await screen.findByText('1.2 km away')).toBeInTheDocument();
    expect(screen.getByText('Near your location')).toBeInTheDocument();
    // Chosen, the choice closes and the focus is back on its button.
    expect(open).toHaveAttribute('aria-expanded', 'false');
    expect(open).toHaveFocus();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveDisplayValue('Nearest');

    await user.click(screen.getByRole('button', { name: 'Clear place' }));
    await waitFor(() => expect(location().get('near')).toBeNull());
    expect(location().get('sort')).toBeNull();
    expect(screen.queryByRole('option', { name: 'Nearest' })).not.toBeInTheDocument();
  });

  it('says so when the location is refused, and offers a station instead', async () => {
    stubGeolocation('denied');
    const { user, location } = setup();
    await user.click(await screen.findByRole('button', { name: 'Near a place…' }));
    await user.click(await screen.findByRole('button', { name: 'Near me' }));
    const problem = await screen.findByText(/Allow it in your browser, or choose a station or district/);
    expect(problem).toHaveAttribute('role', 'alert');
    expect(location().get('near')).toBeNull();
  });

  it('finds a station by name and lists what is near it', async () => {
    const { user, location } = setup();
    await user.click(await screen.findByRole('button', { name: 'Near a place…' }));
    await user.type(await screen.findByRole('combobox', { name: 'Choose a station or district' }), 'Hongdae station');
    await user.click(await screen.findByRole('option', { name: /Hongik Univ\. Station/ }));
    await waitFor(() => expect(location().get('place')).toBe('Hongik Univ. Station'));
    expect(location().get('near')).toBe('37.55720,126.92450');
    expect(await screen.findByText('Near Hongik Univ. Station')).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Choose a station or district' })).not.toBeInTheDocument();
  });

  it('shows the map on request, lists what is in its area, and says the list is its equivalent', async () => {
    const { user, location, calls, listCalls } = setup();
    await screen.findByText('Board games');
    const views = screen.getByRole('group', { name: 'Show as' });
    expect(within(views).getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(within(views).getByRole('button', { name: 'Map' }));
    const map = await screen.findByRole('region', { name: 'Map of events' });
    expect(map).toHaveAccessibleDescription("The list below shows the events in the map's area.");
    // The map opens on Seoul and the list follows its area.
    await waitFor(() => expect(location().get('bounds')).toMatch(/^37\.\d+,126\.\d+,37\.\d+,126\.\d+$/));
    expect(location().get('view')).toBe('map');
    await waitFor(() => expect(listCalls().at(-1)).toContain('bounds='));
    await waitFor(() => expect(calls.some((c) => c.path === '/events/map' && c.search.includes('bounds='))).toBe(true));

    await user.click(within(views).getByRole('button', { name: 'List' }));
    await waitFor(() => expect(location().get('bounds')).toBeNull());
    expect(screen.queryByRole('region', { name: 'Map of events' })).not.toBeInTheDocument();
  });
});
