import { LANGUAGE_COOKIE, type Locale } from '@moim/contract/locales';
import { expect, request as requests, type Browser, type BrowserContext } from '@playwright/test';
import { sweepScene, type SweepScene } from './past-event.ts';
import type { Role } from './routes.ts';
import { BASE_URL } from './services.ts';

type Cookie = Awaited<ReturnType<BrowserContext['cookies']>>[number];

/** The scene's account of a role (none for a visitor). */
function accountOf(role: Role, scene: SweepScene) {
  return role === 'visitor' ? null : role === 'user' ? scene.user : role === 'host' ? scene.host : scene.admin;
}

const sessions = new Map<Role, Promise<Cookie[]>>();

/** The session cookie of a role's account, signed in once per worker through the API. */
function sessionCookies(role: Role, scene: SweepScene): Promise<Cookie[]> {
  const account = accountOf(role, scene);
  if (!account) return Promise.resolve([]);
  let cookies = sessions.get(role);
  if (!cookies) {
    cookies = (async () => {
      const api = await requests.newContext({ baseURL: BASE_URL });
      const signedIn = await api.post('/api/user/signIn', {
        data: { userId: account.userId, password: account.password },
      });
      expect(signedIn.status(), await signedIn.text()).toBe(200);
      const state = await api.storageState();
      await api.dispose();
      return state.cookies;
    })();
    sessions.set(role, cookies);
  }
  return cookies;
}

/**
 * A browser context of a role that reads Moim in `language`, chosen the way a reader's choice
 * is kept (local storage and the language cookie), with the role's session if it has one.
 */
export async function sweepContext(
  browser: Browser,
  role: Role,
  language: Locale,
  viewport: { width: number; height: number },
): Promise<BrowserContext> {
  const scene = sweepScene();
  const account = accountOf(role, scene);
  const { hostname } = new URL(BASE_URL);
  return browser.newContext({
    viewport,
    storageState: {
      cookies: [
        ...(await sessionCookies(role, scene)),
        {
          name: LANGUAGE_COOKIE,
          value: language,
          domain: hostname,
          path: '/',
          expires: -1,
          httpOnly: false,
          secure: false,
          sameSite: 'Lax',
        },
      ],
      origins: [
        {
          origin: BASE_URL,
          localStorage: [
            { name: 'moim.language', value: language },
            ...(account ? [{ name: 'userId', value: account.userId }] : []),
          ],
        },
      ],
    },
  });
}
