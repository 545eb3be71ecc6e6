import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type TestUser } from '../../test/accounts.ts';
import { createEvent } from '../../test/events.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { queryRows } from '../../test/test-database.ts';

let t: TestApp;
let host: TestUser;
let guest: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  host = await registerUser(t);
  guest = await registerUser(t);
});
afterAll(() => t.close());

const join = (user: TestUser, eventId: number, extra: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/participants/createParticipant',
    payload: { eventId, userId: user.userId, answer: 'No allergies', ...extra },
    headers: user.auth,
  });
const seats = async (eventId: number) =>
  (
    await queryRows<{ count: number; rows: number }>(
      t.database,
      sql`select participants_count as count,
            (select count(*)::int from participants where event_id = ${eventId} and status = 'Approved') as rows
          from events where id = ${eventId}`,
    )
  )[0]!;

describe('POST /api/participants/createParticipant', () => {
  it('approves a FirstCome guest at once and adds them to the chat room', async () => {
    const event = await createEvent(t, host);
    const r = await join(guest, event.id);
    expect(r.statusCode).toBe(201);
    expect(r.json()).toMatchObject({ participant: { status: 'Approved' }, message: 'Registration successful!' });
    expect(await seats(event.id)).toEqual({ count: 2, rows: 2 });
    const members = await queryRows(
      t.database,
      sql`select 1 from chat_room_members m join chat_rooms r on r.id = m.room_id where r.event_id = ${event.id}`,
    );
    expect(members).toHaveLength(2);
    const check = await t.app.inject({
      method: 'GET',
      url: `/api/participants/checkParticipation?eventId=${event.id}&userId=${guest.userId}`,
      headers: guest.auth,
    });
    expect(check.json()).toEqual({ isParticipating: true, status: 'Approved' });
    expect((await join(guest, event.id)).json().code).toBe('alreadyJoined');
  });

  it('keeps a Register guest pending with the answer, taking no seat', async () => {
    const event = await createEvent(t, host, { type: 'Register' });
    const r = await join(guest, event.id);
    expect(r.json().participant.status).toBe('Pending');
    expect(await seats(event.id)).toEqual({ count: 1, rows: 1 });
    const [row] = await queryRows<{ answer: string }>(
      t.database,
      sql`select answer from participants where event_id = ${event.id} and status = 'Pending'`,
    );
    expect(row?.answer).toBe('No allergies');
  });

  it('never gives away more seats than there are, however many join at once', async () => {
    const event = await createEvent(t, host, { minParticipants: 1, maxParticipants: 4 });
    const crowd = await Promise.all(Array.from({ length: 10 }, () => registerUser(t)));
    const results = await Promise.all(crowd.map((user) => join(user, event.id)));
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(results.filter((r) => r.statusCode === 409).every((r) => r.json().message === 'This event is full.')).toBe(
      true,
    );
    expect(await seats(event.id)).toEqual({ count: 4, rows: 4 });
  });

  it('refuses the host, a past event, a rejected user, and another user id', async () => {
    const event = await createEvent(t, host);
    expect((await join(host, event.id)).json().code).toBe('hostCannotJoin');
    expect((await join(guest, event.id, { userId: host.userId })).statusCode).toBe(403);

    const rejected = await registerUser(t);
    const register = await createEvent(t, host, { type: 'Register' });
    await join(rejected, register.id);
    await t.database.db.execute(sql`update participants set status = 'Rejected' where event_id = ${register.id}`);
    const again = await join(rejected, register.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('joinRefused');

    const soon = await createEvent(t, host, { date: '2026-03-02', time: '12:30' });
    t.clock.advance(31 * 60_000);
    expect((await join(guest, soon.id)).json().code).toBe('eventClosed');
  });

  it('needs a signed-in user and an existing event', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/participants/createParticipant', payload: { eventId: 1 } }))
        .statusCode,
    ).toBe(401);
    expect((await join(guest, 987654)).statusCode).toBe(404);
  });
});
