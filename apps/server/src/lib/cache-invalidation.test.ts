import { describe, expect, it } from 'vitest';
import { createCacheInvalidation, type CacheChange } from './cache-invalidation.ts';

/** An invalidation joined to a fake channel: what it sent, and a way to deliver what others send. */
function joined() {
  const changes = createCacheInvalidation();
  const seen: CacheChange[] = [];
  const sent: CacheChange[] = [];
  let deliver: (change: unknown) => void = () => {};
  changes.subscribe((change) => seen.push(change));
  changes.connect({ send: (change) => sent.push(change), receive: (listener) => (deliver = listener) });
  return { changes, seen, sent, deliver: (change: unknown) => deliver(change) };
}

describe('cache invalidation between processes', () => {
  it('tells the caches here at once and sends the change to the other processes', () => {
    const { changes, seen, sent } = joined();
    changes.publish({ kind: 'event-changed', eventId: 7 });
    expect(seen).toEqual([{ kind: 'event-changed', eventId: 7 }]);
    expect(sent).toEqual([{ kind: 'event-changed', eventId: 7 }]);
  });

  it("hands another process's change to the caches here without sending it back", () => {
    const { seen, sent, deliver } = joined();
    deliver({ kind: 'event-deleted', eventId: 3 });
    expect(seen).toEqual([{ kind: 'event-deleted', eventId: 3 }]);
    expect(sent).toEqual([]);
  });

  it('ignores what is not a change it knows (anyone with the database can NOTIFY)', () => {
    const { seen, deliver } = joined();
    for (const junk of [null, 'event-created', { kind: 'drop-tables' }, { kind: 'event-deleted', eventId: '../x' }]) {
      deliver(junk);
    }
    expect(seen).toEqual([]);
  });
});
