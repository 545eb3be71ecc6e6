import type { Post, PostSummary } from '@moim/contract';

export function aPostSummary(overrides: Partial<PostSummary> = {}): PostSummary {
  return {
    id: 1,
    slug: 'phone-plans',
    title: 'Choosing a phone plan',
    category: 'tip',
    language: 'en',
    summary: 'SK Telecom, KT and LG U+ run the networks.',
    coverImage: null,
    status: 'published',
    publishedAt: '2025-09-02T00:00:00.000Z',
    updatedAt: '2025-09-02T00:00:00.000Z',
    ...overrides,
  };
}

export function aPost(overrides: Partial<Post> = {}): Post {
  return {
    ...aPostSummary(),
    sections: [{ heading: 'The big three', body: '<p>SK Telecom, KT and LG U+ run the networks.</p>' }],
    faqs: [{ question: 'Can I keep my number?', answer: 'Yes, number portability works.' }],
    links: [{ url: 'https://www.mvnohub.kr/', description: 'MVNO Hub' }],
    translations: [{ slug: 'phone-plans-ko', language: 'ko', title: '휴대폰 요금제 고르기' }],
    ...overrides,
  };
}
