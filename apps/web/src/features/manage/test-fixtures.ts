import type { ManagedParticipant, PendingEvent } from '@moim/contract';

// Fixtures typed with the contract's types: a change of the contract breaks them at compile time.

/** A participant as the Manage screen gets them; `overrides.user` is merged into the user. */
export function aGuest(
  id: number,
  username: string,
  overrides: Partial<Omit<ManagedParticipant, 'user'>> & { user?: Partial<ManagedParticipant['user']> } = {},
): ManagedParticipant {
  const { user, ...rest } = overrides;
  return {
    id,
    status: 'Pending',
    answer: '',
    appliedAt: '2099-03-01T01:00:00.000Z',
    isHost: false,
    checkedInAt: null,
    ...rest,
    user: {
      userId: username.toLowerCase(),
      username,
      profileImage: null,
      nationality: null,
      nationalityCode: null,
      age: null,
      ...user,
    },
  };
}

/** The host's own row: approved, first. */
export const theHost = aGuest(1, 'Hana', { status: 'Approved', isHost: true, appliedAt: '2099-02-01T00:00:00.000Z' });

/**
 * A Register event hosted by "hana", in the future, 5 seats: the host and Bob approved, Minji
 * (a 29-year-old from France, with an answer) and Jun waiting.
 */
export function aPendingEvent(overrides: Partial<PendingEvent> = {}): PendingEvent {
  return {
    id: 7,
    name: 'Sunday hike on Bukhansan',
    category: 'Activities',
    type: 'Register',
    date: '2099-03-14',
    time: '14:30',
    startsAt: '2099-03-14T05:30:00.000Z',
    location: 'Mapo-gu, Seoul',
    mainImage: '/uploads/main.webp',
    question: 'What is your hiking level?',
    minParticipants: 2,
    maxParticipants: 5,
    participantsCount: 2,
    participants: [
      theHost,
      aGuest(2, 'Bob', {
        status: 'Approved',
        answer: 'Intermediate',
        user: { nationality: 'United States', nationalityCode: 'US', age: 41 },
      }),
      aGuest(3, 'Minji', {
        answer: 'Beginner, but I run every week',
        user: { nationality: 'France', nationalityCode: 'FR', age: 29 },
      }),
      aGuest(4, 'Jun', { appliedAt: '2099-03-02T03:30:00.000Z' }),
    ],
    ...overrides,
  };
}
