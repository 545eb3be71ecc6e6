import { describe, expect, it } from 'vitest';
import { formatDistance } from './format-distance.ts';

describe('formatDistance', () => {
  it('says metres near, kilometres further, in the reader’s language', () => {
    expect(formatDistance(0, 'en')).toBe('10 m');
    expect(formatDistance(0.234, 'en')).toBe('230 m');
    expect(formatDistance(1.26, 'en')).toBe('1.3 km');
    expect(formatDistance(12.6, 'en')).toBe('13 km');
    expect(formatDistance(1.26, 'vi')).toBe('1,3 km');
    expect(formatDistance(0.5, 'ko')).toBe('500m');
  });
});
