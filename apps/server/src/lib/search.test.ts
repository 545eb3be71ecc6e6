import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.ts';
import { createTestDatabase, queryRows } from '../test/test-database.ts';
import { isShortQuery, searchableText, searchGrams } from './search.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('search pieces', () => {
  it('are every 1- and 2-character piece, once', () => {
    expect(searchGrams('aba').sort()).toEqual(['a', 'ab', 'b', 'ba']);
    expect(searchGrams('등산 가요').sort()).toEqual([' ', ' 가', '가', '가요', '등', '등산', '산', '산 ', '요'].sort());
  });

  it('are the same as the migration computes in SQL', async () => {
    const text = searchableText('Hangang 등산 & Kimchi 🥢', 'Bring snacks!');
    const [row] = await queryRows<{ grams: string[] }>(
      database,
      sql`select array(
            select distinct substr(t.s, i, n)
            from (select ${text}::text as s) t, generate_series(1, 2) n, generate_series(1, length(t.s)) i
            where i + n - 1 <= length(t.s)) as grams`,
    );
    expect([...row!.grams].sort()).toEqual(searchGrams(text).sort());
  });

  it('tells the queries too short for trigrams', () => {
    expect(isShortQuery('등산')).toBe(true);
    expect(isShortQuery('요리사')).toBe(false);
  });
});
