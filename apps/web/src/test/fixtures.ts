import type {
  CheckParticipationResponse,
  CurrentUser,
  EventDetail,
  EventListItem,
  HostReview,
  PublicConfig,
  Review,
  UserProfile,
} from '@moim/contract';

// Fixtures typed with the contract's types: a change of the contract breaks them at compile time.

/** A list item as GET /events sends it: 3 of 10 seats, 2 likes, not liked by the viewer. */
export function anEvent(id: number, overrides: Partial<EventListItem> = {}): EventListItem {
  return {
    id,
    name: `Event ${id}`,
    description: 'Come along',
    mainImage: `/uploads/${id}.webp`,
    date: '2099-03-14',
    time: '14:30',
    startsAt: '2099-03-14T05:30:00.000Z',
    endsAt: '2099-03-14T07:30:00.000Z',
    category: 'Social',
    type: 'FirstCome',
    location: 'Mapo-gu, Seoul',
    price: 0,
    minParticipants: 2,
    maxParticipants: 10,
    participants: 3,
    likes: 2,
    languages: ['en'],
    createdBy: { userId: 'hana', username: 'Hana Kim', profileImage: null },
    likedByMe: false,
    ...overrides,
  };
}

const person = (userId: string, username: string) => ({ userId, username, profileImage: null });

/** An event page as the server sends it: hosted by "hana", 3 of 10 seats taken, in the future. */
export function anEventDetail(overrides: Partial<EventDetail> = {}): EventDetail {
  return {
    id: 7,
    name: 'Sunday hike on Bukhansan',
    description:
      '<p>Bring <strong>water</strong>.</p><script>alert(1)</script><p><a href="javascript:alert(1)">bad</a> <a href="https://example.com">good</a></p>',
    date: '2099-03-14',
    time: '14:30',
    startsAt: '2099-03-14T05:30:00.000Z',
    endDate: '2099-03-14',
    endTime: '16:30',
    endsAt: '2099-03-14T07:30:00.000Z',
    category: 'Activities',
    type: 'FirstCome',
    mainImage: '/uploads/main.webp',
    images: [
      { url: '/uploads/main.webp' },
      { url: '/uploads/2.webp' },
      { url: '/uploads/3.webp' },
      { url: '/uploads/4.webp' },
      { url: '/uploads/5.webp' },
    ],
    eventImages: [
      { url: '/uploads/2.webp' },
      { url: '/uploads/3.webp' },
      { url: '/uploads/4.webp' },
      { url: '/uploads/5.webp' },
    ],
    location: '서울특별시 마포구 (Mapo-gu, Seoul)',
    locationDetail: '2F, main entrance',
    venue: '',
    latitude: 37.5663,
    longitude: 126.9019,
    minParticipants: 2,
    maxParticipants: 10,
    participants: [
      { id: 1, status: 'Approved', user: person('hana', 'Hana Kim') },
      { id: 2, status: 'Approved', user: person('bob', 'Bob Lee') },
      { id: 3, status: 'Approved', user: person('chloe', 'Chloé') },
    ],
    participantsCount: 3,
    likes: [{ user: { userId: 'bob' } }],
    likesCount: 4,
    price: 5000,
    question: null,
    languages: ['en', 'ko'],
    createdBy: person('hana', 'Hana Kim'),
    averageRating: null,
    reviewCount: 0,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** The public settings of GET /config: no Google sign-in, OpenStreetMap-like tiles. */
export function aPublicConfig(overrides: Partial<PublicConfig> = {}): PublicConfig {
  return {
    googleSignIn: false,
    mapTileUrl: 'https://tiles.example/{z}/{x}/{y}.png',
    mapAttribution: '© OSM',
    translation: false,
    ...overrides,
  };
}

/** A user page as GET /user/getUser/{userId} sends it: Bob, 27, from Korea, no events yet. */
export function aUserProfile(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    id: '2',
    userId: 'Bob27',
    username: 'Bob Lee',
    gender: 'male',
    age: 27,
    nationality: 'South Korea',
    nationalityCode: 'KR',
    nationalityName: 'South Korea',
    profileImage: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    hostedEventsCount: 0,
    totalAttendees: 0,
    averageRating: 0,
    reviewCount: 0,
    ...overrides,
  };
}

/** The signed-in caller as GET /user/me sends it: Alice, with a password. */
export function aCurrentUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: '1',
    userId: 'alice',
    username: 'Alice',
    gender: 'Female',
    age: 30,
    nationality: 'United Kingdom',
    nationalityCode: 'GB',
    nationalityName: 'United Kingdom',
    profileImage: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    email: 'alice@example.com',
    isAdmin: false,
    passwordChangeRequired: false,
    hasPassword: true,
    ...overrides,
  };
}

/** A review as GET /reviews/event/:id sends it: 4.5 stars by "mina", with one photo. */
export function aReview(id: number, overrides: Partial<Review> = {}): Review {
  return {
    id,
    rating: 4.5,
    comment: '<p>Great <strong>views</strong>.</p>',
    images: [{ url: `/uploads/review-${id}.webp` }],
    createdAt: '2099-03-15T03:00:00.000Z',
    user: { userId: 'mina', username: 'Mina Park', profileImage: null },
    attended: false,
    ...overrides,
  };
}

/** A review on a host's page (GET /reviews/host/:userId): a review with its event. */
export function aHostReview(id: number, overrides: Partial<HostReview> = {}): HostReview {
  return { ...aReview(id), event: { id: 7, name: 'Sunday hike on Bukhansan' }, ...overrides };
}

/** The signed-in user's participation (GET /participants/checkParticipation): an approved guest, not reviewed. */
export function aParticipation(overrides: Partial<CheckParticipationResponse> = {}): CheckParticipationResponse {
  return { isParticipating: true, status: 'Approved', hasReviewed: false, ...overrides };
}
