import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { crowd, registerUser, type TestUser } from '../../test/accounts.ts';
import { createEvent } from '../../test/events.ts';
import { cancel, decide, join, outboxTo, participantId, seats, withStatus } from '../../test/participation.ts';
import { createTestApp, TEST_NOW, type TestApp } from '../../test/test-app.ts';
import { queryRows } from '../../test/test-database.ts';

let t: TestApp;
let host: TestUser;
let guest: TestUser;
beforeAll(async () => {
  // Hosts here post more events in one test day than the daily quota allows.
  t = await createTestApp({ env: { QUOTA_EVENTS_PER_DAY: '1000' } });
  host = await registerUser(t);
  guest = await registerUser(t);
});
beforeEach(() => t.clock.set(TEST_NOW));
afterAll(() => t.close());

const speaksKorean = (user: TestUser) =>
  t.database.db.execute(sql`update users set locale = 'ko' where user_id = ${user.userId}`);
const check = (user: TestUser, eventId: number) =>
  t.app.inject({
    method: 'GET',
    url: `/api/participants/checkParticipation?eventId=${eventId}&userId=${user.userId}`,
    headers: user.auth,
  });
/** A FirstCome event with room for the host and `guests` more. */
const smallEvent = (guests: number, overrides: Record<string, unknown> = {}) =>
  createEvent(t, host, { minParticipants: 1, maxParticipants: guests + 1, ...overrides });

describe('POST /api/participants/createParticipant', () => {
  it('approves a FirstCome guest at once and adds them to the chat room', async () => {
    const event = await createEvent(t, host);
    const r = await join(t, guest, event.id);
    expect(r.statusCode).toBe(201);
    expect(r.json()).toMatchObject({ participant: { status: 'Approved' }, message: 'Registration successful!' });
    expect(r.json().participant).not.toHaveProperty('waitlistPosition');
    expect(await seats(t, event.id)).toMatchObject({ count: 2, approved: 2, members: 2 });
    expect((await check(guest, event.id)).json()).toEqual({
      isParticipating: true,
      status: 'Approved',
      hasReviewed: false,
      // Their own pass for the door (decision 67).
      checkIn: { code: expect.stringMatching(/^[0-9A-HJKMNP-TV-Z]{8}$/), checkedInAt: null },
    });
    expect((await join(t, guest, event.id)).json().code).toBe('alreadyJoined');
    // The seat that second try took went back with its transaction.
    expect(await seats(t, event.id)).toMatchObject({ count: 2, approved: 2, members: 2 });
  });

  it('keeps a Register guest pending with the answer, taking no seat, and tells the host in their language', async () => {
    const koreanHost = await registerUser(t);
    await speaksKorean(koreanHost);
    const event = await createEvent(t, koreanHost, { type: 'Register', name: 'Board games' });
    const r = await join(t, guest, event.id);
    expect(r.json().participant.status).toBe('Pending');
    expect(await seats(t, event.id)).toMatchObject({ count: 1, approved: 1, members: 1 });
    const [row] = await queryRows<{ answer: string }>(
      t.database,
      sql`select answer from participants where event_id = ${event.id} and status = 'Pending'`,
    );
    expect(row?.answer).toBe('No allergies');
    const [mail] = await outboxTo(t, koreanHost.email);
    expect(mail?.subject).toBe('[Moim] 새 참가 신청: Board games');
    expect(mail?.text).toContain('Mina Park');
    expect(mail?.text).toContain('답변: No allergies');
    expect(mail?.text).toContain('일시: 2026년 3월 14일 (토) 오후 2:30 (한국 시간)');
    expect(mail?.text).toContain(`http://moim.test/events/${event.id}`);
    expect(mail?.html).toContain(`href="http://moim.test/events/${event.id}"`);
  });

  it('refuses a full event without the waitlist flag, and queues those who ask, in order', async () => {
    const event = await smallEvent(1);
    const [first, second, third] = await crowd(t, 3);
    expect((await join(t, first!, event.id, { waitlist: true })).json().participant).toEqual({
      id: expect.any(Number),
      status: 'Approved',
    });

    const refused = await join(t, second!, event.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('This event is full.');

    const queued = await join(t, second!, event.id, { waitlist: true });
    expect(queued.statusCode).toBe(201);
    expect(queued.json()).toMatchObject({
      participant: { status: 'Waitlisted', waitlistPosition: 1 },
      message: 'You are on the waitlist. We will e-mail you if a seat becomes free.',
    });
    expect((await join(t, third!, event.id, { waitlist: true })).json().participant.waitlistPosition).toBe(2);
    expect((await check(third!, event.id)).json()).toEqual({
      isParticipating: true,
      status: 'Waitlisted',
      waitlistPosition: 2,
      hasReviewed: false,
    });
    // Waiting takes no seat and no place in the chat room.
    expect(await seats(t, event.id)).toEqual({ count: 2, approved: 2, waitlisted: 2, members: 2, max: 2 });
  });

  it('has no waitlist for Register events: a full one takes no more applications', async () => {
    const event = await smallEvent(1, { type: 'Register' });
    const [applicant, late] = await crowd(t, 2);
    const id = (await join(t, applicant!, event.id)).json().participant.id;
    expect((await decide(t, host, id, event.id, 'Approved')).statusCode).toBe(200);
    const r = await join(t, late!, event.id, { waitlist: true });
    expect(r.statusCode).toBe(409);
    expect(r.json().code).toBe('eventFull');
  });

  it('never gives away more seats than there are, however many join at once', async () => {
    const event = await smallEvent(3);
    const people = await crowd(t, 10);
    const results = await Promise.all(people.map((user) => join(t, user, event.id)));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(3);
    expect(results.filter((r) => r.statusCode === 409).every((r) => r.json().message === 'This event is full.')).toBe(
      true,
    );
    expect(await seats(t, event.id)).toMatchObject({ count: 4, approved: 4, members: 4 });
  });

  it('refuses the host, a past event, a rejected user, and another user id', async () => {
    const event = await createEvent(t, host);
    expect((await join(t, host, event.id)).json().code).toBe('hostCannotJoin');
    expect((await join(t, guest, event.id, { userId: host.userId })).statusCode).toBe(403);

    const [rejected] = await crowd(t, 1);
    const register = await createEvent(t, host, { type: 'Register' });
    const id = (await join(t, rejected!, register.id)).json().participant.id;
    expect((await decide(t, host, id, register.id, 'Rejected')).statusCode).toBe(200);
    const again = await join(t, rejected!, register.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('joinRefused');

    const soon = await createEvent(t, host, { date: '2026-03-02', time: '12:30' });
    t.clock.advance(31 * 60_000);
    expect((await join(t, guest, soon.id)).json().code).toBe('eventClosed');
  });

  it('needs a signed-in user and an existing event', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/participants/createParticipant', payload: { eventId: 1 } }))
        .statusCode,
    ).toBe(401);
    expect((await join(t, guest, 987654)).statusCode).toBe(404);
    expect((await join(t, guest, 1e12)).statusCode).toBe(400);
    const event = await createEvent(t, host);
    expect((await join(t, guest, event.id, { answer: 'a\u0000b' })).statusCode).toBe(400);
    expect((await decide(t, host, 1e12, event.id, 'Approved')).statusCode).toBe(400);
  });
});

describe('PATCH /api/participants/:participantId/status', () => {
  async function application(overrides: Record<string, unknown> = {}) {
    const event = await createEvent(t, host, { type: 'Register', name: 'Language exchange', ...overrides });
    const [applicant] = await crowd(t, 1);
    const id = (await join(t, applicant!, event.id)).json().participant.id as number;
    return { event, applicant: applicant!, id };
  }

  it('approves: takes a seat, joins the chat room and mails the guest in their language', async () => {
    const { event, applicant, id } = await application();
    await speaksKorean(applicant);
    const r = await decide(t, host, id, event.id, 'Approved');
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({
      success: true,
      participant: { id, status: 'Approved' },
      participantsCount: 2,
      message: 'The guest has been approved.',
    });
    expect(await seats(t, event.id)).toMatchObject({ count: 2, approved: 2, members: 2 });
    const [mail] = await outboxTo(t, applicant.email);
    expect(mail?.subject).toBe('[Moim] 참가가 승인되었습니다: Language exchange');
    expect(mail?.text).toContain(`http://moim.test/events/${event.id}`);
    // Deciding the same again changes nothing and sends nothing.
    expect((await decide(t, host, id, event.id, 'Approved')).json().participantsCount).toBe(2);
    expect(await outboxTo(t, applicant.email)).toHaveLength(1);
  });

  it('rejects: keeps the row so the person may not apply again, and mails them', async () => {
    const { event, applicant, id } = await application();
    const r = await decide(t, host, id, event.id, 'Rejected');
    expect(r.json()).toMatchObject({
      participant: { id, status: 'Rejected' },
      message: 'The guest has been rejected.',
    });
    expect(await withStatus(t, event.id, 'Rejected')).toEqual([applicant.userId]);
    expect((await join(t, applicant, event.id)).json().code).toBe('joinRefused');
    const [mail] = await outboxTo(t, applicant.email);
    expect(mail?.subject).toBe('[Moim] Your application was not accepted: Language exchange');
    expect(mail?.text).toContain(`http://moim.test/events/${event.id}`);
    expect(mail?.text).toContain('When: Sat, Mar 14, 2026 2:30 PM (Korea time)');
  });

  it('refuses an approval once every seat is taken', async () => {
    const { event, id } = await application({ minParticipants: 1, maxParticipants: 2 });
    const [other] = await crowd(t, 1);
    const otherId = (await join(t, other!, event.id)).json().participant.id;
    expect((await decide(t, host, otherId, event.id, 'Approved')).statusCode).toBe(200);
    const r = await decide(t, host, id, event.id, 'Approved');
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe('Maximum number of participants reached');
    expect(await seats(t, event.id)).toMatchObject({ count: 2, approved: 2 });
  });

  it('rejecting someone approved removes them: the seat goes to the first on the waitlist', async () => {
    const event = await smallEvent(1, { name: 'Night hike' });
    const [seated, waiting] = await crowd(t, 2);
    await join(t, seated!, event.id);
    await join(t, waiting!, event.id, { waitlist: true });
    const id = await participantId(t, seated!, event.id);
    const r = await decide(t, host, id, event.id, 'Rejected');
    // The spec's status, with Moim's word for what happened beside it.
    expect(r.json()).toEqual({
      success: true,
      participant: { id, status: 'Rejected', removed: true },
      participantsCount: 2,
      message: 'The guest has been removed from the event.',
    });
    expect(await withStatus(t, event.id, 'Approved')).toEqual([host.userId, waiting!.userId]);
    expect(await seats(t, event.id)).toEqual({ count: 2, approved: 2, waitlisted: 0, members: 2, max: 2 });
    expect((await outboxTo(t, waiting!.email))[0]?.subject).toBe('[Moim] A seat is yours: Night hike');

    // Told as a removal, not as an application turned down: by mail and on their event page.
    const [mail] = await outboxTo(t, seated!.email);
    expect(mail?.subject).toBe('[Moim] You have been removed from the event: Night hike');
    expect(mail?.text).toContain('the host has removed you from this event');
    expect(mail?.text).not.toContain('application');
    expect((await check(seated!, event.id)).json()).toEqual({
      isParticipating: false,
      status: 'Rejected',
      removed: true,
      hasReviewed: false,
    });
    expect((await join(t, seated!, event.id, { waitlist: true })).json().code).toBe('joinRefused');
    // Deciding the same again changes nothing, sends nothing and still says what it was.
    const again = await decide(t, host, id, event.id, 'Rejected');
    expect(again.json()).toMatchObject({
      participant: { removed: true },
      message: 'The guest has been removed from the event.',
    });
    expect(await outboxTo(t, seated!.email)).toHaveLength(1);
  });

  it('removing someone from the waitlist is told in its own words, in their language', async () => {
    const event = await smallEvent(1, { name: 'Tea ceremony' });
    const [seated, waiting] = await crowd(t, 2);
    await join(t, seated!, event.id);
    await join(t, waiting!, event.id, { waitlist: true });
    await speaksKorean(waiting!);
    const r = await decide(t, host, await participantId(t, waiting!, event.id), event.id, 'Rejected');
    expect(r.json()).toMatchObject({
      participant: { status: 'Rejected', removed: true },
      message: 'The person has been removed from the waitlist.',
    });
    expect((await outboxTo(t, waiting!.email))[0]?.subject).toBe('[Moim] 대기자 명단에서 제외되었습니다: Tea ceremony');
    expect(await seats(t, event.id)).toMatchObject({ count: 2, approved: 2, waitlisted: 0 });
  });

  it('turning down an application is a rejection, without the removal flag; a removal is marked while it stands', async () => {
    const { event, applicant, id } = await application();
    const r = await decide(t, host, id, event.id, 'Rejected');
    expect(r.json().participant).toEqual({ id, status: 'Rejected' });
    expect((await check(applicant, event.id)).json()).toEqual({
      isParticipating: false,
      status: 'Rejected',
      hasReviewed: false,
    });
    // The host changes their mind, then removes the guest: the row says removed only then.
    expect((await decide(t, host, id, event.id, 'Approved')).json().participant).toEqual({ id, status: 'Approved' });
    expect((await decide(t, host, id, event.id, 'Rejected')).json().participant).toEqual({
      id,
      status: 'Rejected',
      removed: true,
    });
    expect((await decide(t, host, id, event.id, 'Approved')).json().participant).toEqual({ id, status: 'Approved' });
    expect((await check(applicant, event.id)).json()).not.toHaveProperty('removed');
  });

  it('tells the applicants still waiting, once each, when a Register event fills up', async () => {
    const { event, applicant, id } = await application({ name: 'Pottery', minParticipants: 1, maxParticipants: 2 });
    const [waiting, laterOne] = await crowd(t, 2);
    await join(t, waiting!, event.id);
    await speaksKorean(waiting!);

    // The last seat goes: the other applicant is told, the approved one is not.
    expect((await decide(t, host, id, event.id, 'Approved')).statusCode).toBe(200);
    expect((await outboxTo(t, waiting!.email)).map((m) => m.subject)).toEqual([
      '[Moim] 지금은 자리가 모두 찼습니다: Pottery',
    ]);
    expect((await outboxTo(t, applicant.email)).map((m) => m.subject)).toEqual(['[Moim] You are in: Pottery']);
    // They stay pending, and the host's Accept is still refused with the spec's text.
    expect((await check(waiting!, event.id)).json()).toMatchObject({ isParticipating: true, status: 'Pending' });
    const refused = await decide(t, host, await participantId(t, waiting!, event.id), event.id, 'Approved');
    expect(refused.json().message).toBe('Maximum number of participants reached');

    // A seat frees, someone new applies, the event fills again: only the newcomer is told.
    expect((await cancel(t, applicant, event.id)).statusCode).toBe(200);
    await join(t, laterOne!, event.id);
    expect((await decide(t, host, await participantId(t, laterOne!, event.id), event.id, 'Approved')).statusCode).toBe(
      200,
    );
    await join(t, applicant, event.id).then((r) => expect(r.json().code).toBe('eventFull'));
    expect(await outboxTo(t, waiting!.email)).toHaveLength(1);

    const free = await cancel(t, laterOne!, event.id);
    expect(free.statusCode).toBe(200);
    const [third] = await crowd(t, 1);
    await join(t, third!, event.id);
    expect((await decide(t, host, await participantId(t, waiting!, event.id), event.id, 'Approved')).statusCode).toBe(
      200,
    );
    expect((await outboxTo(t, third!.email)).map((m) => m.subject)).toEqual([
      '[Moim] The event is full for now: Pottery',
    ]);
    const [full] = await outboxTo(t, third!.email);
    expect(full?.text).toContain('the host may still accept you');
    expect(full?.text).toContain(`http://moim.test/events/${event.id}`);
  });

  it('is for the host of that event only, about one of its participants, before the start', async () => {
    const { event, applicant, id } = await application({ date: '2026-03-02', time: '13:00' });
    const someone = (await decide(t, applicant, id, event.id, 'Approved')).statusCode;
    expect(someone).toBe(403);
    const visitor = await t.app.inject({
      method: 'PATCH',
      url: `/api/participants/${id}/status`,
      payload: { status: 'Approved', eventId: event.id },
    });
    expect(visitor.statusCode).toBe(401);

    const elsewhere = await application();
    const foreign = await decide(t, host, elsewhere.id, event.id, 'Approved');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('participantNotFound');
    expect((await decide(t, host, id, 987654, 'Approved')).statusCode).toBe(404);

    const own = await decide(t, host, await participantId(t, host, event.id), event.id, 'Rejected');
    expect(own.statusCode).toBe(409);
    expect(own.json().code).toBe('hostStatusFixed');
    const pending = await decide(t, host, id, event.id, 'Pending');
    expect(pending.statusCode).toBe(400);
    expect(pending.json().code).toBe('statusInvalid');

    t.clock.set('2026-03-02T04:00:00Z');
    expect((await decide(t, host, id, event.id, 'Approved')).json().code).toBe('eventClosed');
    expect(await withStatus(t, event.id, 'Pending')).toEqual([applicant.userId]);
  });
});

describe('POST /api/participants/cancelParticipation', () => {
  it('gives the seat back, leaves the chat room, and lets the guest join again', async () => {
    const event = await createEvent(t, host);
    const [leaving] = await crowd(t, 1);
    await join(t, leaving!, event.id);
    const r = await cancel(t, leaving!, event.id);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ success: true, message: 'Your participation has been successfully canceled.' });
    expect(await seats(t, event.id)).toMatchObject({ count: 1, approved: 1, members: 1 });
    expect((await check(leaving!, event.id)).json()).toMatchObject({ isParticipating: false, status: null });
    expect((await join(t, leaving!, event.id)).statusCode).toBe(201);
  });

  it('hands the seat to the first on the waitlist, who joins the chat room and is mailed in their language', async () => {
    const event = await smallEvent(1, { name: 'Cooking class' });
    const [seated, first, second] = await crowd(t, 3);
    await join(t, seated!, event.id);
    await join(t, first!, event.id, { waitlist: true });
    await join(t, second!, event.id, { waitlist: true });
    await speaksKorean(first!);

    expect((await cancel(t, seated!, event.id)).statusCode).toBe(200);
    expect(await withStatus(t, event.id, 'Approved')).toEqual([host.userId, first!.userId]);
    expect(await seats(t, event.id)).toEqual({ count: 2, approved: 2, waitlisted: 1, members: 2, max: 2 });
    expect((await check(second!, event.id)).json().waitlistPosition).toBe(1);
    const [mail] = await outboxTo(t, first!.email);
    expect(mail?.subject).toBe('[Moim] 자리가 생겼습니다: Cooking class');
    expect(mail?.text).toContain(`http://moim.test/events/${event.id}`);
    expect(await outboxTo(t, second!.email)).toEqual([]);

    // Earlier tests of this file left mail queued too; the outbox sends 20 at a time.
    while ((await t.app.processOutbox()) > 0);
    expect(t.mail.lastTo(first!.email)?.subject).toBe('[Moim] 자리가 생겼습니다: Cooking class');
  });

  it('refuses a seat within 24 hours of the start, but not a waitlist place or an application', async () => {
    // Starts 2026-03-04 12:00 in Korea, 03:00 UTC.
    const event = await smallEvent(1, { date: '2026-03-04', time: '12:00' });
    const [seated, waiting, applicant] = await crowd(t, 3);
    await join(t, seated!, event.id);
    await join(t, waiting!, event.id, { waitlist: true });
    const register = await createEvent(t, host, { type: 'Register', date: '2026-03-04', time: '12:00' });
    await join(t, applicant!, register.id);

    t.clock.set('2026-03-03T03:01:00Z'); // 23 h 59 min before
    const late = await cancel(t, seated!, event.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Participation cannot be cancelled within 24 hours of the event.');
    expect(await withStatus(t, event.id, 'Approved')).toContain(seated!.userId);
    expect((await cancel(t, waiting!, event.id)).json().message).toBe('You have left the waitlist.');
    expect((await cancel(t, applicant!, register.id)).json().message).toBe('Your application has been withdrawn.');
    expect(await seats(t, event.id)).toMatchObject({ count: 2, approved: 2, waitlisted: 0 });

    t.clock.set('2026-03-03T02:59:00Z'); // 24 h 1 min before
    expect((await cancel(t, seated!, event.id)).statusCode).toBe(200);
    expect(await seats(t, event.id)).toMatchObject({ count: 1, approved: 1 });
  });

  it('is for the caller themself, not the host, and only for a place they have', async () => {
    const event = await createEvent(t, host, { type: 'Register' });
    const hostTry = await cancel(t, host, event.id);
    expect(hostTry.statusCode).toBe(409);
    expect(hostTry.json().message).toBe('As the host, you cannot cancel your participation. Delete the event instead.');

    const [applicant, outsider] = await crowd(t, 2);
    const id = (await join(t, applicant!, event.id)).json().participant.id;
    expect((await cancel(t, outsider!, event.id, { userId: applicant!.userId })).statusCode).toBe(403);
    expect((await cancel(t, outsider!, event.id)).statusCode).toBe(404);
    await decide(t, host, id, event.id, 'Rejected');
    const rejected = await cancel(t, applicant!, event.id);
    expect(rejected.statusCode).toBe(404);
    expect(await withStatus(t, event.id, 'Rejected')).toEqual([applicant!.userId]);

    expect((await cancel(t, outsider!, 987654)).statusCode).toBe(404);
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/participants/cancelParticipation',
      payload: { eventId: event.id },
    });
    expect(visitor.statusCode).toBe(401);
  });
});

describe('GET /api/events/getEventForPending/:eventId', () => {
  it('shows the host the event and everyone who applied, with answers and public fields only', async () => {
    const event = await smallEvent(1, { question: 'Which level are you?' });
    const [seated, waiting] = await crowd(t, 2);
    await join(t, seated!, event.id, { answer: 'Beginner' });
    await join(t, waiting!, event.id, { answer: 'Expert', waitlist: true });

    const r = await t.app.inject({
      method: 'GET',
      url: `/api/events/getEventForPending/${event.id}`,
      headers: host.auth,
    });
    expect(r.statusCode).toBe(200);
    const body = r.json();
    expect(body).toMatchObject({
      id: event.id,
      type: 'FirstCome',
      question: 'Which level are you?',
      maxParticipants: 2,
      participantsCount: 2,
    });
    expect(body.participants).toEqual([
      expect.objectContaining({
        status: 'Approved',
        isHost: true,
        user: expect.objectContaining({ userId: host.userId }),
      }),
      {
        id: expect.any(Number),
        status: 'Approved',
        answer: 'Beginner',
        appliedAt: TEST_NOW,
        isHost: false,
        checkedInAt: null,
        user: {
          userId: seated!.userId,
          username: 'Mina Park',
          profileImage: null,
          nationality: 'South Korea',
          nationalityCode: 'KR',
          age: 30,
        },
      },
      expect.objectContaining({ status: 'Waitlisted', answer: 'Expert', waitlistPosition: 1 }),
    ]);
    expect(r.body).not.toContain(seated!.email);
    expect(r.body).not.toContain('1995-04-12');

    // A removed guest is listed as the spec's Rejected, marked removed; a turned-down applicant is not.
    await decide(t, host, body.participants[1].id, event.id, 'Rejected');
    const after = await t.app.inject({
      method: 'GET',
      url: `/api/events/getEventForPending/${event.id}`,
      headers: host.auth,
    });
    expect(after.json().participants[1]).toMatchObject({ status: 'Rejected', removed: true });
    expect(after.json().participants[2]).toMatchObject({ status: 'Approved' });
    expect(after.json().participants[2]).not.toHaveProperty('removed');
  });

  it('is for the host only', async () => {
    const event = await createEvent(t, host);
    const url = `/api/events/getEventForPending/${event.id}`;
    expect((await t.app.inject({ method: 'GET', url, headers: guest.auth })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const missing = { method: 'GET' as const, url: '/api/events/getEventForPending/987654', headers: host.auth };
    expect((await t.app.inject(missing)).statusCode).toBe(404);
  });
});

describe('GET /api/participants/getParticipatedEvent/:userId', () => {
  it('lists, to anyone, the events a user is an approved guest of, newest first, paged', async () => {
    const [member] = await crowd(t, 1);
    const first = await createEvent(t, host, { name: 'First' });
    const second = await createEvent(t, host, { name: 'Second' });
    const third = await createEvent(t, host, { name: 'Third' });
    const pending = await createEvent(t, host, { type: 'Register', name: 'Pending one' });
    const full = await smallEvent(1, { name: 'Waiting one' });
    await join(t, guest, full.id);
    for (const e of [first, second, third, pending]) await join(t, member!, e.id);
    await join(t, member!, full.id, { waitlist: true });
    // An event the member hosts is not among those they joined.
    await createEvent(t, member!, { name: 'Hosted by the member' });

    const url = `/api/participants/getParticipatedEvent/${member!.userId}`;
    const all = await t.app.inject({ method: 'GET', url });
    expect(all.statusCode).toBe(200);
    expect(all.headers['x-total-count']).toBe('3');
    expect(all.json().map((e: { name: string }) => e.name)).toEqual(['Third', 'Second', 'First']);
    expect(all.json()[0]).toMatchObject({ participants: 2, createdBy: { userId: host.userId }, likedByMe: false });
    expect(all.json()[0]).not.toHaveProperty('reviewedByMe');

    const page = await t.app.inject({ method: 'GET', url: `${url}?limit=2&offset=2`, headers: guest.auth });
    expect(page.json().map((e: { name: string }) => e.name)).toEqual(['First']);
    expect(page.headers['x-total-count']).toBe('3');

    expect(
      (await t.app.inject({ method: 'GET', url: '/api/participants/getParticipatedEvent/nobody404' })).statusCode,
    ).toBe(404);
  });
});
