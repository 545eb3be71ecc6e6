import { distanceKm } from '@moim/contract';
import { describe, expect, it } from 'vitest';
import { placePin } from './pin-point.ts';

const MAPO = { latitude: 37.5663, longitude: 126.9019, pinRadiusKm: 40 };

describe('where a moved pin stands', () => {
  it('where the host put it, to six decimals, when that is near the place', () => {
    expect(placePin(MAPO, { latitude: 37.55512345678, longitude: 126.8953 })).toEqual({
      point: { latitude: 37.555123, longitude: 126.8953 },
      limited: false,
    });
  });

  it("pulled back along the same line to just inside the place's reach", () => {
    const busan = { latitude: 35.1796, longitude: 129.0756 };
    const { point, limited } = placePin(MAPO, busan);
    expect(limited).toBe(true);
    expect(distanceKm(MAPO, point)).toBeLessThan(40);
    expect(distanceKm(MAPO, point)).toBeGreaterThan(39);
    // Still towards Busan: south-east, in the same proportion.
    const slope = (busan.latitude - MAPO.latitude) / (busan.longitude - MAPO.longitude);
    expect((point.latitude - MAPO.latitude) / (point.longitude - MAPO.longitude)).toBeCloseTo(slope, 3);
  });

  it('an exact address lets it go 3 km', () => {
    const place = { latitude: 37.5663, longitude: 126.9019 };
    const { point, limited } = placePin(place, { latitude: 37.7, longitude: 126.9019 });
    expect(limited).toBe(true);
    expect(distanceKm(place, point)).toBeLessThan(3);
    expect(distanceKm(place, point)).toBeGreaterThan(2.9);
  });

  it('never outside Korea, even within reach', () => {
    const seogwipo = { latitude: 33.2541, longitude: 126.5601, pinRadiusKm: 50 };
    const { point, limited } = placePin(seogwipo, { latitude: 32.9, longitude: 126.5601 });
    expect(limited).toBe(true);
    expect(point.latitude).toBe(33);
  });
});
