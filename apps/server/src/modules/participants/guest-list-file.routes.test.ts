import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser, type TestUser } from '../../test/accounts.ts';
import { createEvent } from '../../test/events.ts';
import { decide, join, participantId } from '../../test/participation.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let host: TestUser;
let guest: TestUser;
let applicant: TestUser;
let eventId: number;
beforeAll(async () => {
  t = await createTestApp();
  host = await registerUser(t, { username: 'Hana Kim' });
  guest = await registerUser(t, { username: 'Bob Lee' });
  applicant = await registerUser(t, { username: '=HYPERLINK("http://evil.example")' });
  // Tomorrow at 14:30 in Korea: check-in is open from today 14:30.
  eventId = (await createEvent(t, host, { type: 'Register', question: 'Any allergies?', date: '2026-03-03' })).id;
  await join(t, guest, eventId, { answer: 'Peanuts, "a lot"' });
  await join(t, applicant, eventId, { answer: '+1 friend' });
  const id = await participantId(t, guest, eventId);
  expect((await decide(t, host, id, eventId, 'Approved')).statusCode).toBe(200);
  t.clock.set('2026-03-02T06:00:00Z');
  const checkIn = await t.app.inject({
    method: 'POST',
    url: `/api/events/${eventId}/check-in`,
    payload: { participantId: id },
    headers: host.auth,
  });
  expect(checkIn.statusCode).toBe(200);
});
afterAll(() => t.close());

const download = (user: TestUser | null, id = eventId, language = 'en') =>
  t.app.inject({
    method: 'GET',
    url: `/api/events/${id}/guests.csv`,
    headers: { ...(user?.auth ?? {}), 'accept-language': language },
  });

/** The file's rows as the host's spreadsheet reads them. */
function rowsOf(body: string): string[][] {
  expect(body.startsWith('\uFEFF')).toBe(true);
  const rows: string[][] = [];
  const cell = /("(?:[^"]|"")*"|[^,\r\n]*)(,|\r\n|$)/gy;
  let row: string[] = [];
  for (let at = 1; at < body.length;) {
    cell.lastIndex = at;
    const match = cell.exec(body)!;
    const raw = match[1]!;
    row.push(raw.startsWith('"') ? raw.slice(1, -1).replaceAll('""', '"') : raw);
    at = cell.lastIndex;
    if (match[2] !== ',') {
      rows.push(row);
      row = [];
    }
  }
  return rows;
}

describe('GET /api/events/:id/guests.csv', () => {
  it('gives the host the guest list as a file: name, user ID, status, answer, when they applied and checked in', async () => {
    const r = await download(host);
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(r.headers['content-disposition']).toBe(`attachment; filename="moim-guests-${eventId}.csv"`);
    expect(r.headers['cache-control']).toBe('private, no-store');
    const [header, ...rows] = rowsOf(r.body);
    expect(header).toEqual(['Name', 'User ID', 'Status', 'Answer', 'Applied (Korea time)', 'Checked in (Korea time)']);
    expect(rows.map((row) => row.slice(0, 4))).toEqual([
      ['Hana Kim', host.userId, 'Host', ''],
      ['Bob Lee', guest.userId, 'Approved', 'Peanuts, "a lot"'],
      // A cell that a spreadsheet would run as a formula is escaped.
      [`'=HYPERLINK("http://evil.example")`, applicant.userId, 'Pending', `'+1 friend`],
    ]);
    expect(rows[1]![4]).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M$/);
    expect(rows.map((row) => row[5])).toEqual(['', 'Mar 2, 2026, 3:00 PM', '']);
  });

  it('never holds an e-mail address, a birth date or a password', async () => {
    const body = (await download(host)).body;
    for (const user of [host, guest, applicant]) expect(body).not.toContain(user.email);
    expect(body).not.toContain('1995');
    expect(body).not.toMatch(/\$argon2|\$2[aby]\$/);
  });

  it("is written in the host's language", async () => {
    const [header, hostRow] = rowsOf((await download(host, eventId, 'ko')).body);
    expect(header).toEqual(['이름', '아이디', '상태', '답변', '신청 시각(한국 시간)', '체크인 (한국 시간)']);
    expect(hostRow![2]).toBe('호스트');
  });

  it('is the host’s alone', async () => {
    expect((await download(null)).statusCode).toBe(401);
    const r = await download(guest);
    expect(r.statusCode).toBe(403);
    expect(r.json().code).toBe('forbidden');
    expect((await download(host, 999_999)).json().code).toBe('eventNotFound');
  });
});
