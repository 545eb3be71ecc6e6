import { describe, expect, it } from 'vitest';
import { seriesDates, seriesProblem } from './series.ts';

describe('seriesDates', () => {
  it('repeats weekly and every two weeks, across a month and a year end', () => {
    expect(seriesDates('2026-12-22', { every: 'weekly', count: 3 })).toEqual([
      '2026-12-22',
      '2026-12-29',
      '2027-01-05',
    ]);
    expect(seriesDates('2026-03-14', { every: 'biweekly', count: 3 })).toEqual([
      '2026-03-14',
      '2026-03-28',
      '2026-04-11',
    ]);
  });

  it('repeats monthly on the same weekday of the month; a missing 5th one becomes the last', () => {
    // 2026-03-10 is the 2nd Tuesday of March.
    expect(seriesDates('2026-03-10', { every: 'monthly', count: 3 })).toEqual([
      '2026-03-10',
      '2026-04-14',
      '2026-05-12',
    ]);
    // 2026-03-31 is the 5th Tuesday; April and May have four, June has five.
    expect(seriesDates('2026-03-31', { every: 'monthly', count: 4 })).toEqual([
      '2026-03-31',
      '2026-04-28',
      '2026-05-26',
      '2026-06-30',
    ]);
    // 2028-02-29 is the 5th Tuesday of a leap February.
    expect(seriesDates('2028-02-29', { every: 'monthly', count: 2 })).toEqual(['2028-02-29', '2028-03-28']);
  });

  it('stops at the last date given, that date included', () => {
    expect(seriesDates('2026-03-14', { every: 'weekly', until: '2026-03-28' })).toEqual([
      '2026-03-14',
      '2026-03-21',
      '2026-03-28',
    ]);
    expect(seriesDates('2026-03-14', { every: 'weekly', until: '2026-03-27' })).toHaveLength(2);
  });
});

describe('seriesProblem', () => {
  it.each([
    [{ every: 'weekly' as const }, 'seriesEndRequired'],
    [{ every: 'weekly' as const, count: 1 }, 'seriesTooLong'],
    [{ every: 'weekly' as const, count: 13 }, 'seriesTooLong'],
    [{ every: 'weekly' as const, count: 2.5 }, 'seriesTooLong'],
    [{ every: 'weekly' as const, until: '2026-03-14' }, 'seriesUntilInvalid'],
    [{ every: 'weekly' as const, until: '2026-03-20' }, 'seriesUntilInvalid'],
    [{ every: 'weekly' as const, until: '2026-02-30' }, 'seriesUntilInvalid'],
    [{ every: 'weekly' as const, until: '2026-05-30' }, null],
    [{ every: 'weekly' as const, until: '2026-06-06' }, 'seriesTooLong'],
    [{ every: 'monthly' as const, count: 12 }, null],
  ])('%j from 2026-03-14: %s', (rule, problem) => {
    expect(seriesProblem('2026-03-14', rule)).toBe(problem);
  });
});
