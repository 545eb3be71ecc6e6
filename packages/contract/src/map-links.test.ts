import { describe, expect, it } from 'vitest';
import { mapLinks } from './map-links.ts';

describe('mapLinks', () => {
  const place = { name: 'Picnic, by the river', latitude: 37.5663, longitude: 126.9019 };

  it('leads Naver to the point (Web Mercator metres) by the Korean address, pins Kakao and Google', () => {
    expect(mapLinks({ ...place, address: '서울특별시 마포구 (Mapo-gu, Seoul)' })).toEqual({
      naver: `https://map.naver.com/p/directions/-/14126654.8867325,4518338.4213271,${encodeURIComponent('서울특별시 마포구')}/-/transit`,
      kakao: 'https://map.kakao.com/link/map/Picnic%20by%20the%20river,37.5663,126.9019',
      google: 'https://www.google.com/maps/search/?api=1&query=37.5663,126.9019',
    });
  });

  it('labels Naver and Kakao with the venue, without the commas and slashes that split their paths', () => {
    const links = mapLinks({ ...place, venue: ' Café Sol, 2F / back room ', address: '서울특별시 마포구' });
    expect(links.naver).toContain(`,${encodeURIComponent('Café Sol 2F back room')}/-/transit`);
    expect(links.kakao).toBe(
      `https://map.kakao.com/link/map/${encodeURIComponent('Café Sol 2F back room')},37.5663,126.9019`,
    );
  });

  it('labels Naver with the event when there is neither venue nor address', () => {
    expect(mapLinks({ ...place, address: '' }).naver).toContain(
      `,${encodeURIComponent('Picnic by the river')}/-/transit`,
    );
  });
});
