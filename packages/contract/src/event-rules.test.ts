import { describe, expect, it } from 'vitest';
import { hasEnded, hasStarted, isFull, isHappening } from './event-rules.ts';
import { joinOption, reviewBlocker, type JoinOption, type ReviewBlocker } from './participation-rules.ts';
import type { ParticipantStatus } from './events.ts';
import { sameUserId } from './user-ids.ts';

const start = '2026-03-14T05:30:00.000Z';
const before = new Date('2026-03-14T05:29:59.999Z');
const at = new Date(start);
const after = new Date('2026-03-15T00:00:00Z');

describe('hasStarted', () => {
  it.each([
    [before, false],
    [at, true],
    [after, true],
  ])('at %s: %s (from the start on, not a moment before)', (now, started) => {
    expect(hasStarted(start, now)).toBe(started);
    expect(hasStarted(new Date(start), now)).toBe(started);
  });
});

describe('isFull', () => {
  it.each([
    [3, 4, false],
    [4, 4, true],
    [5, 4, true],
  ])('%d of %d seats taken: %s', (participantsCount, maxParticipants, full) => {
    expect(isFull({ participantsCount, maxParticipants })).toBe(full);
  });
});

describe('joinOption', () => {
  it.each<['FirstCome' | 'Register', number, Date, JoinOption]>([
    ['FirstCome', 3, before, 'join'],
    ['FirstCome', 4, before, 'waitlist'],
    ['FirstCome', 3, at, 'started'],
    ['FirstCome', 4, after, 'started'],
    ['Register', 3, before, 'join'],
    ['Register', 4, before, 'full'],
    ['Register', 3, at, 'started'],
    ['Register', 4, after, 'started'],
  ])('%s with %d of 4 seats taken, at %s: %s', (type, participantsCount, now, option) => {
    expect(joinOption({ type, participantsCount, maxParticipants: 4, startsAt: start }, now)).toBe(option);
  });
});

describe('hasEnded and isHappening', () => {
  const end = '2026-03-14T07:30:00.000Z';
  it.each([
    [before, false, false],
    [at, false, true],
    [new Date('2026-03-14T07:29:59.999Z'), false, true],
    [new Date(end), true, false],
    [after, true, false],
  ])('at %s: ended %s, happening %s', (now, ended, happening) => {
    expect(hasEnded(end, now)).toBe(ended);
    expect(isHappening({ startsAt: start, endsAt: end }, now)).toBe(happening);
  });
});

describe('reviewBlocker', () => {
  // `start` is the end here: reviews open when an event is over.
  it.each<[boolean, ParticipantStatus | null, boolean, Date, ReviewBlocker | null]>([
    // An approved guest, from the end on, once.
    [false, 'Approved', false, at, null],
    [false, 'Approved', false, after, null],
    [false, 'Approved', false, before, 'notEnded'],
    [false, 'Approved', true, after, 'reviewed'],
    // Nobody else, whenever.
    [true, 'Approved', false, after, 'host'],
    [true, null, false, before, 'host'],
    [false, null, false, after, 'notParticipant'],
    [false, 'Pending', false, after, 'notParticipant'],
    [false, 'Waitlisted', false, after, 'notParticipant'],
    [false, 'Rejected', false, after, 'notParticipant'],
    [false, 'Pending', false, before, 'notParticipant'],
  ])('host %s, status %s, reviewed %s, at %s: %s', (isHost, status, hasReviewed, now, blocker) => {
    expect(reviewBlocker({ isHost, status, hasReviewed }, start, now)).toBe(blocker);
  });
});

describe('sameUserId', () => {
  it.each([
    ['Mina95', 'Mina95', true],
    ['Mina95', 'mina95', true],
    ['MINA95', 'mina95', true],
    ['Mina95', 'Mina96', false],
    ['Mina95', 'Mina955', false],
  ])('%s and %s: %s', (a, b, same) => {
    expect(sameUserId(a, b)).toBe(same);
  });
});
