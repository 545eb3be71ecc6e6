import type { Clock } from './clock.ts';

/**
 * A small per-process cache whose entries live `ttlMs` (by the clock) and of which at most
 * `maxEntries` are kept, oldest out first. Concurrent loads of one key share one promise.
 * Writes drop what they change at once (`delete`, `clear`), so the time to live only bounds
 * how long a cached read is reused, never how long it may be wrong.
 */
export function createTtlCache<V>(options: { ttlMs: number; maxEntries: number; clock: Clock }) {
  const { ttlMs, maxEntries, clock } = options;
  const entries = new Map<string, { value: Promise<V>; expiresAt: number }>();

  return {
    enabled: ttlMs > 0,

    /** The cached value of `key`, or what `load` gives (kept unless it fails). */
    getOrLoad(key: string, load: () => Promise<V>): Promise<V> {
      if (ttlMs <= 0) return load();
      const now = clock.now().getTime();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now) return hit.value;
      if (hit) entries.delete(key);
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      const value = load();
      entries.set(key, { value, expiresAt: now + ttlMs });
      // Only this load's own entry goes: a later one may have replaced it meanwhile.
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      return value;
    },

    /** Forgets one key; a load already under way still answers the callers that asked for it. */
    delete(key: string): void {
      entries.delete(key);
    },

    clear(): void {
      entries.clear();
    },
  };
}
