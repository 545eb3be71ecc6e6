import { z } from 'zod';

/** A host one follows, as the list of whom one follows shows them (decision 0062). */
const FollowedHostSchema = z.object({
  /** users.id */
  id: z.string(),
  /** The login ID: the profile's address (/user/<userId>). */
  userId: z.string(),
  username: z.string(),
  /** An absolute URL, or null. */
  profileImage: z.string().nullable(),
});

/** POST and DELETE /user/follow/:userId: whether the caller now follows the host, and how many do. */
export const FollowStateSchema = z.object({
  following: z.boolean(),
  followersCount: z.number().int(),
});
export type FollowState = z.infer<typeof FollowStateSchema>;

/** GET /user/following: the hosts the caller follows, the latest followed first. */
export const FollowingListSchema = z.object({ hosts: z.array(FollowedHostSchema) });
export type FollowingList = z.infer<typeof FollowingListSchema>;
