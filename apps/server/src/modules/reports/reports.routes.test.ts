import { REPORT_REASON_MAX_LENGTH } from '@moim/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crowd, type TestUser } from '../../test/accounts.ts';
import { eventWithGuests, storeMessages } from '../../test/chat.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { queryRows } from '../../test/test-database.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const report = (user: TestUser | null, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/reports',
    payload: payload as object,
    headers: { ...user?.auth, ...headers },
  });

const stored = () =>
  queryRows<{
    targetType: string;
    targetId: string;
    reason: string;
    snapshot: string;
    reporter: string;
    reported: string;
  }>(
    t.database,
    sql`select r.target_type as "targetType", r.target_id as "targetId", r.reason, r.snapshot,
          a.user_id as reporter, b.user_id as reported
        from reports r join users a on a.id = r.reporter_id left join users b on b.id = r.reported_user_id
        order by r.id`,
  );

describe('POST /reports', () => {
  it('stores a report of a message by a member of its room, and of an event, and thanks the reporter', async () => {
    const [host, ana, ben] = await crowd(t, 3);
    const { eventId, roomId } = await eventWithGuests(t, host!, [ana!, ben!]);
    const [messageId] = await storeMessages(t, roomId, ana!, ['Buy my crypto course']);

    const r = await report(ben!, { targetType: 'message', targetId: messageId!, reason: '  Spam  ' });
    expect(r.statusCode).toBe(201);
    expect(r.json()).toEqual({ success: true, message: 'Thank you. Our team will review your report.' });
    const ko = await report(
      ben!,
      { targetType: 'event', targetId: eventId, reason: '사기' },
      { 'accept-language': 'ko' },
    );
    expect(ko.statusCode).toBe(201);
    expect(ko.json().message).toBe('신고해 주셔서 감사합니다. 운영팀이 검토하겠습니다.');
    // The same report again is answered the same and stored once.
    expect((await report(ben!, { targetType: 'message', targetId: messageId!, reason: 'Spam' })).statusCode).toBe(201);

    expect(await stored()).toEqual([
      {
        targetType: 'message',
        targetId: String(messageId),
        reason: 'Spam',
        snapshot: 'Buy my crypto course',
        reporter: ben!.userId,
        reported: ana!.userId,
      },
      {
        targetType: 'event',
        targetId: String(eventId),
        reason: '사기',
        snapshot: 'Hangang picnic',
        reporter: ben!.userId,
        reported: host!.userId,
      },
    ]);
  });

  it('refuses a message of a room the reporter is not in, a target that does not exist, and bad input', async () => {
    const [host, ana, outsider] = await crowd(t, 3);
    const { roomId } = await eventWithGuests(t, host!, [ana!]);
    const [messageId] = await storeMessages(t, roomId, ana!, ['hello']);
    const before = (await stored()).length;
    expect((await report(outsider!, { targetType: 'message', targetId: messageId!, reason: 'Rude' })).statusCode).toBe(
      403,
    );
    const missing = await report(outsider!, { targetType: 'event', targetId: 999_999, reason: 'Rude' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'reportTargetNotFound' });
    expect((await report(outsider!, { targetType: 'message', targetId: 999_999, reason: 'Rude' })).statusCode).toBe(
      404,
    );
    for (const [payload, code] of [
      [{ targetType: 'message', targetId: messageId!, reason: '   ' }, 'reportReasonRequired'],
      [{ targetType: 'person', targetId: 1, reason: 'Rude' }, 'reportTargetInvalid'],
      [{ targetType: 'user', targetId: '', reason: 'Rude' }, undefined],
      [{ targetType: 'review', targetId: 'abc', reason: 'Rude' }, undefined],
      [{ targetType: 'event', targetId: 1, reason: 'x'.repeat(REPORT_REASON_MAX_LENGTH + 1) }, undefined],
    ] as const) {
      const r = await report(ana!, payload);
      expect(r.statusCode).toBe(400);
      if (code) expect(r.json().code).toBe(code);
    }
    expect((await report(null, { targetType: 'event', targetId: 1, reason: 'Rude' })).statusCode).toBe(401);
    expect(await stored()).toHaveLength(before);
  });

  it('stores a report of a review (its text as plain text) and of a person, by anyone signed in, but not of oneself', async () => {
    const [host, guest, stranger] = await crowd(t, 3);
    const { eventId } = await eventWithGuests(t, host!, [guest!]);
    const [review] = await queryRows<{ id: number }>(
      t.database,
      sql`insert into reviews (event_id, user_id, rating, comment, created_at)
          select ${eventId}, id, 1, '<p>Worst <b>host</b> ever</p>', now() from users where user_id = ${guest!.userId}
          returning id`,
    );
    const before = (await stored()).length;
    expect(
      (await report(stranger!, { targetType: 'review', targetId: review!.id, reason: 'Insults' })).statusCode,
    ).toBe(201);
    expect(
      (await report(stranger!, { targetType: 'user', targetId: host!.userId, reason: 'Harassment' })).statusCode,
    ).toBe(201);
    const self = await report(host!, { targetType: 'user', targetId: host!.userId, reason: 'Me' });
    expect(self.statusCode).toBe(400);
    expect(self.json().code).toBe('reportSelf');
    const nobody = await report(host!, { targetType: 'user', targetId: 'nobody404', reason: 'Who' });
    expect(nobody.statusCode).toBe(404);
    const [reviewReport, userReport] = (await stored()).slice(before);
    expect(reviewReport).toMatchObject({
      targetType: 'review',
      targetId: String(review!.id),
      snapshot: 'Worst host ever',
      reporter: stranger!.userId,
      reported: guest!.userId,
    });
    expect(userReport).toMatchObject({ targetType: 'user', reporter: stranger!.userId, reported: host!.userId });
    expect(await stored()).toHaveLength(before + 2);
  });

  it('refuses more than 20 reports an hour from one person', async () => {
    const [host, reporter] = await crowd(t, 2);
    const { eventId } = await eventWithGuests(t, host!, []);
    for (let i = 0; i < 20; i++) {
      expect(
        (await report(reporter!, { targetType: 'event', targetId: eventId, reason: `Reason ${i}` })).statusCode,
      ).toBe(201);
    }
    const refused = await report(reporter!, { targetType: 'event', targetId: eventId, reason: 'Again' });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    t.clock.advance(60 * 60 * 1000);
    expect((await report(reporter!, { targetType: 'event', targetId: eventId, reason: 'Later' })).statusCode).toBe(201);
  });
});
