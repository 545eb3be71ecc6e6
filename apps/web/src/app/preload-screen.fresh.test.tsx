import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import i18n from '../lib/i18n.ts';
import { queryKeys } from '../lib/query-keys.ts';
import { anEvent, anEventDetail } from '../test/fixtures.ts';
import { mockApi } from '../test/mock-api.ts';
import { createQueryClient } from './providers.tsx';
import { preloadScreen } from './routes.tsx';

describe('preloadScreen: the first screen of a visit starts loading before the app renders', () => {
  it('home: its texts, and the hot events it shows first', async () => {
    expect(i18n.hasLoadedNamespace('home')).toBe(false);
    const api = mockApi({ 'GET /events': [200, [anEvent(1)], { 'x-total-count': '1' }] });
    const queryClient = createQueryClient();
    const loading = preloadScreen({ pathname: '/', search: '' }, queryClient);
    expect(api.requests.map((r) => `${r.path}?${r.search}`)).toEqual(['/events?fetchType=hot&limit=6&offset=0']);
    // Settled once the screen's code and texts are in (the first render waits for it, main.tsx).
    await loading;
    expect(i18n.hasLoadedNamespace('home')).toBe(true);
    await waitFor(() =>
      expect(queryClient.getQueriesData({ queryKey: queryKeys.eventLists })[0]?.[1]).toMatchObject({
        items: [{ id: 1 }],
      }),
    );
  });

  it('the events list: the page its address asks for', async () => {
    const api = mockApi({ 'GET /events': [200, [], { 'x-total-count': '0' }] });
    const loading = preloadScreen({ pathname: '/allEvents', search: '?q=hike&sort=hot&page=2' }, createQueryClient());
    expect(api.requests.map((r) => Object.fromEntries(r.query))).toEqual([
      { fetchType: 'search', query: 'hike', sort: 'hot', limit: '12', offset: '12' },
    ]);
    await loading;
  });

  it("an event's page: the event; nothing for an address that names no event", async () => {
    const api = mockApi({ 'GET /events/getEvents/7': [200, anEventDetail({ id: 7 })] });
    const queryClient = createQueryClient();
    const loading = [
      preloadScreen({ pathname: '/events/7', search: '' }, queryClient),
      preloadScreen({ pathname: '/events/seven', search: '' }, queryClient),
    ];
    expect(api.requests.map((r) => r.path)).toEqual(['/events/getEvents/7']);
    await Promise.all(loading);
    await waitFor(() => expect(queryClient.getQueryData(queryKeys.event(7))).toMatchObject({ id: 7 }));
  });

  it('a page with nothing to ask the server for asks nothing', async () => {
    const api = mockApi({});
    const loading = [
      preloadScreen({ pathname: '/fnq', search: '' }, createQueryClient()),
      preloadScreen({ pathname: '/no/such/page', search: '' }, createQueryClient()),
    ];
    expect(api.requests).toEqual([]);
    await Promise.all(loading);
  });
});
