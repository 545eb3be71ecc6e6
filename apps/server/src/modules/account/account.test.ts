import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type TestUser } from '../../test/accounts.ts';
import { eventWithGuests, storeMessages } from '../../test/chat.ts';
import { createEvent } from '../../test/events.ts';
import { join } from '../../test/participation.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { QUOTA_EVENTS_PER_DAY: '1000' } });
});
afterAll(() => t.close());

const exportOf = (user: TestUser | undefined) =>
  t.app.inject({ method: 'GET', url: '/api/user/export', headers: user?.auth ?? {} });
const settings = (user: TestUser, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PATCH', url: '/api/notifications/settings', headers: user.auth, payload });

describe('the export of a person’s own data', () => {
  it('holds everything of that person, and nothing of anyone else', async () => {
    const mina = await registerUser(t, {
      termsAccepted: true,
      marketingAccepted: true,
      email: 'mina.export@example.com',
    });
    const host = await registerUser(t, { email: 'host.secret@example.com', username: 'Host Person' });
    const other = await registerUser(t, { email: 'other.secret@example.com' });

    await createEvent(t, mina, {
      name: 'Mina’s board games',
      question: 'Which games?',
      secondLanguage: 'ko',
      secondName: '미나의 보드게임',
      secondDescription: '<p>같이 놀아요</p>',
    });
    const theirs = await createEvent(t, host, { name: 'Host’s hike', type: 'Register', question: 'Allergies?' });
    await join(t, mina, theirs.id, { answer: 'Peanuts, please' });
    await join(t, other, theirs.id, { answer: 'Other’s private answer' });
    await t.app.inject({ method: 'POST', url: `/api/likes/${theirs.id}/like`, headers: mina.auth, payload: {} });
    const { roomId } = await eventWithGuests(t, host, [mina, other]);
    await storeMessages(t, roomId, mina, ['Mina says hello']);
    await storeMessages(t, roomId, other, ['Other says something private']);
    await t.app.inject({
      method: 'POST',
      url: '/api/reports',
      headers: mina.auth,
      payload: { targetType: 'event', targetId: theirs.id, reason: 'Looks like spam' },
    });
    await t.app.inject({ method: 'POST', url: `/api/user/follow/${host.userId}`, headers: mina.auth });
    await t.app.inject({ method: 'POST', url: `/api/user/block/${other.userId}`, headers: mina.auth });
    expect((await settings(mina, { marketing: false })).statusCode).toBe(200);
    expect((await settings(mina, { marketing: true })).statusCode).toBe(200);

    const r = await exportOf(mina);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-disposition']).toMatch(
      /^attachment; filename="moim-data-user\d+-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(r.headers['cache-control']).toBe('no-store');
    const data = r.json();
    expect(data.profile).toMatchObject({
      userId: mina.userId,
      email: 'mina.export@example.com',
      dob: '1995-04-12',
      hasPassword: true,
    });
    expect(data.consents.termsAcceptedAt).toEqual(expect.any(String));
    expect(data.consents.history.map((c: { kind: string; given: boolean }) => [c.kind, c.given])).toEqual([
      ['terms', true],
      ['marketing', true],
      ['marketing', false],
      ['marketing', true],
    ]);
    expect(data.eventsHosted).toContainEqual(
      expect.objectContaining({
        name: 'Mina’s board games',
        secondLanguage: 'ko',
        secondName: '미나의 보드게임',
        secondDescription: '<p>같이 놀아요</p>',
      }),
    );
    expect(data.participations).toContainEqual(
      expect.objectContaining({ eventId: theirs.id, status: 'Pending', answer: 'Peanuts, please' }),
    );
    expect(data.likes).toEqual([expect.objectContaining({ eventId: theirs.id })]);
    expect(data.chatMessages).toEqual([expect.objectContaining({ roomId, content: 'Mina says hello' })]);
    expect(data.reports).toEqual([expect.objectContaining({ targetType: 'event', reason: 'Looks like spam' })]);
    expect(data.following).toEqual([expect.objectContaining({ userId: host.userId })]);
    expect(data.blocked).toEqual([expect.objectContaining({ userId: other.userId })]);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.notificationSettings.channels.reminder).toEqual(
      expect.objectContaining({ email: expect.any(Boolean) }),
    );

    // Nothing of anyone else: not their e-mail, their answers or their messages.
    for (const secret of [
      'host.secret@example.com',
      'other.secret@example.com',
      'Other’s private answer',
      'Other says',
    ]) {
      expect(r.body).not.toContain(secret);
    }
  });

  it('is for its person alone, signed in, and not made over and over', async () => {
    expect((await exportOf(undefined)).statusCode).toBe(401);
    const busy = await registerUser(t);
    for (let i = 0; i < 10; i++) expect((await exportOf(busy)).statusCode).toBe(200);
    const refused = await exportOf(busy);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('tooManyRequests');
  });
});
