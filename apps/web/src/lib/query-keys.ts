/** Query keys shared across features, so one feature can refresh what another shows. */
export const queryKeys = {
  /** The signed-in user (GET /user/me). */
  me: ['me'] as const,
  /** A public profile (GET /user/getUser/:userId). */
  user: (userId: string) => ['user', userId.toLowerCase()] as const,
  publicConfig: ['public-config'] as const,
};
