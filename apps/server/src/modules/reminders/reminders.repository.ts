import { sql } from 'drizzle-orm';
import type { Locale } from '@moim/contract';
import type { Queryable } from '../../db/client.ts';
import {
  eventReminders,
  events,
  notificationSettings,
  participants,
  users,
  type ReminderHours,
} from '../../db/schema.ts';

export type { ReminderHours };

const HOUR_MS = 3_600_000;

/** A reminder this transaction claimed, with what its notification and mail say. */
export interface ClaimedReminder {
  hours: ReminderHours;
  userId: string;
  email: string;
  username: string;
  locale: Locale;
  /** Whether the person hosts the event (the host's place is an approved participant too). */
  isHost: boolean;
  /** Their answer to the host's question ('' for none). */
  answer: string;
  event: {
    id: number;
    name: string;
    /** Korea-time date and time, as the host gave them. */
    date: string;
    time: string;
    location: string;
    locationDetail: string;
    venue: string;
    latitude: number;
    longitude: number;
    question: string | null;
  };
}

interface ClaimedRow extends Omit<ClaimedReminder, 'event'> {
  eventId: number;
  name: string;
  date: string;
  time: string;
  location: string;
  locationDetail: string;
  venue: string;
  latitude: number;
  longitude: number;
  question: string | null;
}

export function createRemindersRepository(db: Queryable) {
  return {
    /**
     * Records up to `limit` reminders that are due at `now` and not yet sent, and answers them,
     * in one statement. Due: the 24-hour one from 24 hours before the start until 2 hours before
     * (later the short one is due, and a late "in 24 hours" would mislead); the 2-hour one, for
     * people who asked for it, until the start. Only for the approved participants (the host
     * among them) of an event that has not started, for its start as it is now. `on conflict do
     * nothing` makes a row another transaction recorded first (another process) not this one's:
     * the caller tells exactly the people it answers (decision 0060).
     */
    async claimDue(now: Date, limit: number): Promise<ClaimedReminder[]> {
      const at = (hoursAhead: number) =>
        sql`${new Date(now.getTime() + hoursAhead * HOUR_MS).toISOString()}::timestamptz`;
      const result = (await db.execute(sql`
        with due as (
          select e.id as event_id, p.user_id, 24 as hours, e.starts_at
          from ${events} e
            join ${participants} p on p.event_id = e.id and p.status = 'Approved'
          where e.starts_at > ${at(2)} and e.starts_at <= ${at(24)}
          union all
          select e.id, p.user_id, 2, e.starts_at
          from ${events} e
            join ${participants} p on p.event_id = e.id and p.status = 'Approved'
            join ${notificationSettings} s on s.user_id = p.user_id and s.short_reminder
          where e.starts_at > ${at(0)} and e.starts_at <= ${at(2)}
        ), unsent as (
          select * from due d
          where not exists (
            select 1 from ${eventReminders} r
            where r.event_id = d.event_id and r.user_id = d.user_id and r.hours = d.hours and r.starts_at = d.starts_at
          )
          limit ${limit}
        ), claimed as (
          insert into ${eventReminders} (event_id, user_id, hours, starts_at, sent_at)
          select event_id, user_id, hours, starts_at, ${at(0)} from unsent
          on conflict do nothing
          returning event_id, user_id, hours
        )
        select c.hours, c.user_id as "userId", u.email, u.username, u.locale,
          e.host_id = c.user_id as "isHost", p.answer,
          e.id as "eventId", e.name, e.date::text as date, e.time, e.location,
          e.location_detail as "locationDetail", e.venue, e.latitude, e.longitude, e.question
        from claimed c
          join ${events} e on e.id = c.event_id
          join ${users} u on u.id = c.user_id
          join ${participants} p on p.event_id = c.event_id and p.user_id = c.user_id
        order by e.id, c.user_id
      `)) as { rows: ClaimedRow[] };
      return result.rows.map(
        ({ eventId, name, date, time, location, locationDetail, venue, latitude, longitude, question, ...person }) => ({
          ...person,
          event: { id: eventId, name, date, time, location, locationDetail, venue, latitude, longitude, question },
        }),
      );
    },
  };
}

export type RemindersRepository = ReturnType<typeof createRemindersRepository>;
