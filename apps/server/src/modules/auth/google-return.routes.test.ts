import { RETURN_PATH_MAX_LENGTH } from '@moim/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OidcClaims, OidcClient } from '../../lib/oidc.ts';
import { nextIp, registerUser } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * A stand-in for the OpenID provider (the e2e tests use a real one): the `code` Google would
 * send back names one of these accounts, and the callback's `state` must be the one issued.
 */
const googleAccounts = new Map<string, OidcClaims>();
let issued = 0;
const provider: OidcClient = {
  async start() {
    issued++;
    const state = `state-${issued}`;
    return {
      url: `https://accounts.example/authorize?state=${state}`,
      state,
      codeVerifier: 'verifier',
      nonce: 'nonce',
    };
  },
  async finish(callbackUrl, expected) {
    if (callbackUrl.searchParams.get('state') !== expected.state) throw new Error('state mismatch');
    const claims = googleAccounts.get(callbackUrl.searchParams.get('code') ?? '');
    if (!claims) throw new Error('unknown code');
    return claims;
  },
};

function googleAccount(code: string, email: string): void {
  googleAccounts.set(code, {
    issuer: 'https://accounts.example',
    subject: `sub-${code}`,
    email,
    emailVerified: true,
    name: 'Jun Seo',
  });
}

/** A web client on another origin (the original client), allowed to use the API. */
const PARTNER = 'https://partner.example';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ oidc: provider, env: { ALLOWED_ORIGINS: PARTNER } });
});
afterAll(() => t.close());

/**
 * Goes to Google (from the page `returnTo`, if given, and from the page `referer`) and comes back
 * with `code`: the callback's response.
 */
async function returnFromGoogle(code: string, returnTo?: string, referer?: string) {
  const start = await t.app.inject({
    method: 'GET',
    url: '/api/user/to-google',
    query: returnTo ? { returnTo } : {},
    headers: referer ? { referer } : {},
  });
  expect(start.statusCode).toBe(302);
  const state = new URL(start.headers.location as string).searchParams.get('state');
  const stateCookie = start.cookies.find((c) => c.name === 'moim_oidc')!;
  return t.app.inject({
    method: 'GET',
    url: `/api/user/google/callback?code=${code}&state=${state}`,
    headers: { cookie: `moim_oidc=${stateCookie.value}` },
  });
}

/** Nothing in the address that signs anyone in or up: no session token, no ticket, no JWT. */
function expectNoSecretIn(location: string): void {
  const url = new URL(location, 'http://moim.test');
  for (const name of url.searchParams.keys()) expect(name).not.toMatch(/token|ticket/i);
  expect(location).not.toMatch(/eyJ/);
}

const cookieOf = (r: Awaited<ReturnType<typeof returnFromGoogle>>, name: string) =>
  r.cookies.find((c) => c.name === name);

/** A person new to Moim comes back from Google with `code` and signs up as `userId`. */
async function signUpWithGoogle(code: string, email: string, userId: string) {
  googleAccount(code, email);
  const back = await returnFromGoogle(code);
  const signedUp = await t.app.inject({
    method: 'POST',
    url: '/api/user/googleSignUp',
    payload: { email, userId, dob: '1990-01-31', gender: 'Female', nationality: 'CA' },
    headers: { cookie: `moim_google=${cookieOf(back, 'moim_google')!.value}` },
    remoteAddress: nextIp(),
  });
  expect(signedUp.statusCode).toBe(200);
}

describe('the Google return', () => {
  it('a new person: the sign-up ticket stays in an httpOnly cookie, and the sign-up uses it', async () => {
    googleAccount('new-person', 'new.person@gmail.test');
    const back = await returnFromGoogle('new-person');
    expect(back.statusCode).toBe(302);
    const location = back.headers.location as string;
    expect(location).toBe('/googleSignUp?email=new.person%40gmail.test&name=Jun+Seo');
    expectNoSecretIn(location);
    const ticket = cookieOf(back, 'moim_google');
    expect(ticket).toMatchObject({ httpOnly: true, path: '/api/user', sameSite: 'Lax', maxAge: 1800 });

    const payload = {
      email: 'new.person@gmail.test',
      userId: 'newperson',
      dob: '1998-07-01',
      gender: 'male',
      nationality: 'KR',
    };
    const withoutTicket = await t.app.inject({
      method: 'POST',
      url: '/api/user/googleSignUp',
      payload,
      remoteAddress: nextIp(),
    });
    expect(withoutTicket.statusCode).toBe(401);
    expect(withoutTicket.json().code).toBe('googleTicketInvalid');

    const signedUp = await t.app.inject({
      method: 'POST',
      url: '/api/user/googleSignUp',
      payload,
      headers: { cookie: `moim_google=${ticket!.value}` },
      remoteAddress: nextIp(),
    });
    expect(signedUp.statusCode).toBe(200);
    expect(cookieOf(signedUp, 'moim_google')?.value).toBe('');
    const session = cookieOf(signedUp, 'moim_session')!;
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: { cookie: `moim_session=${session.value}` },
    });
    expect(me.json()).toMatchObject({ userId: 'newperson', email: 'new.person@gmail.test' });
  });

  it('a returning user: the session is set as a cookie and the address carries no token', async () => {
    await signUpWithGoogle('returning', 'returning@gmail.test', 'returning');

    const back = await returnFromGoogle('returning');
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe('/?login=google');
    expectNoSecretIn(back.headers.location as string);
    const session = cookieOf(back, 'moim_session')!;
    expect(session).toMatchObject({ httpOnly: true, path: '/', sameSite: 'Lax' });
    expect(session.maxAge).toBeUndefined();
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: { cookie: `moim_session=${session.value}` },
    });
    expect(me.json().userId).toBe('returning');
  });

  it('a suspended account is sent back to the sign-in page, told why, without a session', async () => {
    await signUpWithGoogle('suspended', 'suspended@gmail.test', 'suspendedone');
    await t.database.db.execute(
      sql`update users set suspended_until = '9999-12-31T00:00:00Z' where user_id = 'suspendedone'`,
    );
    const back = await returnFromGoogle('suspended');
    expect(back.statusCode).toBe(302);
    expect(back.headers.location).toBe('/logIn?googleError=accountSuspended');
    expect(cookieOf(back, 'moim_session')).toBeUndefined();
  });

  it('an e-mail of a password account: the link ticket stays in a cookie; signing in connects Google', async () => {
    const owner = await registerUser(t);
    googleAccount('owner', owner.email);
    const back = await returnFromGoogle('owner');
    expect(back.headers.location).toBe('/logIn?googleLink=1');
    expectNoSecretIn(back.headers.location as string);
    const ticket = cookieOf(back, 'moim_google')!;

    const linked = await t.app.inject({
      method: 'POST',
      url: '/api/user/linkGoogle',
      payload: {},
      headers: { ...owner.auth, cookie: `moim_google=${ticket.value}` },
    });
    expect(linked.statusCode).toBe(200);
    expect(cookieOf(linked, 'moim_google')?.value).toBe('');

    const again = await returnFromGoogle('owner');
    expect(again.headers.location).toBe('/?login=google');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: { cookie: `moim_session=${cookieOf(again, 'moim_session')!.value}` },
    });
    expect(me.json().userId).toBe(owner.userId);
  });

  it('a failed return says why in the address, and nothing else', async () => {
    const back = await returnFromGoogle('nobody-with-this-code');
    expect(back.headers.location).toBe('/logIn?googleError=googleSignInFailed');
    expect(cookieOf(back, 'moim_session')).toBeUndefined();
    expect(cookieOf(back, 'moim_google')).toBeUndefined();
  });
});

describe('the Google return to the page the sign-in started from', () => {
  it('a returning user lands on that page, signed in', async () => {
    await signUpWithGoogle('back-to-event', 'back.to.event@gmail.test', 'backtoevent');

    const back = await returnFromGoogle('back-to-event', '/events/12?tab=info#reviews');
    expect(back.headers.location).toBe('/events/12?tab=info&login=google#reviews');
    expect(cookieOf(back, 'moim_session')).toBeDefined();
  });

  it('a new person carries it through the sign-up, and an account to link through the sign-in', async () => {
    googleAccount('new-from-event', 'new.from.event@gmail.test');
    const signUp = await returnFromGoogle('new-from-event', '/enterEvent/7');
    expect(signUp.headers.location).toBe(
      '/googleSignUp?email=new.from.event%40gmail.test&name=Jun+Seo&returnTo=%2FenterEvent%2F7',
    );

    const owner = await registerUser(t);
    googleAccount('link-from-event', owner.email);
    const link = await returnFromGoogle('link-from-event', '/events/7');
    expect(link.headers.location).toBe('/logIn?googleLink=1&returnTo=%2Fevents%2F7');

    const refused = await returnFromGoogle('nobody-from-event', '/events/7');
    expect(refused.headers.location).toBe('/logIn?googleError=googleSignInFailed&returnTo=%2Fevents%2F7');
  });

  it.each(['//evil.com', 'https://evil.com/events/1', '/\\evil.com', 'events/12', '/\t/evil.com'])(
    'never leaves the site: %s is ignored',
    async (returnTo) => {
      googleAccount('open-redirect', 'open.redirect@gmail.test');
      const back = await returnFromGoogle('open-redirect', returnTo);
      expect(back.headers.location).toBe('/googleSignUp?email=open.redirect%40gmail.test&name=Jun+Seo');
    },
  );

  it('refuses a return path with a NUL or of unreasonable length', async () => {
    for (const returnTo of ['/events\u0000', `/${'a'.repeat(RETURN_PATH_MAX_LENGTH)}`]) {
      const start = await t.app.inject({ method: 'GET', url: '/api/user/to-google', query: { returnTo } });
      expect(start.statusCode).toBe(400);
    }
  });
});

describe('the Google return to a web client on another allowed origin', () => {
  it('a returning user lands on the page it asked for, signed in by the cookie, with no token in the address', async () => {
    await signUpWithGoogle('partner-user', 'partner.user@gmail.test', 'partneruser');
    const back = await returnFromGoogle('partner-user', `${PARTNER}/events/12?tab=info#reviews`);
    expect(back.headers.location).toBe(`${PARTNER}/events/12?tab=info&login=google#reviews`);
    expectNoSecretIn(back.headers.location as string);
    expect(cookieOf(back, 'moim_session')).toMatchObject({ httpOnly: true, path: '/' });
  });

  it("the original client sends no returnTo: it comes back to its own home page (the Referer's origin)", async () => {
    const back = await returnFromGoogle('partner-user', undefined, `${PARTNER}/logIn`);
    expect(back.headers.location).toBe(`${PARTNER}/?login=google`);
    expectNoSecretIn(back.headers.location as string);
    // From this site's own pages, or a foreign one, nothing changes: this site's home page.
    expect((await returnFromGoogle('partner-user', undefined, 'http://moim.test/logIn')).headers.location).toBe(
      '/?login=google',
    );
    expect((await returnFromGoogle('partner-user', undefined, 'https://evil.example/')).headers.location).toBe(
      '/?login=google',
    );
  });

  it("a new person, an account to link and a refusal go on to that client's own pages", async () => {
    googleAccount('partner-new', 'partner.new@gmail.test');
    const signUp = await returnFromGoogle('partner-new', `${PARTNER}/events/7`);
    expect(signUp.headers.location).toBe(
      `${PARTNER}/googleSignUp?email=partner.new%40gmail.test&name=Jun+Seo&returnTo=%2Fevents%2F7`,
    );
    expectNoSecretIn(signUp.headers.location as string);
    expect(cookieOf(signUp, 'moim_google')).toMatchObject({ httpOnly: true, path: '/api/user' });

    const owner = await registerUser(t);
    googleAccount('partner-link', owner.email);
    const link = await returnFromGoogle('partner-link', `${PARTNER}/`);
    expect(link.headers.location).toBe(`${PARTNER}/logIn?googleLink=1`);

    const refused = await returnFromGoogle('nobody-from-partner', `${PARTNER}/events/7`);
    expect(refused.headers.location).toBe(`${PARTNER}/logIn?googleError=googleSignInFailed&returnTo=%2Fevents%2F7`);
  });

  it.each([
    'https://evil.example/events/1',
    'https://partner.example.evil.example/',
    'http://partner.example/',
    'https://partner.example@evil.example/',
    'javascript:alert(1)',
  ])('never goes to an origin that is not allowed: %s is ignored', async (returnTo) => {
    // Refused: the allowed page the sign-in came from (the Referer) is where it ends instead.
    const back = await returnFromGoogle('partner-user', returnTo, `${PARTNER}/events/3`);
    expect(back.headers.location).toBe(`${PARTNER}/?login=google`);
    googleAccount('partner-open-redirect', 'partner.open.redirect@gmail.test');
    const signUp = await returnFromGoogle('partner-open-redirect', returnTo);
    expect(signUp.headers.location).toBe('/googleSignUp?email=partner.open.redirect%40gmail.test&name=Jun+Seo');
  });
});
