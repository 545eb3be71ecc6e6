import { sql } from 'drizzle-orm';
import { renderTemplate, type MailTemplate } from '../modules/mail/deferred-mail.ts';
import type { TestUser } from './accounts.ts';
import type { TestApp } from './test-app.ts';
import { queryRows } from './test-database.ts';

/** Asks to join an event as `user`. */
export const join = (t: TestApp, user: TestUser, eventId: number, extra: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/participants/createParticipant',
    payload: { eventId, userId: user.userId, answer: 'No allergies', ...extra },
    headers: user.auth,
  });

/** Gives up `user`'s place in an event. */
export const cancel = (t: TestApp, user: TestUser, eventId: number, extra: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/participants/cancelParticipation',
    payload: { userId: user.userId, eventId, ...extra },
    headers: user.auth,
  });

/** The host's decision on a participant. */
export const decide = (t: TestApp, host: TestUser, participantId: number, eventId: number, status: string) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/participants/${participantId}/status`,
    payload: { status, eventId },
    headers: host.auth,
  });

/** The participant row id of `user` in an event. */
export async function participantId(t: TestApp, user: TestUser, eventId: number): Promise<number> {
  const [row] = await queryRows<{ id: number }>(
    t.database,
    sql`select p.id from participants p join users u on u.id = p.user_id
        where p.event_id = ${eventId} and u.user_id = ${user.userId}`,
  );
  if (!row) throw new Error(`${user.userId} has no place in event ${eventId}`);
  return row.id;
}

export interface Seats {
  /** events.participants_count */
  count: number;
  /** Approved rows. */
  approved: number;
  waitlisted: number;
  /** Members of the event's chat room. */
  members: number;
  max: number;
}

/** The event's seat count beside the rows it must agree with. */
export async function seats(t: TestApp, eventId: number): Promise<Seats> {
  const [row] = await queryRows<Seats>(
    t.database,
    sql`select e.participants_count as count, e.max_participants as max,
          (select count(*)::int from participants where event_id = e.id and status = 'Approved') as approved,
          (select count(*)::int from participants where event_id = e.id and status = 'Waitlisted') as waitlisted,
          (select count(*)::int from chat_room_members m join chat_rooms r on r.id = m.room_id
            where r.event_id = e.id) as members
        from events e where e.id = ${eventId}`,
  );
  return row!;
}

/** The login IDs of an event's participants with a status, in order of arrival. */
export async function withStatus(t: TestApp, eventId: number, status: string): Promise<string[]> {
  const rows = await queryRows<{ userId: string }>(
    t.database,
    sql`select u.user_id as "userId" from participants p join users u on u.id = p.user_id
        where p.event_id = ${eventId} and p.status = ${status} order by p.id`,
  );
  return rows.map((r) => r.userId);
}

/** Mail queued for an address, oldest first. */
export async function outboxTo(t: TestApp, email: string): Promise<{ subject: string; text: string; html: string }[]> {
  const rows = await queryRows<{
    subject: string | null;
    text: string | null;
    html: string | null;
    template: MailTemplate | null;
  }>(t.database, sql`select subject, text, html, template from mail_outbox where recipient = ${email} order by id`);
  // A mail queued as its template is rendered as the outbox will send it; its unsubscribe links,
  // signed only then, are stand-ins here (the sent mail's are tested with the outbox).
  const links = {
    pageUrl: 'http://moim.test/unsubscribe',
    oneClickUrl: 'http://moim.test/unsubscribe',
    settingsUrl: 'http://moim.test/settings/notifications',
  };
  return Promise.all(
    rows.map(async ({ template, ...row }) => {
      const { subject, text, html } = template
        ? await renderTemplate(email, template, { unsubscribeLinks: async () => links })
        : row;
      return { subject: subject ?? '', text: text ?? '', html: html ?? '' };
    }),
  );
}
