import { and, eq, inArray } from 'drizzle-orm';
import type { Locale } from '@moim/contract/locales';
import type { Queryable } from '../../db/client.ts';
import { translations } from '../../db/schema.ts';

/** The translation cache (decision 77), by the digest of each source text and the target language. */
export function createTranslationsRepository(db: Queryable) {
  return {
    /** The cached translations of these source texts into `to`, by digest. */
    async find(hashes: string[], to: Locale): Promise<Map<string, string>> {
      if (hashes.length === 0) return new Map();
      const rows = await db
        .select({ hash: translations.sourceHash, text: translations.text })
        .from(translations)
        .where(and(inArray(translations.sourceHash, hashes), eq(translations.targetLanguage, to)));
      return new Map(rows.map((row) => [row.hash, row.text]));
    },

    /** Keeps new translations; one another reader stored meanwhile stays as it is. */
    async store(
      rows: Array<{ hash: string; text: string }>,
      meta: { to: Locale; from: string; provider: string; at: Date },
    ): Promise<void> {
      if (rows.length === 0) return;
      await db
        .insert(translations)
        .values(
          rows.map(({ hash, text }) => ({
            sourceHash: hash,
            targetLanguage: meta.to,
            sourceLanguage: meta.from,
            provider: meta.provider,
            text,
            createdAt: meta.at,
          })),
        )
        .onConflictDoNothing();
    },
  };
}

export type TranslationsRepository = ReturnType<typeof createTranslationsRepository>;
