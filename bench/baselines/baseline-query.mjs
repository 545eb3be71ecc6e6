// The 12-row SELECT of the Fastify + pg baseline (fastify-pg.mjs); bench/run.mjs checks its plan.
// It reads events_created_at_idx (created_at DESC, id DESC) in order, as the app's 'all' list does.
export const BASELINE_QUERY = `select id, name, main_image, date, time, category, type, location, price, participants_count,
  likes_count from events where starts_at >= $1 order by created_at desc limit 12`;

/** The start of today in Korea, as the app's lists use it. */
export function startOfTodayInKorea(now = Date.now()) {
  const seoul = new Date(now + 9 * 3600_000).toISOString().slice(0, 10);
  return new Date(`${seoul}T00:00:00+09:00`);
}
