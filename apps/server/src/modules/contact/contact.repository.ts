import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { contactMessages } from '../../db/schema.ts';

export type NewContactMessage = Omit<typeof contactMessages.$inferInsert, 'id' | 'supportMailId'>;

export function createContactRepository(db: Queryable) {
  return {
    /** Stores a message; returns its id, the reference both mails name. */
    async insert(message: NewContactMessage): Promise<number> {
      const [row] = await db.insert(contactMessages).values(message).returning({ id: contactMessages.id });
      return row!.id;
    },

    /** Ties a message to the queued mail that carries it (and its file) to support. */
    async linkSupportMail(id: number, mailId: number): Promise<void> {
      await db.update(contactMessages).set({ supportMailId: mailId }).where(eq(contactMessages.id, id));
    },
  };
}

export type ContactRepository = ReturnType<typeof createContactRepository>;
