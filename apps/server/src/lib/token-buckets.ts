import type { Clock } from './clock.ts';

/** A budget: at most `burst` at once, given back at `perSecond`. */
export interface BucketLimit {
  burst: number;
  perSecond: number;
}

interface Bucket {
  tokens: number;
  updated: number;
}

/**
 * Token buckets kept in this process's memory, one per key (an address, a user): `take(key)`
 * spends one token if the key has one left. A key's bucket outlives whatever used it (a socket
 * that reconnects finds its budget as it left it); at most `maxKeys` are kept, the longest unused
 * going first, and a bucket that has filled up again is the same as none.
 */
export function createTokenBuckets(limit: BucketLimit, clock: Clock, maxKeys = 50_000) {
  const buckets = new Map<string, Bucket>();
  // A clock set back (by NTP, or a test) gives nothing back and takes nothing away.
  const refilled = (bucket: Bucket, now: number) =>
    Math.min(limit.burst, bucket.tokens + (Math.max(0, now - bucket.updated) / 1000) * limit.perSecond);

  return {
    take(key: string): boolean {
      const now = clock.now().getTime();
      const found = buckets.get(key);
      const bucket = found ?? { tokens: limit.burst, updated: now };
      bucket.tokens = refilled(bucket, now);
      bucket.updated = now;
      // Kept in order of use: a Map iterates in insertion order, so the first key is the longest unused.
      if (found) buckets.delete(key);
      buckets.set(key, bucket);
      if (buckets.size > maxKeys) buckets.delete(buckets.keys().next().value!);
      if (bucket.tokens < 1) return false;
      bucket.tokens -= 1;
      return true;
    },
    /** Seconds until `key` has a token again (0 when it has one). */
    waitSeconds(key: string): number {
      const bucket = buckets.get(key);
      if (!bucket) return 0;
      const tokens = refilled(bucket, clock.now().getTime());
      return tokens >= 1 ? 0 : (1 - tokens) / limit.perSecond;
    },
  };
}
