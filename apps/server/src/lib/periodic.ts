import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs `work` every `intervalMs`, one run at a time, logging a failed run instead of
 * stopping; a tick that comes while a run is under way is skipped, not queued (a run slower
 * than the interval, such as mail to a slow SMTP server, must not pile up runs behind it). The
 * returned function stops the timer and waits for a run under way.
 */
export function runEvery(
  intervalMs: number,
  work: () => Promise<unknown>,
  log: FastifyBaseLogger,
  failure: string,
): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = work()
      .catch((error: unknown) => log.error({ err: error }, failure))
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
