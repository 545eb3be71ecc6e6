import { z } from 'zod';

/** A person one blocked, as the settings list them (decision 72). */
const BlockedPersonSchema = z.object({
  /** users.id */
  id: z.string(),
  /** The login ID: the profile's address (/userPage/<userId>). */
  userId: z.string(),
  username: z.string(),
  /** An absolute URL, or null. */
  profileImage: z.string().nullable(),
  /** When they were blocked (ISO 8601). */
  blockedAt: z.string(),
});

/** POST and DELETE /user/block/:userId: whether the caller now blocks that person. */
export const BlockStateSchema = z.object({ blocked: z.boolean() });
export type BlockState = z.infer<typeof BlockStateSchema>;

/** GET /user/blocked: the people the caller blocks, the latest blocked first. */
export const BlockedListSchema = z.object({ people: z.array(BlockedPersonSchema) });
export type BlockedList = z.infer<typeof BlockedListSchema>;
