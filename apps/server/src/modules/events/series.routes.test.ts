import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { crowd, type TestUser } from '../../test/accounts.ts';
import { eventPayload } from '../../test/events.ts';
import { join } from '../../test/participation.ts';
import { createTestApp, TEST_NOW, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let host: TestUser;
beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(async () => {
  t.clock.set(TEST_NOW);
  host = (await crowd(t, 1))[0]!;
});
afterAll(() => t.close());

const submit = async (overrides: Record<string, unknown>, user: TestUser = host) =>
  t.app.inject({
    method: 'POST',
    url: '/api/events/submit',
    payload: await eventPayload(t, user, overrides),
    headers: user.auth,
  });
const detailOf = async (id: number, user?: TestUser) =>
  (await t.app.inject({ method: 'GET', url: `/api/events/getEvents/${id}`, headers: user?.auth ?? {} })).json();
const hosted = async () =>
  (await t.app.inject({ method: 'GET', url: `/api/events/getEventsByHostId/${host.userId}` })).json() as {
    id: number;
    date: string;
    startsAt: string;
    endsAt: string;
  }[];

describe('a series of events', () => {
  it('publishes one event per date, each lasting as long, and each lists the other dates still to come', async () => {
    const r = await submit({
      date: '2026-03-14',
      time: '19:00',
      endTime: '21:30',
      repeat: { every: 'weekly', count: 3 },
    });
    expect(r.statusCode).toBe(201);
    const first = r.json().event;
    expect(first).toMatchObject({ date: '2026-03-14', endTime: '21:30' });
    expect(first.series.next.map((d: { date: string }) => d.date)).toEqual(['2026-03-21', '2026-03-28']);
    const events = (await hosted()).sort((a, b) => a.startsAt.localeCompare(b.startsAt));
    expect(events.map((e) => e.date)).toEqual(['2026-03-14', '2026-03-21', '2026-03-28']);
    for (const event of events) {
      expect(new Date(event.endsAt).getTime() - new Date(event.startsAt).getTime()).toBe(2.5 * 60 * 60 * 1000);
    }
    // Each date is an event of its own: its own guests.
    const [guest] = await crowd(t, 1);
    expect((await join(t, guest!, events[1]!.id)).statusCode).toBe(201);
    expect((await detailOf(events[1]!.id)).participantsCount).toBe(2);
    expect((await detailOf(events[0]!.id)).participantsCount).toBe(1);
    expect((await detailOf(events[1]!.id)).series.next.map((d: { date: string }) => d.date)).toEqual([
      '2026-03-14',
      '2026-03-28',
    ]);
  });

  it('refuses a series without an end, of one or more than 12 dates, or ending before it starts', async () => {
    for (const [repeat, code] of [
      [{ every: 'weekly' }, 'seriesEndRequired'],
      [{ every: 'weekly', count: 13 }, 'seriesTooLong'],
      [{ every: 'weekly', count: 1 }, 'seriesTooLong'],
      [{ every: 'weekly', until: '2026-03-10' }, 'seriesUntilInvalid'],
      [{ every: 'weekly', until: '2027-03-10' }, 'seriesTooLong'],
      [{ every: 'daily', count: 3 }, 'seriesEndRequired'],
    ] as const) {
      const r = await submit({ repeat });
      expect(r.statusCode, JSON.stringify(repeat)).toBe(400);
      expect(r.json().code).toBe(code);
    }
    expect(await hosted()).toEqual([]);
  });

  it('counts every date toward the daily quota of events', async () => {
    expect((await submit({ repeat: { every: 'monthly', count: 12 } })).statusCode).toBe(201);
    expect((await submit({ repeat: { every: 'weekly', count: 8 } })).statusCode).toBe(201);
    // 20 a day: the 21st is refused.
    const refused = await submit({});
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('eventQuotaReached');
  });

  it('cancels one date and leaves the others, or a date and every later one', async () => {
    const r = await submit({ repeat: { every: 'biweekly', count: 4 } });
    const ids = (await hosted()).sort((a, b) => a.startsAt.localeCompare(b.startsAt)).map((e) => e.id);
    expect(ids).toHaveLength(4);
    expect(r.json().event.id).toBe(ids[0]);
    const remove = (id: number, payload: object) =>
      t.app.inject({ method: 'DELETE', url: `/api/events/${id}`, payload, headers: host.auth });
    expect((await remove(ids[1]!, { reason: 'Schedule change' })).statusCode).toBe(200);
    expect((await hosted()).map((e) => e.id).sort()).toEqual([ids[0], ids[2], ids[3]].sort());
    expect((await detailOf(ids[0]!)).series.next.map((d: { id: number }) => d.id)).toEqual([ids[2], ids[3]]);
    expect((await remove(ids[2]!, { reason: 'Schedule change', scope: 'following' })).statusCode).toBe(200);
    expect((await hosted()).map((e) => e.id)).toEqual([ids[0]]);
    expect((await detailOf(ids[0]!)).series.next).toEqual([]);
  });
});
