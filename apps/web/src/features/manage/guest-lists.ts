import type { ManagedParticipant, PendingEvent } from '@moim/contract';

export type SectionName = 'pending' | 'approved' | 'waitlist' | 'rejected' | 'removed';

/** A row whose decision was asked for: where it stood, so focus can go to what takes its place. */
export interface RowPlace {
  participant: ManagedParticipant;
  section: SectionName;
  index: number;
}

/**
 * The people of each list, in the server's order (of application; the waitlist by position).
 * Those the host removed from a seat or the waitlist are not among the applications rejected.
 */
function groups(event: PendingEvent) {
  const withStatus = (status: ManagedParticipant['status']) => event.participants.filter((p) => p.status === status);
  return {
    pending: withStatus('Pending'),
    approved: withStatus('Approved'),
    waitlist: withStatus('Waitlisted').sort((a, b) => (a.waitlistPosition ?? 0) - (b.waitlistPosition ?? 0)),
    rejected: withStatus('Rejected').filter((p) => !p.removed),
    removed: withStatus('Rejected').filter((p) => p.removed),
  };
}

/** The lists the screen shows, each with its people. */
export function guestSections(data: PendingEvent) {
  const { pending, approved, waitlist, rejected, removed } = groups(data);
  // Applications for a Register event, the waitlist for a FirstCome one (and either whenever it has people).
  return (
    [
      { name: 'pending', list: pending, always: data.type === 'Register' },
      { name: 'approved', list: approved, always: true },
      { name: 'waitlist', list: waitlist, always: data.type === 'FirstCome' },
      { name: 'rejected', list: rejected, always: false },
      { name: 'removed', list: removed, always: false },
    ] as const
  ).filter((section) => section.always || section.list.length > 0);
}

/** The confirmation's texts for giving up on someone, by where they stand now. */
export const REMOVE_TEXTS = {
  Pending: { question: 'rejectQuestion', button: 'reject' },
  Approved: { question: 'removeQuestion', button: 'remove' },
  Waitlisted: { question: 'removeWaitlistedQuestion', button: 'remove' },
  Rejected: { question: 'rejectQuestion', button: 'reject' },
} as const;
