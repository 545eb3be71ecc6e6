import { CATEGORIES, EVENT_TYPES, GENDERS, locales, PARTICIPANT_STATUSES } from '@moim/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, queryRows } from '../test/test-database.ts';
import type { DatabaseHandle } from './client.ts';
import { CHAT_ROOM_TYPES, IMAGE_PURPOSES } from './schema.ts';

let database: DatabaseHandle;
const at = '2026-01-01T00:00:00Z';

beforeAll(async () => {
  database = await createTestDatabase();
  // One row in each table with a fixed-value column, written with raw SQL as the seed script does.
  await database.db.execute(sql`
    insert into users (id, user_id, email, username, dob, gender, nationality, created_at, updated_at)
    values ('6f1c0e52-0000-4000-8000-000000000001', 'mina95', 'mina@example.com', 'Mina', '1995-04-12',
            'Female', 'KR', ${at}, ${at})`);
  await database.db.execute(sql`
    insert into uploads (owner_id, purpose, storage_key, url, width, height, bytes, created_at)
    values ('6f1c0e52-0000-4000-8000-000000000001', 'event', 'events/a.webp', '/uploads/events/a.webp', 1, 1, 1, ${at})`);
  await database.db.execute(sql`
    insert into events (id, host_id, category, type, name, description, date, time, starts_at, ends_at, location,
                        location_detail, latitude, longitude, min_participants, max_participants, price,
                        languages, main_image, created_at, updated_at)
    overriding system value
    values (1, '6f1c0e52-0000-4000-8000-000000000001', 'Art/Fashion', 'FirstCome', 'Sketching', '<p>x</p>',
            '2026-02-01', '10:00', ${at}, ${at}::timestamptz + interval '2 hours', 'Seoul', 'Cafe', 37.5, 127, 1, 5, 0, '{en}', '/uploads/events/a.webp',
            ${at}, ${at})`);
  await database.db.execute(sql`
    insert into participants (event_id, user_id, status, created_at, updated_at)
    values (1, '6f1c0e52-0000-4000-8000-000000000001', 'Approved', ${at}, ${at})`);
  await database.db.execute(sql`
    insert into chat_rooms (event_id, name, type, created_at, updated_at) values (1, 'Sketching', 'event', ${at}, ${at})`);
});

afterAll(() => database.close());

/** The SQLSTATE and constraint of the error the statement ends with, or null when it succeeds. */
async function failure(statement: ReturnType<typeof sql>): Promise<{ code: unknown; constraint: unknown } | null> {
  try {
    await database.db.execute(statement);
    return null;
  } catch (error) {
    let e: unknown = error;
    while (e && typeof e === 'object' && !('code' in e) && 'cause' in e) e = (e as { cause: unknown }).cause;
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    return { code, constraint };
  }
}

const columns = [
  { table: 'users', column: 'gender', values: GENDERS, wrong: 'female', constraint: 'users_gender_check' },
  { table: 'users', column: 'locale', values: locales, wrong: 'fr', constraint: 'users_locale_check' },
  { table: 'uploads', column: 'purpose', values: IMAGE_PURPOSES, wrong: 'avatar', constraint: 'uploads_purpose_check' },
  { table: 'events', column: 'category', values: CATEGORIES, wrong: 'Art/Fasion', constraint: 'events_category_check' },
  { table: 'events', column: 'type', values: EVENT_TYPES, wrong: 'Lottery', constraint: 'events_type_check' },
  {
    table: 'participants',
    column: 'status',
    values: PARTICIPANT_STATUSES,
    wrong: 'approved',
    constraint: 'participants_status_check',
  },
  {
    table: 'chat_rooms',
    column: 'type',
    values: CHAT_ROOM_TYPES,
    wrong: 'direct',
    constraint: 'chat_rooms_type_check',
  },
];

describe('fixed-value columns', () => {
  it.each(columns)('$table.$column takes every listed value and refuses others', async (c) => {
    const update = (value: string) => sql`update ${sql.identifier(c.table)} set ${sql.identifier(c.column)} = ${value}`;
    for (const value of c.values) expect(await failure(update(value))).toBeNull();
    expect(await failure(update(c.wrong))).toEqual({ code: '23514', constraint: c.constraint });
    const [row] = await queryRows<{ value: string }>(
      database,
      sql`select ${sql.identifier(c.column)} as value from ${sql.identifier(c.table)}`,
    );
    expect(row?.value).toBe(c.values.at(-1));
  });
});
