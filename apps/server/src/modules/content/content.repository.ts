import type { Queryable } from '../../db/client.ts';
import { newsletterSubscriptions } from '../../db/schema.ts';

export function createContentRepository(db: Queryable) {
  return {
    /** Inserts the address unless it is there already; either way it is subscribed after. */
    async addSubscription(email: string, at: Date): Promise<void> {
      await db
        .insert(newsletterSubscriptions)
        .values({ email, createdAt: at })
        .onConflictDoNothing({ target: newsletterSubscriptions.email });
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
