import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenService } from '../../lib/tokens.ts';
import { nextIp, registerUser } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let tokens: ReturnType<typeof createTokenService>;
beforeAll(async () => {
  t = await createTestApp();
  tokens = createTokenService(t.config.sessionSecret!, t.clock);
});
afterAll(() => t.close());

const ticketFor = (email: string, purpose: 'google-signup' | 'google-link' = 'google-signup', subject = email) =>
  tokens.sign(purpose, { iss_: 'https://accounts.google.com', sub_: `sub-${subject}`, email, name: 'Jun Seo' }, 1800);

const googleSignUp = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/user/googleSignUp', payload, remoteAddress: nextIp() });

describe('Google sign-in', () => {
  it('is off without a client id: no button, no redirect', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/config' })).json()).toMatchObject({ googleSignIn: false });
    expect((await t.app.inject({ method: 'GET', url: '/api/user/to-google' })).statusCode).toBe(404);
  });

  it('signs a new user up with a valid ticket and signs them in', async () => {
    const email = 'jun.google@example.com';
    const r = await googleSignUp({
      email,
      userId: 'junseo',
      dob: '1998-07-01',
      gender: 'male',
      nationality: 'KR',
      ticket: await ticketFor(email),
    });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ userId: 'junseo', passwordChangeRequired: false });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: { authorization: `Bearer ${r.json().access_token}` },
    });
    expect(me.json()).toMatchObject({ email, username: 'Jun Seo', hasPassword: false });
  });

  it('requires the ticket: without it, forged, expired, or for another e-mail it is refused', async () => {
    const base = {
      email: 'no.ticket@example.com',
      userId: 'noticket',
      dob: '1998-07-01',
      gender: 'male',
      nationality: 'KR',
    };
    expect((await googleSignUp(base)).json()).toMatchObject({ code: 'googleTicketInvalid' });
    expect((await googleSignUp(base)).statusCode).toBe(401);
    expect((await googleSignUp({ ...base, ticket: 'forged' })).json().code).toBe('googleTicketInvalid');
    expect((await googleSignUp({ ...base, ticket: await ticketFor('someone.else@example.com') })).statusCode).toBe(401);
    const ticket = await ticketFor(base.email);
    expect((await googleSignUp({ ...base, ticket: await ticketFor(base.email, 'google-link') })).statusCode).toBe(401);
    t.clock.advance(31 * 60_000);
    expect((await googleSignUp({ ...base, ticket })).statusCode).toBe(401);
  });

  it('checks the ID, date of birth, gender and nationality like sign-up', async () => {
    const taken = await registerUser(t);
    const email = 'rules.google@example.com';
    const ticket = await ticketFor(email);
    const base = { email, userId: 'rulesgoogle', dob: '1998-07-01', gender: 'male', nationality: 'KR', ticket };
    expect((await googleSignUp({ ...base, userId: taken.userId })).json().message).toBe(
      'The userId is already in use.',
    );
    expect((await googleSignUp({ ...base, userId: 'bad id' })).statusCode).toBe(400);
    expect((await googleSignUp({ ...base, gender: 'x' })).json().code).toBe('genderInvalid');
    expect((await googleSignUp({ ...base, nationality: 'QQ' })).json().code).toBe('nationalityInvalid');
    expect((await googleSignUp({ ...base, dob: '2020-01-01' })).json().code).toBe('dobTooYoung');
  });

  it('links Google to a password account only after that account signs in', async () => {
    const user = await registerUser(t);
    const ticket = await ticketFor(user.email, 'google-link');
    const stranger = await registerUser(t);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/user/linkGoogle',
      payload: { ticket },
      headers: stranger.auth,
    });
    expect(refused.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/user/linkGoogle', payload: { ticket } })).statusCode).toBe(
      401,
    );
    const linked = await t.app.inject({
      method: 'POST',
      url: '/api/user/linkGoogle',
      payload: { ticket },
      headers: user.auth,
    });
    expect(linked.statusCode).toBe(200);
    expect(linked.json().message).toBe('Your Google account is now connected.');
  });

  it('refuses to link a Google account that belongs to another Moim account', async () => {
    const first = await registerUser(t);
    const second = await registerUser(t);
    const link = async (user: typeof first, email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/linkGoogle',
        payload: { ticket: await ticketFor(email, 'google-link', 'shared-google-account') },
        headers: user.auth,
      });
    expect((await link(first, first.email)).statusCode).toBe(200);
    // The same Google account (its e-mail changed since) cannot be connected to a second account.
    const refused = await link(second, second.email);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'googleLinkedElsewhere',
      message: 'This Google account is already connected to another Moim account.',
    });
    // Linking it again to the account it belongs to is fine.
    expect((await link(first, first.email)).statusCode).toBe(200);
  });
});
