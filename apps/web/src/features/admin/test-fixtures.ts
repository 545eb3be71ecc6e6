import type { AdminList, AuditEntry, ReportedThing } from '@moim/contract';

/** A review by Mina reported twice (once by an account now gone), not hidden, with a link. */
export function aReportedThing(overrides: Partial<ReportedThing> = {}): ReportedThing {
  return {
    targetType: 'review',
    targetId: '31',
    snapshot: 'This host is a <b>scam</b>',
    reportedUser: { userId: 'mina', username: 'Mina Park' },
    link: '/events/7',
    hidden: false,
    firstReportedAt: '2026-11-20T01:00:00.000Z',
    count: 2,
    reports: [
      {
        id: 1,
        reporter: { userId: 'joon', username: 'Joon Kim' },
        reason: 'Rude words',
        createdAt: '2026-11-20T01:00:00.000Z',
      },
      { id: 2, reporter: null, reason: 'Spam', createdAt: '2026-11-21T01:00:00.000Z' },
    ],
    ...overrides,
  };
}

/** An entry of the audit log: admin Ana hid a review by Mina, undoable. */
export function anAuditEntry(id: number, overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id,
    action: 'hide',
    admin: 'ana',
    targetType: 'review',
    targetId: '31',
    targetUser: { userId: 'mina', username: 'Mina Park' },
    reason: 'Insults',
    until: null,
    undoes: null,
    undoneBy: null,
    undoable: true,
    createdAt: '2026-11-22T01:00:00.000Z',
    ...overrides,
  };
}

/** The admins: Ana (granted by the command) and Bo (granted by Ana). */
export function someAdmins(admins: AdminList['admins'] = []): AdminList {
  return {
    admins: [
      { userId: 'ana', username: 'Ana Lee', grantedAt: '2026-01-05T01:00:00.000Z', grantedBy: 'command' },
      { userId: 'bo', username: 'Bo Han', grantedAt: '2026-02-05T01:00:00.000Z', grantedBy: 'ana' },
      ...admins,
    ],
  };
}
