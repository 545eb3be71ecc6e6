import { describe, expect, it } from 'vitest';
import { formatDay, formatRoomTime } from './time.ts';

// Wednesday 2026-11-25, 15:00 in Korea.
const NOW = new Date('2026-11-25T15:00:00+09:00');
const at = (korea: string) => new Date(`${korea}+09:00`).toISOString();

describe('room times', () => {
  it.each([
    ['today: the time of day', at('2026-11-25T09:05:00'), '9:05 AM', '오전 9:05'],
    [
      'today, just after midnight in Korea (still the day before in UTC)',
      at('2026-11-25T00:10:00'),
      '12:10 AM',
      '오전 12:10',
    ],
    ['yesterday: the weekday', at('2026-11-24T23:30:00'), 'Tuesday', '화요일'],
    ['six days ago: the weekday', at('2026-11-19T12:00:00'), 'Thursday', '목요일'],
    ['seven days ago: month and day', at('2026-11-18T12:00:00'), 'Nov 18', '11월 18일'],
    ['last year: with the year', at('2025-12-31T12:00:00'), 'Dec 31, 2025', '2025년 12월 31일'],
  ])('%s', (_case, iso, en, ko) => {
    expect(formatRoomTime(iso, NOW, 'en')).toBe(en);
    expect(formatRoomTime(iso, NOW, 'ko')).toBe(ko);
  });

  it('shows nothing for a time that is not one', () => {
    expect(formatRoomTime('soon', NOW, 'en')).toBe('');
  });

  it('heads each day of a conversation', () => {
    expect(formatDay(at('2026-11-24T23:30:00'), NOW, 'en')).toBe('Tuesday, November 24');
    expect(formatDay(at('2026-11-24T23:30:00'), NOW, 'ko')).toBe('11월 24일 화요일');
    expect(formatDay(at('2025-11-24T10:00:00'), NOW, 'en')).toBe('Monday, November 24, 2025');
  });
});

describe('chat times in every language', () => {
  it.each([
    ['zh-CN', '9:05', '星期二', '11月18日', '11月24日星期二'],
    ['vi', '9:05', 'Thứ Ba', '18 thg 11', 'Thứ Ba, 24 tháng 11'],
    ['ja', '9:05', '火曜日', '11月18日', '11月24日火曜日'],
  ])('%s', (locale, today, weekday, monthDay, heading) => {
    expect(formatRoomTime(at('2026-11-25T09:05:00'), NOW, locale)).toBe(today);
    expect(formatRoomTime(at('2026-11-24T23:30:00'), NOW, locale)).toBe(weekday);
    expect(formatRoomTime(at('2026-11-18T12:00:00'), NOW, locale)).toBe(monthDay);
    expect(formatDay(at('2026-11-24T23:30:00'), NOW, locale)).toBe(heading);
  });
});
