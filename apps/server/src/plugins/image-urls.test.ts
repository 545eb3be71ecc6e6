import { describe, expect, it } from 'vitest';
import { imageUrlsFor, rewriteImageFields } from './image-urls.ts';

const { toAbsolute, toStored } = imageUrlsFor('https://moim.example/some/path');

describe('image URLs', () => {
  it('are absolute under PUBLIC_URL for clients and paths when stored', () => {
    expect(toAbsolute('/uploads/events/a.webp')).toBe('https://moim.example/uploads/events/a.webp');
    expect(toStored('https://moim.example/uploads/events/a.webp')).toBe('/uploads/events/a.webp');
    expect(toStored('/uploads/events/a.webp')).toBe('/uploads/events/a.webp');
  });

  it('leave anything else as it is', () => {
    expect(toAbsolute('https://elsewhere.example/uploads/a.webp')).toBe('https://elsewhere.example/uploads/a.webp');
    expect(toStored('https://elsewhere.example/uploads/a.webp')).toBe('https://elsewhere.example/uploads/a.webp');
    expect(toAbsolute('/api/uploads/a.webp')).toBe('/api/uploads/a.webp');
  });

  it('are rewritten in every image field, at any depth, and nowhere else, in a copy', () => {
    const payload = {
      name: '/uploads/not-an-image-field',
      mainImage: '/uploads/a.webp',
      images: [{ url: '/uploads/a.webp' }, { url: '/uploads/b.webp' }],
      eventImages: [{ url: '/uploads/b.webp' }],
      imageUrls: ['/uploads/r.webp'],
      createdBy: { userId: 'mina', profileImage: '/uploads/p.webp' },
      participants: [{ user: { profileImage: null } }],
      items: [{ mainImage: '/uploads/c.webp', startsAt: '2026-03-02' }],
    };
    const before = structuredClone(payload);
    expect(rewriteImageFields(payload, toAbsolute)).toEqual({
      name: '/uploads/not-an-image-field',
      mainImage: 'https://moim.example/uploads/a.webp',
      images: [{ url: 'https://moim.example/uploads/a.webp' }, { url: 'https://moim.example/uploads/b.webp' }],
      eventImages: [{ url: 'https://moim.example/uploads/b.webp' }],
      imageUrls: ['https://moim.example/uploads/r.webp'],
      createdBy: { userId: 'mina', profileImage: 'https://moim.example/uploads/p.webp' },
      participants: [{ user: { profileImage: null } }],
      items: [{ mainImage: 'https://moim.example/uploads/c.webp', startsAt: '2026-03-02' }],
    });
    // Cached answers are shared between requests: they are never changed in place.
    expect(payload).toEqual(before);
  });

  it('copy only what holds a rewritten field, and share the rest', () => {
    const participants = [{ user: { userId: 'mina', profileImage: null } }];
    const likes = [{ user: { userId: 'joon' } }];
    const payload = {
      mainImage: '/uploads/a.webp',
      participants,
      likes,
      images: [{ url: 'https://cdn.example/x.webp' }],
    };
    const answer = rewriteImageFields(payload, toAbsolute) as typeof payload;
    expect(answer).not.toBe(payload);
    expect(answer.participants).toBe(participants);
    expect(answer.likes).toBe(likes);
    expect(answer.images).toBe(payload.images);
    const untouched = { name: 'No images here', items: [{ id: 1 }] };
    expect(rewriteImageFields(untouched, toAbsolute)).toBe(untouched);
  });
});
