import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { crowd, type TestUser } from '../../test/accounts.ts';
import { createEvent } from '../../test/events.ts';
import { decide, join, outboxTo, participantId } from '../../test/participation.ts';
import { createTestApp, TEST_NOW, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let host: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  host = (await crowd(t, 1))[0]!;
});
beforeEach(() => t.clock.set(TEST_NOW));
afterAll(() => t.close());

const send = (eventId: number, payload: object, user: TestUser = host, language = 'en') =>
  t.app.inject({
    method: 'POST',
    url: `/api/events/${eventId}/messages`,
    payload,
    headers: { ...user.auth, 'accept-language': language },
  });

/** A Register event of `host` with one approved guest and one applicant still waiting. */
async function eventWithPeople() {
  const event = await createEvent(t, host, { type: 'Register' });
  const [guest, applicant] = await crowd(t, 2);
  for (const user of [guest!, applicant!]) expect((await join(t, user, event.id)).statusCode).toBe(201);
  await decide(t, host, await participantId(t, guest!, event.id), event.id, 'Approved');
  return { event, guest: guest!, applicant: applicant! };
}

const notificationsOf = async (user: TestUser) =>
  (await t.app.inject({ method: 'GET', url: '/api/notifications', headers: user.auth })).json().notifications as {
    kind: string;
    detail: string | null;
  }[];

describe("the host's message to the guests", () => {
  it('goes to the approved guests in the app and by mail, and into the chat as an announcement', async () => {
    const { event, guest, applicant } = await eventWithPeople();
    const r = await send(event.id, { text: '  The room changed: we meet on the 2nd floor.  ' });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ recipients: 1, message: 'Message sent. People told: 1.' });

    const told = (await notificationsOf(guest)).find((n) => n.kind === 'hostMessage');
    expect(told?.detail).toBe('The room changed: we meet on the 2nd floor.');
    expect((await notificationsOf(applicant)).some((n) => n.kind === 'hostMessage')).toBe(false);
    const mails = (await outboxTo(t, guest.email)).filter((m) => m.subject.includes('wrote about'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('The room changed: we meet on the 2nd floor.');
    expect(await outboxTo(t, applicant.email)).not.toEqual(
      expect.arrayContaining([expect.objectContaining({ subject: expect.stringContaining('wrote about') })]),
    );

    const rooms = (await t.app.inject({ method: 'GET', url: '/api/chatrooms/', headers: guest.auth })).json();
    const room = rooms.find((r: { eventId: number }) => r.eventId === event.id);
    const detail = (
      await t.app.inject({ method: 'GET', url: `/api/chatrooms/${room.id}`, headers: guest.auth })
    ).json();
    expect(detail.messages.at(-1)).toMatchObject({
      content: 'The room changed: we meet on the 2nd floor.',
      announcement: true,
      sender: { userId: host.userId },
    });
  });

  it('also reaches the applicants and the waitlist when the host says so', async () => {
    const { event, applicant } = await eventWithPeople();
    const r = await send(event.id, { text: 'A seat may free up.', alsoPending: true }, host, 'ko');
    expect(r.json()).toEqual({ recipients: 2, message: '2명에게 보냈습니다.' });
    expect((await notificationsOf(applicant)).some((n) => n.kind === 'hostMessage')).toBe(true);
  });

  it('is for the host only, and only to that event', async () => {
    const { event, guest } = await eventWithPeople();
    const other = await eventWithPeople();
    for (const user of [guest, other.guest]) {
      const r = await send(event.id, { text: 'Hello' }, user);
      expect(r.statusCode).toBe(403);
    }
    expect((await send(999_999, { text: 'Hello' })).json().code).toBe('eventNotFound');
    expect((await notificationsOf(other.guest)).some((n) => n.kind === 'hostMessage')).toBe(false);
  });

  it('is limited to 5 a day per event, in the reader’s language, and counts each event on its own', async () => {
    const { event } = await eventWithPeople();
    const other = await eventWithPeople();
    for (let i = 1; i <= 5; i++) expect((await send(event.id, { text: `Update ${i}` })).statusCode).toBe(200);
    const sixth = await send(event.id, { text: 'Update 6' }, host, 'ko');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({
      code: 'guestMessagesLimit',
      message: '한 이벤트의 참가자에게는 하루 최대 5개의 메시지를 보낼 수 있습니다. 내일 다시 시도해 주세요.',
    });
    expect((await send(other.event.id, { text: 'Hi' })).statusCode).toBe(200);
    t.clock.set(new Date(new Date(TEST_NOW).getTime() + 25 * 60 * 60 * 1000));
    expect((await send(event.id, { text: 'Next day' })).statusCode).toBe(200);
  });

  it('refuses an empty, hostile or too long message with 400 and sends nothing', async () => {
    const { event, guest } = await eventWithPeople();
    for (const payload of [{}, { text: '   ' }, { text: 'a\u0000b' }, { text: 'x'.repeat(1001) }, { text: 42 }]) {
      const r = await send(event.id, payload);
      expect(r.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
    }
    expect((await send(event.id, { text: '' })).json().message).toBe('Write the message to your guests.');
    expect((await notificationsOf(guest)).some((n) => n.kind === 'hostMessage')).toBe(false);
  });
});
