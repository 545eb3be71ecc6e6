import { describe, expect, it } from 'vitest';
import { checkInPath, normalizeCheckInCode, readCheckInScan, spacedCheckInCode } from './check-in.ts';
import { checkInOpen } from './participation-rules.ts';

describe('check-in codes', () => {
  it('reads a code as people type or say it', () => {
    expect(normalizeCheckInCode('k7q2 m9xd')).toBe('K7Q2M9XD');
    expect(normalizeCheckInCode('K7Q2-M9XD')).toBe('K7Q2M9XD');
    // O, I and L are not in the alphabet: they are the digits people meant.
    expect(normalizeCheckInCode('oi1l')).toBe('0111');
    expect(spacedCheckInCode('K7Q2M9XD')).toBe('K7Q2 M9XD');
  });

  it("reads the event and the code off a scanned check-in address, whatever the site's origin", () => {
    expect(readCheckInScan(`https://moim.example${checkInPath(7, 'K7Q2M9XD')}`)).toEqual({
      eventId: 7,
      code: 'K7Q2M9XD',
    });
    expect(readCheckInScan('http://localhost:3000/checkIn/42?lang=ko&code=k7q2m9xd#top')).toEqual({
      eventId: 42,
      code: 'K7Q2M9XD',
    });
    for (const other of [
      'K7Q2M9XD',
      'https://moim.example/events/7',
      'https://x.example/checkIn/7',
      '',
      'WIFI:S:cafe;;',
    ]) {
      expect(readCheckInScan(other), other).toBeNull();
    }
  });

  it('is open from a day before the start to a day after the end', () => {
    const event = { startsAt: '2026-03-14T05:30:00.000Z', endsAt: '2026-03-14T07:30:00.000Z' };
    expect(checkInOpen(event, new Date('2026-03-13T05:29:59.999Z'))).toBe(false);
    expect(checkInOpen(event, new Date('2026-03-13T05:30:00.000Z'))).toBe(true);
    expect(checkInOpen(event, new Date('2026-03-15T07:29:59.999Z'))).toBe(true);
    expect(checkInOpen(event, new Date('2026-03-15T07:30:00.000Z'))).toBe(false);
  });
});
