import { and, isNotNull, lt, lte, or } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import {
  contactMessages,
  emailVerifications,
  reports,
  retainedRecords,
  moderationLog,
  sessions,
  translations,
} from '../../db/schema.ts';

/** The moments before which each kind of row is deleted (docs/rules.md, "Keeping personal data"). */
export interface RetentionCutoffs {
  /** Unverified (or verified and unused) e-mail codes sent before it. */
  emailCodes: Date;
  /** Sessions that expired or ended before it. */
  sessions: Date;
  /** Messages to support, reports and the moderators' audit log, made before it. */
  complaints: Date;
  /** Records kept of closed accounts whose time ends before it (now). */
  retained: Date;
  /** Machine translations made before it (decision 77): a cache, not a record. */
  translations: Date;
}

/** Deletes what Moim no longer needs, each kind after its period (decision 74). */
export function createRetentionRepository(db: Queryable) {
  const counted = async (query: Promise<unknown[]>) => (await query).length;
  return {
    /** Deletes every row past its period; answers how many of each kind went. */
    async sweep(cutoffs: RetentionCutoffs) {
      return {
        emailCodes: await counted(
          db
            .delete(emailVerifications)
            .where(lt(emailVerifications.sentAt, cutoffs.emailCodes))
            .returning({ email: emailVerifications.email }),
        ),
        sessions: await counted(
          db
            .delete(sessions)
            .where(
              or(
                lt(sessions.expiresAt, cutoffs.sessions),
                and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, cutoffs.sessions)),
              ),
            )
            .returning({ id: sessions.id }),
        ),
        contactMessages: await counted(
          db
            .delete(contactMessages)
            .where(lt(contactMessages.createdAt, cutoffs.complaints))
            .returning({ id: contactMessages.id }),
        ),
        reports: await counted(
          db.delete(reports).where(lt(reports.createdAt, cutoffs.complaints)).returning({ id: reports.id }),
        ),
        // The audit log's trigger refuses the deletion of anything younger (decision 76).
        moderationLog: await counted(
          db
            .delete(moderationLog)
            .where(lt(moderationLog.createdAt, cutoffs.complaints))
            .returning({ id: moderationLog.id }),
        ),
        retained: await counted(
          db
            .delete(retainedRecords)
            .where(lte(retainedRecords.expiresAt, cutoffs.retained))
            .returning({ id: retainedRecords.id }),
        ),
        translations: await counted(
          db
            .delete(translations)
            .where(lt(translations.createdAt, cutoffs.translations))
            .returning({ id: translations.id }),
        ),
      };
    },
  };
}

export type RetentionRepository = ReturnType<typeof createRetentionRepository>;
