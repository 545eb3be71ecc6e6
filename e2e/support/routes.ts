import fs from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import type { SweepScene } from './past-event.ts';

// Every route of the app (apps/web/src/app/routes.tsx), with an address to open for each role
// that sees it and what shows that the screen has its content. The accessibility sweep
// (e2e/accessibility.spec.ts) opens them all; its first test fails when routes.tsx has a path
// this list lacks. The people and events are the seeded sweep scene (past-event.ts).

/**
 * Who looks: a visitor (signed out), a user (signed in: the scene's guest), the host of the event
 * concerned, or the admin (only the blog page and the admin console are theirs alone).
 */
export type Role = 'visitor' | 'user' | 'host' | 'admin';
export const ROLES: Role[] = ['visitor', 'user', 'host', 'admin'];

interface Visit {
  role: Role;
  /** The address opened. */
  url: (scene: SweepScene) => string;
  /** Something that shows once the screen has its content; whatever the language (default: the route's). */
  content?: (page: Page, scene: SweepScene) => Locator;
}

export interface SweepRoute {
  /** The path exactly as routes.tsx writes it. */
  path: string;
  visits: Visit[];
  /** Default for the visits: something that shows once the screen has its content. */
  content?: (page: Page, scene: SweepScene) => Locator;
  /** Brings the screen into the state worth scanning once it has its content (errors shown, answers open). */
  prepare?: (page: Page) => Promise<void>;
}

const main = (page: Page) => page.locator('main');
const form = (page: Page) => main(page).locator('form').first();
const firstArticle = (page: Page) => main(page).locator('article').first();
const text = (value: string) => (page: Page) => main(page).getByText(value, { exact: true }).first();
const heading = (name: (scene: SweepScene) => string) => (page: Page, scene: SweepScene) =>
  main(page)
    .getByRole('heading', { name: name(scene), exact: true })
    .first();

/** Submits the screen's form as it is, so its field errors show. */
async function submitEmpty(page: Page): Promise<void> {
  await form(page).locator('button[type="submit"]').first().click();
  await expect(main(page).locator('[aria-invalid="true"]').first()).toBeVisible();
}

const visitor = (url: Visit['url'], content?: Visit['content']): Visit => ({ role: 'visitor', url, content });
const user = (url: Visit['url'], content?: Visit['content']): Visit => ({ role: 'user', url, content });
const host = (url: Visit['url'], content?: Visit['content']): Visit => ({ role: 'host', url, content });
/** A screen for everyone, the same for a visitor and a signed-in user. */
const everyone = (url: string): Visit[] => [visitor(() => url), user(() => url)];

export const SWEEP_ROUTES: SweepRoute[] = [
  { path: '/', visits: everyone('/'), content: firstArticle },
  { path: '/allEvents', visits: everyone('/allEvents'), content: firstArticle },
  {
    path: '/fnq',
    visits: everyone('/fnq'),
    content: (page) => main(page).locator('button[aria-expanded]').first(),
    // Two answers open: the accordion's open state is scanned too.
    prepare: async (page) => {
      for (const button of (await main(page).locator('button[aria-expanded]').all()).slice(0, 2)) {
        await button.click();
        await expect(button).toHaveAttribute('aria-expanded', 'true');
      }
    },
  },
  { path: '/logIn', visits: [visitor(() => '/logIn')], content: form, prepare: submitEmpty },
  { path: '/signIn', visits: [visitor(() => '/signIn')], content: form },
  { path: '/createAccount', visits: [visitor(() => '/createAccount')], content: form },
  { path: '/findUsername', visits: [visitor(() => '/findUsername')], content: form, prepare: submitEmpty },
  { path: '/findPassword', visits: [visitor(() => '/findPassword')], content: form },
  {
    path: '/googleSignUp',
    visits: [visitor(() => '/googleSignUp?email=newcomer%40example.com&name=Newcomer')],
    content: form,
  },
  { path: '/ourCompany', visits: everyone('/ourCompany') },
  { path: '/contactUs', visits: everyone('/contactUs'), content: form, prepare: submitEmpty },
  { path: '/notice', visits: everyone('/notice'), content: firstArticle },
  {
    path: '/notice/:slug',
    visits: everyone('/notice/alien-registration-card'),
    content: (page) => main(page).locator('h2').first(),
  },
  {
    path: '/userPage/:userId',
    visits: [
      visitor((s) => `/userPage/${s.host.userId}`),
      user((s) => `/userPage/${s.user.userId}`),
      host((s) => `/userPage/${s.host.userId}`),
    ],
    content: (page) => firstArticle(page),
  },
  {
    path: '/events/:eventId',
    visits: [
      visitor(
        (s) => `/events/${s.register.id}`,
        heading((s) => s.register.name),
      ),
      // A guest of the event that has happened: the reviews, and the link to write one.
      user((s) => `/events/${s.past.id}`, text('Warm lanterns and good company.')),
      host(
        (s) => `/events/${s.firstCome.id}`,
        heading((s) => s.firstCome.name),
      ),
    ],
  },
  {
    path: '/reviews/:userId',
    visits: [visitor((s) => `/reviews/${s.host.userId}`), host((s) => `/reviews/${s.host.userId}`)],
    content: text('Warm lanterns and good company.'),
  },
  { path: '/passwordChange', visits: [user(() => '/passwordChange')], content: form },
  {
    path: '/chat',
    visits: [user((s) => `/chat?event=${s.firstCome.id}`), host((s) => `/chat?event=${s.firstCome.id}`)],
    content: text('Great, I will bring snacks.'),
  },
  {
    path: '/unsubscribe',
    // The page of a mail's link, before its button is pressed (a link without a token says so).
    visits: [visitor(() => '/unsubscribe?token=a-token-from-a-mail')],
    content: (page) => main(page).getByRole('button'),
  },
  {
    path: '/notifications',
    visits: [user(() => '/notifications'), host(() => '/notifications')],
    content: (page) => main(page).locator('ul, h2').first(),
  },
  {
    path: '/picks',
    visits: [user(() => '/picks')],
    content: (page) => main(page).locator('fieldset').first(),
  },
  {
    path: '/settings/notifications',
    visits: [user(() => '/settings/notifications')],
    content: (page) => main(page).locator('fieldset').first(),
  },
  {
    path: '/settings/privacy',
    visits: [user(() => '/settings/privacy')],
    content: (page) => main(page).getByRole('heading', { level: 2 }).first(),
  },
  {
    path: '/manage/:eventId',
    visits: [host((s) => `/manage/${s.register.id}`)],
    content: text('Once, with my grandmother.'),
  },
  { path: '/checkIn/:eventId', visits: [host((s) => `/checkIn/${s.register.id}`)], content: form },
  { path: '/postEvent', visits: [user(() => '/postEvent')], content: form },
  {
    path: '/enterEvent/:eventId',
    visits: [user((s) => `/enterEvent/${s.register.id}`)],
    content: text('Have you made kimchi before?'),
  },
  {
    path: '/reviewEvent/:eventId',
    visits: [user((s) => `/reviewEvent/${s.past.id}`)],
    content: (page) => main(page).getByRole('slider'),
    prepare: submitEmpty,
  },
  { path: '/deleteEvent/:id', visits: [host((s) => `/deleteEvent/${s.firstCome.id}`)], content: form },
  { path: '/createBlog', visits: [{ role: 'admin', url: () => '/createBlog' }], content: form },
  {
    path: '/admin',
    visits: [{ role: 'admin', url: () => '/admin' }],
    content: (page) => main(page).getByRole('tabpanel').getByRole('heading', { level: 2 }),
    // The reports tab once its list (or the word that it is empty) has come.
    prepare: async (page) => {
      await expect(main(page).getByRole('tabpanel').getByRole('status')).toHaveCount(0);
    },
  },
  { path: '*', visits: everyone('/no-such-page') },
];

/** The paths apps/web/src/app/routes.tsx declares, read from its source. */
export function declaredPaths(): string[] {
  const source = fs.readFileSync(path.resolve(import.meta.dirname, '../../apps/web/src/app/routes.tsx'), 'utf8');
  return [...source.matchAll(/\bpath:\s*'([^']+)'/g)].map((m) => m[1]!);
}
