import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

import i18n from '../lib/i18n.ts';
import enCommon from '../locales/en/common.json';
import koCommon from '../locales/ko/common.json';
import { setSession } from '../lib/session.ts';
import { mockApi } from '../test/mock-api.ts';
import { renderRoutes } from '../test/render.tsx';
import type { RouteMeta } from './route-meta.ts';
import { routes } from './routes.tsx';
import { aCurrentUser, aPublicConfig, aReview, anEventDetail } from '../test/fixtures.ts';

/** Every route of the app with a path, and its meta. */
function allRoutes(list: RouteObject[]): Array<{ path: string; meta: RouteMeta }> {
  return list.flatMap((route) => [
    ...(route.path ? [{ path: route.path, meta: (route.handle ?? {}) as RouteMeta }] : []),
    ...allRoutes(route.children ?? []),
  ]);
}

afterEach(() => i18n.changeLanguage('en'));

describe('document titles', () => {
  it.each([
    ['en', enCommon.screens],
    ['ko', koCommon.screens],
  ] as const)('every route has a translated title in %s', (_language, screens) => {
    const routesWithPaths = allRoutes(routes);
    expect(routesWithPaths.length).toBeGreaterThan(20);
    for (const { path, meta } of routesWithPaths) {
      expect({ path, titleKey: meta.titleKey }).toEqual({ path, titleKey: expect.any(String) });
      const title = (screens as Record<string, string>)[meta.titleKey!];
      expect({ path, title }).toEqual({ path, title: expect.stringMatching(/\S/) });
    }
  });

  it('names a page that does not exist, in English and in Korean', async () => {
    mockApi({});
    renderRoutes(routes, '/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page not found · Moim'));
    await i18n.changeLanguage('ko');
    await waitFor(() => expect(document.title).toBe('페이지를 찾을 수 없습니다 · Moim'));
    expect(document.title).not.toMatch(/screens\./);
  });

  it("an event's page is titled with the event's name", async () => {
    mockApi({
      'GET /config': [200, aPublicConfig()],
      'GET /events/getEvents/7': [200, anEventDetail({ id: 7, name: 'Sunday hike on Bukhansan' })],
      'GET /reviews/event/7': [200, [aReview(1)]],
    });
    const { router } = renderRoutes(routes, '/events/7');
    // The screen's code loads on first use, which takes a while in the test environment.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sunday hike on Bukhansan' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Sunday hike on Bukhansan · Moim'));
    // The event's reviews (the reviews feature) below its description.
    expect(await screen.findByRole('region', { name: 'Reviews 1 review' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Mina Park' })).toBeInTheDocument();
    await act(() => router.navigate('/no/such/page'));
    await waitFor(() => expect(document.title).toBe('Page not found · Moim'));
  }, 15_000);

  it('the copyright line is translated', async () => {
    mockApi({});
    await i18n.changeLanguage('ko');
    renderRoutes(routes, '/no/such/page');
    expect(await screen.findByText(`© ${new Date().getFullYear()} Moim. 모든 권리 보유.`)).toBeInTheDocument();
  });
});

describe('the first load of a lazily loaded screen', () => {
  it('shows the layout with a loading line, and React Router has nothing to warn about', async () => {
    const warn = vi.spyOn(console, 'warn');
    mockApi({});
    renderRoutes(routes, '/findUsername');
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot ID' })).toBeInTheDocument();
    expect(warn.mock.calls.flat().join('\n')).not.toMatch(/HydrateFallback/);
  });
});

describe('the help pages', () => {
  it.each([
    ['/fnq', 'Help and FAQ'],
    ['/ourCompany', 'About Moim'],
    ['/contactUs', 'Contact us'],
    ['/ContactUs', 'Contact us'],
    ['/CONTACTUS', 'Contact us'],
  ])('%s shows its screen', async (path, heading) => {
    mockApi({});
    renderRoutes(routes, path);
    expect(await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByText('This page is being built')).not.toBeInTheDocument();
  });

  it('Help in the main navigation leads to the FAQ', async () => {
    mockApi({});
    renderRoutes(routes, '/no/such/page');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await userEvent.setup().click(within(nav).getByRole('link', { name: 'Help' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Help and FAQ' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});

describe('the notifications', () => {
  it('sends a visitor of the notifications to sign in, to come back', async () => {
    mockApi({ 'GET /config': [200, aPublicConfig()] });
    const { router } = renderRoutes(routes, '/notifications');
    await waitFor(() => expect(router.state.location.pathname.toLowerCase()).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe('/notifications');
  });

  it('lets a signed-in person see the notifications', async () => {
    setSession({ userId: 'alice' });
    mockApi({
      'GET /notifications': [200, { notifications: [], hasMore: false, unreadCount: 0 }],
      'GET /user/me': [200, aCurrentUser({ userId: 'alice' })],
      'GET /config': [200, aPublicConfig()],
    });
    renderRoutes(routes, '/notifications');
    expect(
      await screen.findByRole('heading', { name: 'No notifications yet' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });
});

describe('the admin console', () => {
  it('sends a visitor to sign in, to come back', async () => {
    mockApi({ 'GET /config': [200, aPublicConfig()] });
    const { router } = renderRoutes(routes, '/admin');
    await waitFor(() => expect(router.state.location.pathname.toLowerCase()).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('returnTo')).toBe('/admin');
  });

  it('sends a member who is not an admin home, saying they have no access', async () => {
    setSession({ userId: 'alice' });
    const api = mockApi({
      'GET /user/me': [200, aCurrentUser({ userId: 'alice', isAdmin: false })],
      'GET /config': [200, aPublicConfig()],
      'GET /events': [200, []],
    });
    const { router } = renderRoutes(routes, '/admin');
    // Said by the layout's notice region (and the test's own).
    expect((await screen.findAllByText('You do not have access to this page.'))[0]).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.requests.filter((request) => request.path.startsWith('/admin'))).toEqual([]);
  });

  it('opens for an admin', async () => {
    setSession({ userId: 'ana' });
    mockApi({
      'GET /user/me': [200, aCurrentUser({ userId: 'ana', isAdmin: true })],
      'GET /config': [200, aPublicConfig()],
      'GET /admin/reports': [200, { items: [], hasMore: false }],
    });
    renderRoutes(routes, '/admin');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Admin console' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Admin console · Moim'));
  });
});
