import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTokenService } from '../../lib/tokens.ts';
import { crowd, registerUser, type TestUser } from '../../test/accounts.ts';
import { createEvent } from '../../test/events.ts';
import { decide, join, participantId } from '../../test/participation.ts';
import { createTestApp, TEST_NOW, type TestApp } from '../../test/test-app.ts';
import { queryRows } from '../../test/test-database.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { QUOTA_EVENTS_PER_DAY: '1000' } });
});
beforeEach(() => t.clock.set(TEST_NOW));
afterAll(() => t.close());

interface StoredMail {
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string> | null;
}
const mailsTo = (user: TestUser) =>
  queryRows<StoredMail>(
    t.database,
    sql`select subject, text, html, headers from mail_outbox where recipient = ${user.email} order by id`,
  );

/** A guest the host of a new Register event accepts: the `accepted` mail is on by default. */
async function acceptedGuest(guest?: TestUser) {
  const host = await registerUser(t);
  const event = await createEvent(t, host, { type: 'Register', name: 'Board games', maxParticipants: 10 });
  const [person] = guest ? [guest] : await crowd(t, 1);
  await join(t, person!, event.id);
  await decide(t, host, await participantId(t, person!, event.id), event.id, 'Approved');
  return person!;
}

/** The one-click URL of the mail's `List-Unsubscribe` header, as a path the app answers. */
function oneClickPath(mail: StoredMail): string {
  const url = /^<(.+)>$/.exec(mail.headers!['List-Unsubscribe']!)![1]!;
  return new URL(url).pathname + new URL(url).search;
}

/** What a mail program sends (RFC 8058): a form POST without cookies. */
const oneClick = (path: string) =>
  t.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'List-Unsubscribe=One-Click',
  });

const emailOf = async (user: TestUser, kind: string) => {
  const r = await t.app.inject({ method: 'GET', url: '/api/notifications/settings', headers: user.auth });
  return (r.json() as { channels: Record<string, { email: boolean; inApp: boolean }> }).channels[kind]!;
};

describe('one-click unsubscribe (RFC 8058)', () => {
  it('every notification mail carries the headers and a footer with the unsubscribe page and the settings', async () => {
    const guest = await acceptedGuest();
    const [mail] = await mailsTo(guest);
    expect(mail!.headers).toEqual({
      'List-Unsubscribe': expect.stringMatching(/^<http:\/\/moim\.test\/api\/notifications\/unsubscribe\?token=/),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mail!.text).toMatch(/Stop these e-mails: http:\/\/moim\.test\/unsubscribe\?token=/);
    expect(mail!.text).toMatch(/Choose what Moim sends you: http:\/\/moim\.test\/settings\/notifications/);
    expect(mail!.html).toMatch(/<a href="http:\/\/moim\.test\/settings\/notifications">/);
  });

  it("the footer is in the reader's language", async () => {
    const guest = await registerUser(t);
    const language = { method: 'PUT' as const, url: '/api/user/language', headers: guest.auth };
    expect((await t.app.inject({ ...language, payload: { language: 'ko' } })).statusCode).toBe(200);
    await acceptedGuest(guest);
    const [mail] = await mailsTo(guest);
    expect(mail!.text).toContain('이런 메일 그만 받기: ');
  });

  it("a mail program's one-click POST turns off that kind's e-mail only, without a sign-in", async () => {
    const guest = await acceptedGuest();
    const r = await oneClick(oneClickPath((await mailsTo(guest))[0]!));
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ topic: 'accepted' });
    expect(await emailOf(guest, 'accepted')).toEqual({ inApp: true, email: false, push: true });
    expect((await emailOf(guest, 'rejected')).email).toBe(true);

    // The next acceptance is told in the app, not by mail.
    await acceptedGuest(guest);
    expect(await mailsTo(guest)).toHaveLength(1);
  });

  it('the site’s page posts the token as the link has it (no form body)', async () => {
    const guest = await acceptedGuest();
    const r = await t.app.inject({ method: 'POST', url: oneClickPath((await mailsTo(guest))[0]!) });
    expect(r.json()).toEqual({ topic: 'accepted' });
  });

  it('a replayed link answers the same and changes nothing more', async () => {
    const guest = await acceptedGuest();
    const path = oneClickPath((await mailsTo(guest))[0]!);
    expect((await oneClick(path)).statusCode).toBe(200);
    // The person turns the mail on again; the old link, used again, stops it again: it is theirs.
    await t.app.inject({
      method: 'PATCH',
      url: '/api/notifications/settings',
      headers: guest.auth,
      payload: { channels: { accepted: { email: true } } },
    });
    const again = await oneClick(path);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ topic: 'accepted' });
    expect((await emailOf(guest, 'accepted')).email).toBe(false);
    expect((await emailOf(guest, 'rejected')).email).toBe(true);
  });

  it('a forged or altered token changes nothing and says the link is not valid', async () => {
    const guest = await acceptedGuest();
    const victim = await registerUser(t);
    const [victimId] = await queryRows<{ id: string }>(
      t.database,
      sql`select id from users where user_id = ${victim.userId}`,
    );
    const token = new URL(`http://x${oneClickPath((await mailsTo(guest))[0]!)}`).searchParams.get('token')!;
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    const otherPayload = Buffer.from(JSON.stringify({ ...claims, sub: victimId!.id })).toString('base64url');
    const forgedElsewhere = await createTokenService('not the server secret, but long enough', t.clock).sign(
      'unsubscribe',
      { sub: victimId!.id, topic: 'accepted' },
      3600,
    );
    const ofAnotherPurpose = await createTokenService('not the server secret, but long enough', t.clock).sign(
      'access',
      { sub: victimId!.id, topic: 'accepted' },
      3600,
    );
    for (const bad of [
      `${header}.${otherPayload}.${signature}`,
      `${header}.${payload}.${signature!.slice(0, -2)}AA`,
      forgedElsewhere,
      ofAnotherPurpose,
      'not-a-token',
    ]) {
      const r = await oneClick(`/api/notifications/unsubscribe?token=${encodeURIComponent(bad)}`);
      expect(r.statusCode, bad).toBe(400);
      expect(r.json()).toMatchObject({ code: 'unsubscribeLinkInvalid' });
    }
    expect((await emailOf(victim, 'accepted')).email).toBe(true);
  });

  it('an expired link is refused', async () => {
    const guest = await acceptedGuest();
    const path = oneClickPath((await mailsTo(guest))[0]!);
    t.clock.set(new Date(new Date(TEST_NOW).getTime() + 401 * 24 * 3600 * 1000).toISOString());
    expect((await oneClick(path)).json()).toMatchObject({ code: 'unsubscribeLinkInvalid' });
    t.clock.set(TEST_NOW);
    expect((await emailOf(guest, 'accepted')).email).toBe(true);
  });

  it('answers 4xx to missing, hostile and huge tokens and bodies', async () => {
    for (const query of ['', '?token=', '?token=a%00b', `?token=${'a'.repeat(5000)}`]) {
      const r = await oneClick(`/api/notifications/unsubscribe${query}`);
      expect(r.statusCode, query).toBe(400);
    }
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/unsubscribe?token=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a'.repeat(10_000),
    });
    expect(huge.statusCode).toBe(413);
  });
});
