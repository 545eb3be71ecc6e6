import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs `work` every `intervalMs`, one run at a time, logging a failed run instead of
 * stopping; the returned function stops the timer and waits for a run under way.
 */
export function runEvery(
  intervalMs: number,
  work: () => Promise<unknown>,
  log: FastifyBaseLogger,
  failure: string,
): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running.then(work).catch((error: unknown) => log.error({ err: error }, failure));
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
