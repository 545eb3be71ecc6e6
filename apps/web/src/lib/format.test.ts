import { describe, expect, it } from 'vitest';
import { formatEventDate, formatEventDateTime, formatMomentDate, formatPrice } from './format.ts';

describe('formatEventDateTime', () => {
  it('shows an afternoon start in English and Korean', () => {
    expect(formatEventDateTime('2026-03-14', '14:30', 'en')).toBe('Sat, Mar 14, 2026, 2:30 PM');
    expect(formatEventDateTime('2026-03-14', '14:30', 'ko')).toBe('2026년 3월 14일 (토) 오후 2:30');
  });

  it('shows midnight and noon the way people read them', () => {
    expect(formatEventDateTime('2026-03-15', '00:00', 'en')).toBe('Sun, Mar 15, 2026, 12:00 AM');
    expect(formatEventDateTime('2026-03-15', '00:00', 'ko')).toBe('2026년 3월 15일 (일) 오전 12:00');
    expect(formatEventDateTime('2026-03-15', '12:00', 'ko')).toBe('2026년 3월 15일 (일) 오후 12:00');
    expect(formatEventDateTime('2026-03-15', '09:30', 'ko-KR')).toBe('2026년 3월 15일 (일) 오전 9:30');
  });

  it('keeps Korea time whatever the time zone of the browser', () => {
    // 23:30 in Seoul is still the same day, though it is 14:30 UTC and the previous evening in America.
    expect(formatEventDateTime('2026-01-01', '23:30', 'en')).toBe('Thu, Jan 1, 2026, 11:30 PM');
    expect(formatEventDateTime('2026-01-01', '00:30', 'en')).toBe('Thu, Jan 1, 2026, 12:30 AM');
  });

  it('shows what it cannot read as it is', () => {
    expect(formatEventDateTime('soon', '', 'en')).toBe('soon');
    expect(formatEventDateTime('2026-02-30', '10:00', 'en')).toBe('2026-02-30 10:00');
  });
});

describe('formatEventDate', () => {
  it('shows the day in Korea', () => {
    expect(formatEventDate('2026-03-14', 'en')).toBe('Sat, Mar 14, 2026');
    expect(formatEventDate('2026-03-14', 'ko')).toBe('2026년 3월 14일 (토)');
    expect(formatEventDate('2026-12-31', 'en')).toBe('Thu, Dec 31, 2026');
  });
});

describe('formatPrice', () => {
  it('shows won with the sign and grouping, and Free for 0', () => {
    expect(formatPrice(5000, 'en', 'Free')).toBe('₩5,000');
    expect(formatPrice(1_250_000, 'ko', '무료')).toBe('₩1,250,000');
    expect(formatPrice(100, 'en', 'Free')).toBe('₩100');
    expect(formatPrice(0, 'en', 'Free')).toBe('Free');
    expect(formatPrice(0, 'ko', '무료')).toBe('무료');
  });
});

describe('formatMomentDate', () => {
  it("shows a moment's date in Korea time", () => {
    // 23:30 UTC on 13 March is already 14 March in Seoul.
    expect(formatMomentDate('2026-03-13T23:30:00.000Z', 'en')).toBe('Sat, Mar 14, 2026');
    expect(formatMomentDate('2026-03-13T23:30:00.000Z', 'ko')).toBe('2026년 3월 14일 (토)');
    expect(formatMomentDate('2026-03-13T12:00:00.000Z', 'en')).toBe('Fri, Mar 13, 2026');
  });

  it('shows a value that is not a moment as it is', () => {
    expect(formatMomentDate('soon', 'en')).toBe('soon');
  });
});
