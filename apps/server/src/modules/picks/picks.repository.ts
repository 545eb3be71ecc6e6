import { sql } from 'drizzle-orm';
import type { Category, EventLanguage, EventType, HomeArea, Locale } from '@moim/contract';
import type { Queryable } from '../../db/client.ts';
import { events, likes, participants, users, weeklyPicks } from '../../db/schema.ts';

/** How near (km) an event must be to the person's home area to count as near. */
const NEAR_HOME_KM = 10;

/** An event of the picks, with the columns an event list's item is made of. */
export interface PickRow {
  id: number;
  name: string;
  summary: string;
  mainImage: string;
  date: string;
  time: string;
  startsAt: Date;
  endsAt: Date;
  category: Category;
  type: EventType;
  location: string;
  price: number;
  minParticipants: number;
  maxParticipants: number;
  participants: number;
  likes: number;
  languages: string[];
  secondLanguage: string | null;
  secondName: string | null;
  secondSummary: string | null;
  hostUserId: string;
  hostUsername: string;
  hostProfileImage: string | null;
  likedByMe: boolean;
}

/** A person the week's mail goes to, as the transaction that records the week claimed them. */
export interface PicksRecipient {
  id: string;
  email: string;
  username: string;
  locale: Locale;
  spokenLanguages: EventLanguage[] | null;
  homeArea: HomeArea | null;
}

export function createPicksRepository(db: Queryable) {
  return {
    /**
     * Up to `limit` upcoming events (from `from` to `until`) for one person, best first: held in a
     * language they speak (2 points), near their home (2), of a category they joined or liked
     * (1); only those that score. Never an event they host or have a place or application in.
     */
    async picksFor(
      person: { id: string; languages: readonly string[]; homeArea: HomeArea | null },
      window: { from: Date; until: Date },
      limit: number,
    ): Promise<PickRow[]> {
      const languages = sql`array[${sql.join(
        person.languages.map((l) => sql`${l}`),
        sql`, `,
      )}]::text[]`;
      const home = person.homeArea;
      // An equirectangular distance: exact enough within a city, and no extension needed.
      const near = home
        ? sql`sqrt(power((e.latitude - ${home.latitude}) * 111.2, 2) + power((e.longitude - ${home.longitude}) * 111.2 * cos(radians(${home.latitude})), 2)) <= ${NEAR_HOME_KM}`
        : sql`false`;
      const result = (await db.execute(sql`
        with interests as (
          select e.category from ${participants} p join ${events} e on e.id = p.event_id where p.user_id = ${person.id}
          union
          select e.category from ${likes} l join ${events} e on e.id = l.event_id where l.user_id = ${person.id}
        ), scored as (
          select e.*,
            (case when e.languages && ${languages} then 2 else 0 end)
            + (case when ${near} then 2 else 0 end)
            + (case when e.category in (select category from interests) then 1 else 0 end) as score
          from ${events} e
          where e.starts_at > ${window.from.toISOString()}::timestamptz
            and e.starts_at <= ${window.until.toISOString()}::timestamptz
            and e.host_id <> ${person.id}
            and not exists (select 1 from ${participants} p where p.event_id = e.id and p.user_id = ${person.id})
        )
        select s.id, s.name, s.summary, s.main_image as "mainImage", s.date::text as date, s.time,
          s.starts_at as "startsAt", s.ends_at as "endsAt", s.category, s.type, s.location, s.price,
          s.min_participants as "minParticipants", s.max_participants as "maxParticipants",
          s.participants_count as participants, s.likes_count as likes, s.languages,
          s.second_language as "secondLanguage", s.second_name as "secondName", s.second_summary as "secondSummary",
          h.user_id as "hostUserId", h.username as "hostUsername", h.profile_image as "hostProfileImage",
          exists (select 1 from ${likes} l where l.event_id = s.id and l.user_id = ${person.id}) as "likedByMe"
        from scored s join ${users} h on h.id = s.host_id
        where s.score > 0
        order by s.score desc, s.starts_at, s.id
        limit ${limit}
      `)) as { rows: (Omit<PickRow, 'startsAt' | 'endsAt'> & { startsAt: Date | string; endsAt: Date | string })[] };
      return result.rows.map((row) => ({ ...row, startsAt: new Date(row.startsAt), endsAt: new Date(row.endsAt) }));
    },

    /**
     * Records the week for up to `limit` people who consented to Moim's news and have not had
     * it, and answers them, in one statement; `on conflict do nothing` leaves a person another
     * transaction recorded first to that one (decision 0064).
     */
    async claimWeek(week: string, now: Date, limit: number): Promise<PicksRecipient[]> {
      const result = (await db.execute(sql`
        with claimed as (
          insert into ${weeklyPicks} (user_id, week, sent_at)
          select u.id, ${week}::date, ${now.toISOString()}::timestamptz from ${users} u
          where u.marketing_consent_at is not null
            and not exists (select 1 from ${weeklyPicks} w where w.user_id = u.id and w.week = ${week}::date)
          order by u.id
          limit ${limit}
          on conflict do nothing
          returning user_id
        )
        select u.id, u.email, u.username, u.locale, u.spoken_languages as "spokenLanguages",
          u.home_area as "homeArea"
        from claimed c join ${users} u on u.id = c.user_id
        order by u.id
      `)) as { rows: PicksRecipient[] };
      return result.rows;
    },
  };
}

export type PicksRepository = ReturnType<typeof createPicksRepository>;
