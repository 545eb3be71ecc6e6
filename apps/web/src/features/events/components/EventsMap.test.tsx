import type { EventMapPoint } from '@moim/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import EventsMap from './EventsMap.tsx';

const point = (id: number, name: string, latitude: number, longitude: number): EventMapPoint => ({
  id,
  name,
  date: '2099-03-14',
  time: '19:00',
  startsAt: '2099-03-14T10:00:00.000Z',
  category: 'Games',
  location: '서울특별시 마포구 (Mapo-gu, Seoul)',
  mainImage: 'https://moim.test/uploads/events/x.webp',
  latitude,
  longitude,
});

const points = [
  point(1, 'Board games', 37.5572, 126.9245),
  point(2, 'Language exchange', 37.5574, 126.9247),
  point(3, 'Gangnam mixer', 37.4979, 127.0276),
];

function renderMap(onView = vi.fn()) {
  renderWithProviders(
    <div style={{ width: 800, height: 500 }}>
      <EventsMap
        points={points}
        center={{ latitude: 37.53, longitude: 126.97 }}
        onView={onView}
        tileUrl="https://tiles.example/{z}/{x}/{y}.png"
        attribution="© OpenStreetMap contributors"
        onFail={() => {}}
      />
    </div>,
    '/allEvents?view=map',
  );
  return onView;
}

describe('the map of events', () => {
  it('tells the area it opened on, not as a move of the reader', async () => {
    const onView = renderMap();
    await waitFor(() => expect(onView).toHaveBeenCalledTimes(1));
    const [area, byUser] = onView.mock.calls[0]!;
    expect(byUser).toBe(false);
    expect(area.south).toBeLessThanOrEqual(area.north);
  });

  it('clusters what crowds, and a press on a cluster zooms in until its events part', async () => {
    const user = userEvent.setup();
    renderMap();
    const cluster = await screen.findByRole('button', { name: '2 events here: zoom in' });
    expect(screen.getByRole('button', { name: 'Gangnam mixer' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Board games' })).not.toBeInTheDocument();
    await user.click(cluster);
    expect(await screen.findByRole('button', { name: 'Board games' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Language exchange' })).toBeInTheDocument();
  });

  it("opens an event's card from its pin, with a link to its page", async () => {
    const user = userEvent.setup();
    renderMap();
    await user.click(await screen.findByRole('button', { name: 'Gangnam mixer' }));
    const link = await screen.findByRole('link', { name: 'Gangnam mixer' });
    expect(link).toHaveAttribute('href', '/events/3');
    expect(screen.getByText('Games')).toBeInTheDocument();
  });
});
