import { describe, expect, it } from 'vitest';
import { mapLinks } from './map-links.ts';

describe('mapLinks', () => {
  const place = { name: 'Picnic, by the river', latitude: 37.5663, longitude: 126.9019 };

  it('searches Naver by the Korean address without its English gloss, pins Kakao and Google', () => {
    expect(mapLinks({ ...place, address: '서울특별시 마포구 (Mapo-gu, Seoul)' })).toEqual({
      naver: `https://map.naver.com/p/search/${encodeURIComponent('서울특별시 마포구')}`,
      kakao: 'https://map.kakao.com/link/map/Picnic%20%20by%20the%20river,37.5663,126.9019',
      google: 'https://www.google.com/maps/search/?api=1&query=37.5663,126.9019',
    });
  });

  it('centres Naver on the point when there is no address', () => {
    expect(mapLinks({ ...place, address: '' }).naver).toBe('https://map.naver.com/p?c=126.9019,37.5663,15,0,0,0,dh');
  });
});
