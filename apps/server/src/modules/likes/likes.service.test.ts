import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crowd, registerUser, type TestUser } from '../../test/accounts.ts';
import { createEvent } from '../../test/events.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { queryRows } from '../../test/test-database.ts';

// A like is one statement (likes.repository.ts `toggle`): the quota's hit, the like added or
// removed, and the event's count moved by the rows really changed. On PostgreSQL
// (TEST_DATABASE_URL) the toggles below really race; on PGlite they run one at a time.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const deleteEvent = (id: number) => t.database.db.execute(sql`delete from events where id = ${id}`);
const toggle = (user: TestUser, eventId: number) =>
  t.app.inject({ method: 'POST', url: `/api/likes/${eventId}/like`, payload: {}, headers: user.auth });
async function countAndRows(eventId: number): Promise<{ count: number; rows: number }> {
  const [row] = await queryRows<{ count: number; rows: number }>(
    t.database,
    sql`select likes_count as count, (select count(*)::int from likes where event_id = ${eventId}) as rows
        from events where id = ${eventId}`,
  );
  return row!;
}

describe('a like of an event that is gone', () => {
  it('is a 404, for a like and for an unlike, and counts nothing against the quota', async () => {
    const host = await registerUser(t);
    const guest = await registerUser(t);
    const kept = await createEvent(t, host);
    const gone = await createEvent(t, host);
    expect((await toggle(guest, gone.id)).json()).toEqual({ likesLen: 1, isLiked: true });
    await deleteEvent(gone.id);
    for (let i = 0; i < 2; i++) {
      const r = await toggle(guest, gone.id);
      expect(r.statusCode).toBe(404);
      expect(r.json().code).toBe('eventNotFound');
    }
    const [quota] = await queryRows<{ hits: number }>(
      t.database,
      sql`select hits from rate_limits
          where key = 'quota:likes:user:' || (select id from users where user_id = ${guest.userId})`,
    );
    expect(quota?.hits).toBe(1);
    expect((await toggle(guest, kept.id)).json()).toEqual({ likesLen: 1, isLiked: true });
  });
});

describe('likes under concurrency', () => {
  it('keeps the count equal to the rows when many people like and unlike one event at once', async () => {
    const host = await registerUser(t);
    const event = await createEvent(t, host);
    const people = await crowd(t, 12);
    // Everyone likes; then half unlike while the other half like a second time (an unlike), and
    // a few press twice at once.
    const first = await Promise.all(people.map((person) => toggle(person, event.id)));
    expect(first.map((r) => r.statusCode)).toEqual(people.map(() => 200));
    expect(await countAndRows(event.id)).toEqual({ count: 12, rows: 12 });
    const second = await Promise.all([
      ...people.map((person) => toggle(person, event.id)),
      ...people.slice(0, 4).map((person) => toggle(person, event.id)),
    ]);
    expect(second.map((r) => r.statusCode)).toEqual(second.map(() => 200));
    const after = await countAndRows(event.id);
    expect(after.count).toBe(after.rows);
    expect(after.rows).toBeGreaterThanOrEqual(0);
    expect(after.rows).toBeLessThanOrEqual(4);
    // Each answer's count was the event's count right after that toggle: never below zero.
    for (const r of second) expect(r.json().likesLen).toBeGreaterThanOrEqual(0);
  });
});
