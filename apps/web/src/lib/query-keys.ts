/** Query keys shared across features, so one feature can refresh what another shows. */
export const queryKeys = {
  /** The signed-in user (GET /user/me). */
  me: ['me'] as const,
  /** A public profile (GET /user/getUser/:userId). */
  user: (userId: string) => ['user', userId.toLowerCase()] as const,
  publicConfig: ['public-config'] as const,
  /** One event's page (GET /events/getEvents/:id). */
  event: (id: number) => ['event', id] as const,
  /** Every cached list of events starts with this, so a like can update them all at once. */
  eventLists: ['events'] as const,
  /** The signed-in person's weekly picks (GET /picks): a list of events, so a like updates it too. */
  picks: ['events', 'picks'] as const,
  /** Whether the signed-in user likes an event. */
  isLiked: (id: number) => ['is-liked', id] as const,
  /** The people the signed-in user blocks (GET /user/blocked). */
  blocked: ['blocked'] as const,
  /** The signed-in user's participation in an event. */
  participation: (id: number) => ['participation', id] as const,
  /** Every cached review list and average starts with this, so a new review refreshes them all. */
  reviews: ['reviews'] as const,
  /** An event's reviews (GET /reviews/event/:id). */
  eventReviews: (id: number) => ['reviews', 'event', id] as const,
  /** A host's reviews, page by page (GET /reviews/host/:userId). */
  hostReviews: (userId: string) => ['reviews', 'host', userId.toLowerCase()] as const,
  /** A host's average rating (GET /reviews/host/:userId/average). */
  hostAverage: (userId: string) => ['reviews', 'host-average', userId.toLowerCase()] as const,
};
