import { describe, expect, it } from 'vitest';
import { formatEventDate, formatEventDateTime, formatEventTime, formatPrice } from './format.ts';
import {
  formatInReaderZone,
  formatMomentDate,
  formatMomentDateTime,
  formatMomentLongDate,
  formatRelativeTime,
} from './format-moments.ts';

describe('formatEventDateTime', () => {
  it.each([
    ['en', 'Sat, Mar 14, 2026, 2:30 PM'],
    ['ko', '2026년 3월 14일 (토) 오후 2:30'],
    ['zh-CN', '2026年3月14日周六 14:30'],
    ['vi', '14:30 Thứ 7, 14 thg 3, 2026'],
    ['ja', '2026年3月14日(土) 14:30'],
  ])('shows an afternoon start in %s', (locale, expected) => {
    expect(formatEventDateTime('2026-03-14', '14:30', locale)).toBe(expected);
  });

  it('shows midnight and noon the way people read them', () => {
    expect(formatEventDateTime('2026-03-15', '00:00', 'en')).toBe('Sun, Mar 15, 2026, 12:00 AM');
    expect(formatEventDateTime('2026-03-15', '00:00', 'ko')).toBe('2026년 3월 15일 (일) 오전 12:00');
    expect(formatEventDateTime('2026-03-15', '12:00', 'ko')).toBe('2026년 3월 15일 (일) 오후 12:00');
    expect(formatEventDateTime('2026-03-15', '09:30', 'ko-KR')).toBe('2026년 3월 15일 (일) 오전 9:30');
    expect(formatEventDateTime('2026-03-15', '00:00', 'ja')).toBe('2026年3月15日(日) 0:00');
  });

  it('keeps Korea time whatever the time zone of the browser', () => {
    // 23:30 in Seoul is still the same day, though it is 14:30 UTC and the previous evening in America.
    expect(formatEventDateTime('2026-01-01', '23:30', 'en')).toBe('Thu, Jan 1, 2026, 11:30 PM');
    expect(formatEventDateTime('2026-01-01', '00:30', 'en')).toBe('Thu, Jan 1, 2026, 12:30 AM');
  });

  it('shows what it cannot read as it is', () => {
    expect(formatEventDateTime('soon', '', 'en')).toBe('soon');
    expect(formatEventDateTime('2026-02-30', '10:00', 'en')).toBe('2026-02-30 10:00');
    expect(formatEventDateTime('2026-02-20', '25:00', 'ko')).toBe('2026-02-20 25:00');
  });
});

describe('formatEventDate and formatEventTime', () => {
  it.each([
    ['en', 'Sat, Mar 14, 2026', '2:30 PM', '9:05 AM'],
    ['ko', '2026년 3월 14일 (토)', '오후 2:30', '오전 9:05'],
    ['zh-CN', '2026年3月14日周六', '14:30', '9:05'],
    ['vi', 'Thứ 7, 14 thg 3, 2026', '14:30', '9:05'],
    ['ja', '2026年3月14日(土)', '14:30', '9:05'],
  ])('shows the day and the time in Korea in %s', (locale, date, afternoon, morning) => {
    expect(formatEventDate('2026-03-14', locale)).toBe(date);
    expect(formatEventTime('14:30', locale)).toBe(afternoon);
    expect(formatEventTime('09:05', locale)).toBe(morning);
  });

  it('knows the weekday of any date', () => {
    expect(formatEventDate('2026-12-31', 'en')).toBe('Thu, Dec 31, 2026');
    expect(formatEventDate('2028-02-29', 'ko')).toBe('2028년 2월 29일 (화)');
  });

  it('shows what it cannot read as it is', () => {
    expect(formatEventDate('2026-13-01', 'ko')).toBe('2026-13-01');
    expect(formatEventTime('noon', 'ko')).toBe('noon');
  });
});

describe('formatPrice', () => {
  it.each([
    ['en', '₩5,000', '₩1,250,000'],
    ['ko', '₩5,000', '₩1,250,000'],
    ['zh-CN', '₩5,000', '₩1,250,000'],
    ['vi', '5.000 ₩', '1.250.000 ₩'],
    ['ja', '₩5,000', '₩1,250,000'],
  ])('shows won with the sign and the grouping of %s', (locale, small, large) => {
    expect(formatPrice(5000, locale, 'Free')).toBe(small);
    expect(formatPrice(1_250_000, locale, 'Free')).toBe(large);
  });

  it('says Free (in the words given) for 0', () => {
    expect(formatPrice(0, 'en', 'Free')).toBe('Free');
    expect(formatPrice(0, 'ko', '무료')).toBe('무료');
  });
});

describe('moments', () => {
  it("shows a moment's date in Korea time", () => {
    // 23:30 UTC on 13 March is already 14 March in Seoul.
    expect(formatMomentDate('2026-03-13T23:30:00.000Z', 'en')).toBe('Sat, Mar 14, 2026');
    expect(formatMomentDate('2026-03-13T23:30:00.000Z', 'ko')).toBe('2026년 3월 14일 (토)');
    expect(formatMomentDate('2026-03-13T23:30:00.000Z', 'ja')).toBe('2026年3月14日(土)');
    expect(formatMomentDate('2026-03-13T12:00:00.000Z', 'en')).toBe('Fri, Mar 13, 2026');
  });

  it.each([
    ['en', 'Mar 1, 2026, 10:00 AM', 'March 1, 2026'],
    ['ko', '2026. 3. 1. 오전 10:00', '2026년 3월 1일'],
    ['zh-CN', '2026年3月1日 10:00', '2026年3月1日'],
    ['vi', '10:00 1 thg 3, 2026', '1 tháng 3, 2026'],
    ['ja', '2026/03/01 10:00', '2026年3月1日'],
  ])('shows a moment with its time, or in words, in %s', (locale, short, long) => {
    expect(formatMomentDateTime('2026-03-01T01:00:00.000Z', locale)).toBe(short);
    expect(formatMomentLongDate('2026-03-01T01:00:00.000Z', locale)).toBe(long);
  });

  it('shows a value that is not a moment as it is', () => {
    expect(formatMomentDate('soon', 'en')).toBe('soon');
    expect(formatMomentDateTime('soon', 'ko')).toBe('soon');
  });
});

describe('formatInReaderZone', () => {
  const start = new Date('2026-03-14T14:30:00+09:00');

  it.each([
    ['en', 'America/Los_Angeles', 'Fri, Mar 13, 10:30 PM PDT'],
    ['en', 'Europe/Paris', 'Sat, Mar 14, 6:30 AM GMT+1'],
    ['ko', 'Europe/Paris', '3월 14일 (토) 오전 6:30 GMT+1'],
    ['ko', 'America/New_York', '3월 14일 (토) 오전 1:30 GMT-4'],
    ['zh-CN', 'Asia/Shanghai', '3月14日周六 GMT+8 13:30'],
    ['vi', 'Asia/Ho_Chi_Minh', '12:30 GMT+7 Thứ 7, 14 thg 3'],
    ['ja', 'UTC', '3月14日(土) 5:30 UTC'],
  ])('shows the start in %s for a reader in %s', (locale, zone, expected) => {
    expect(formatInReaderZone(start, locale, zone)).toBe(expected);
  });

  it('shows nothing when the reader’s clock reads as Korea’s', () => {
    expect(formatInReaderZone(start, 'en', 'Asia/Seoul')).toBeNull();
    expect(formatInReaderZone(start, 'ja', 'Asia/Tokyo')).toBeNull();
  });

  it('shows nothing for an unknown zone or a broken instant', () => {
    expect(formatInReaderZone(start, 'en', 'Mars/Olympus')).toBeNull();
    expect(formatInReaderZone(new Date('soon'), 'en', 'UTC')).toBeNull();
  });
});

describe('formatRelativeTime', () => {
  // Wednesday 2026-11-25, 15:00 in Korea.
  const now = new Date('2026-11-25T15:00:00+09:00');
  const at = (korea: string) => new Date(`${korea}+09:00`);

  it.each([
    ['now', at('2026-11-25T15:00:20'), 'now', '지금'],
    ['minutes ahead', at('2026-11-25T15:20:00'), 'in 20 minutes', '20분 후'],
    ['hours ago', at('2026-11-25T12:00:00'), '3 hours ago', '3시간 전'],
    ['hours ahead, past midnight', at('2026-11-26T09:00:00'), 'in 18 hours', '18시간 후'],
    ['the next date in Korea', at('2026-11-26T20:00:00'), 'tomorrow', '내일'],
    ['two dates on, though fewer than 48 hours', at('2026-11-27T09:00:00'), 'in 2 days', '모레'],
    ['days ago', at('2026-11-20T10:00:00'), '5 days ago', '5일 전'],
    ['months ahead', at('2027-01-30T10:00:00'), 'in 2 months', '2개월 후'],
    ['years ago', at('2024-11-01T10:00:00'), '2 years ago', '2년 전'],
  ])('%s', (_case, instant, en, ko) => {
    expect(formatRelativeTime(instant, now, 'en')).toBe(en);
    expect(formatRelativeTime(instant, now, 'ko')).toBe(ko);
  });

  it.each([
    ['zh-CN', '3小时前', '5天后'],
    ['vi', '3 giờ trước', 'sau 5 ngày nữa'],
    ['ja', '3 時間前', '5 日後'],
  ])('speaks %s', (locale, hoursAgo, inDays) => {
    expect(formatRelativeTime(at('2026-11-25T12:00:00'), now, locale)).toBe(hoursAgo);
    expect(formatRelativeTime(at('2026-11-30T10:00:00'), now, locale)).toBe(inDays);
  });
});
