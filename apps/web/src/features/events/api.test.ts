import { describe, expect, it } from 'vitest';
import { patchEventInList } from './api.ts';

describe('patchEventInList', () => {
  it('changes the like count of one event in the shapes lists come in', () => {
    const list = [
      { id: 1, likesCount: 2 },
      { id: 2, likesCount: 5 },
    ];
    expect(patchEventInList(list, 2, 6)).toEqual([
      { id: 1, likesCount: 2 },
      { id: 2, likesCount: 6 },
    ]);
    expect(patchEventInList({ items: list, total: 2 }, 1, 3)).toEqual({
      items: [
        { id: 1, likesCount: 3 },
        { id: 2, likesCount: 5 },
      ],
      total: 2,
    });
    expect(patchEventInList({ pages: [[{ id: 1, likesCount: 2 }]], pageParams: [0] }, 1, 0)).toEqual({
      pages: [[{ id: 1, likesCount: 0 }]],
      pageParams: [0],
    });
    // The spec's list events count likes in `likes`.
    expect(patchEventInList([{ id: 1, likes: 2 }], 1, 3)).toEqual([{ id: 1, likes: 3 }]);
  });

  it('returns the same object when the event is not there', () => {
    const list = { items: [{ id: 1, likesCount: 2 }], total: 1 };
    expect(patchEventInList(list, 9, 1)).toBe(list);
    expect(patchEventInList(undefined, 9, 1)).toBeUndefined();
  });
});
