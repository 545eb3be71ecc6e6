import { describe, expect, it } from 'vitest';
import { ManualClock } from './clock.ts';
import { createTtlCache } from './ttl-cache.ts';

function setup() {
  const clock = new ManualClock('2026-03-02T03:00:00.000Z');
  const cache = createTtlCache<string>({ ttlMs: 1000, maxEntries: 10, clock });
  let loads = 0;
  const get = (key: string) => cache.getOrLoad(key, async () => `${key}#${++loads}`);
  return { clock, cache, get };
}

describe('the TTL cache', () => {
  it('reuses a value for its time to live', async () => {
    const { clock, get } = setup();
    expect(await get('a')).toBe('a#1');
    expect(await get('a')).toBe('a#1');
    clock.advance(1001);
    expect(await get('a')).toBe('a#2');
  });

  it('forgets one key at once on delete, and every key on clear', async () => {
    const { cache, get } = setup();
    await get('a');
    await get('b');
    cache.delete('a');
    expect(await get('a')).toBe('a#3');
    expect(await get('b')).toBe('b#2');
    cache.clear();
    expect(await get('b')).toBe('b#4');
  });

  it('does not let a failed load that was dropped remove the load that replaced it', async () => {
    const { cache } = setup();
    let fail!: (error: Error) => void;
    const failing = cache.getOrLoad('a', () => new Promise<string>((_resolve, reject) => (fail = reject)));
    cache.delete('a');
    expect(await cache.getOrLoad('a', async () => 'fresh')).toBe('fresh');
    fail(new Error('down'));
    await expect(failing).rejects.toThrow('down');
    expect(await cache.getOrLoad('a', async () => 'not used')).toBe('fresh');
  });
});
