import fs from 'node:fs';
import path from 'node:path';
import { errorStatus } from '@moim/contract';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.ts';
import {
  assertAdmin,
  assertAllowedOrigin,
  assertCanReview,
  assertHost,
  assertMayChange,
  assertMember,
  assertOwnUploads,
  assertPasswordConfirmed,
  assertSelf,
  canSeeAnswers,
  canSeeDrafts,
  canSeePrivateFields,
  decidedInStatements,
  isHost,
  likerShown,
  PASSWORD_CONFIRMATION_MS,
} from './access.ts';
import type { Caller } from './caller.ts';

const caller: Caller = {
  id: '6f1c0e52-0000-4000-8000-000000000001',
  userId: 'Mina95',
  username: 'Mina',
  email: 'mina@example.com',
  sessionId: 's',
  restricted: false,
  isAdmin: false,
  joinedAt: new Date('2026-01-01T00:00:00Z'),
};
const other = '6f1c0e52-0000-4000-8000-000000000002';
const admin: Caller = { ...caller, isAdmin: true };

/** The status a check refuses with, or undefined when it lets the caller go on. */
function refusal(check: () => void, code = 'forbidden'): number | undefined {
  try {
    check();
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe(code);
    return (error as AppError).status;
  }
}

describe('who may act', () => {
  it('assertSelf: the named user must be the caller, in any letter case; no name means the caller', () => {
    expect(refusal(() => assertSelf(caller, 'Mina95'))).toBeUndefined();
    expect(refusal(() => assertSelf(caller, 'mina95'))).toBeUndefined();
    expect(refusal(() => assertSelf(caller, undefined))).toBeUndefined();
    expect(refusal(() => assertSelf(caller, 'someoneElse'))).toBe(403);
  });

  it('assertHost: the caller must be the host', () => {
    expect(isHost(caller, { hostId: caller.id })).toBe(true);
    expect(isHost(null, { hostId: caller.id })).toBe(false);
    expect(refusal(() => assertHost(caller, { hostId: caller.id }))).toBeUndefined();
    expect(refusal(() => assertHost(caller, { hostId: other }))).toBe(403);
  });

  it('assertMember: the caller must be among the members (else "not a member of this chat room")', () => {
    expect(refusal(() => assertMember(caller, [other, caller.id]))).toBeUndefined();
    expect(refusal(() => assertMember(caller, new Set([other])), 'chatNotMember')).toBe(403);
    expect(refusal(() => assertMember(caller, []), 'chatNotMember')).toBe(403);
  });

  it('assertAdmin: the caller must be an admin', () => {
    expect(refusal(() => assertAdmin(admin))).toBeUndefined();
    expect(refusal(() => assertAdmin(caller))).toBe(403);
  });

  describe('assertCanReview: an approved guest who is not the host, from the end on', () => {
    const endsAt = new Date('2026-03-14T07:30:00Z');
    const after = new Date('2026-03-14T07:30:00Z');
    const before = new Date('2026-03-14T07:29:59Z');
    const guestOf = { hostId: other, endsAt };
    it.each<
      [
        string,
        { hostId: string; endsAt: Date },
        { status: 'Approved' | 'Pending' } | undefined,
        Date,
        string | null,
        number | undefined,
      ]
    >([
      ['an approved guest at the end', guestOf, { status: 'Approved' }, after, null, undefined],
      ['the host', { hostId: caller.id, endsAt }, { status: 'Approved' }, after, 'reviewByHost', 403],
      ['someone with no place', guestOf, undefined, after, 'reviewNotParticipant', 403],
      ['an applicant', guestOf, { status: 'Pending' }, after, 'reviewNotParticipant', 403],
      [
        'an approved guest before the end (the event under way)',
        guestOf,
        { status: 'Approved' },
        before,
        'reviewTooEarly',
        409,
      ],
    ])('%s', (_who, event, participation, now, code, status) => {
      expect(refusal(() => assertCanReview(caller, event, participation, now), code ?? undefined)).toBe(status);
    });
  });

  it('assertOwnUploads: every picture must be among those the caller uploaded for it', () => {
    const owned = [{ url: '/uploads/a.webp' }, { url: '/uploads/b.webp' }];
    expect(refusal(() => assertOwnUploads([], [], 'eventImagesNotUploaded'))).toBeUndefined();
    expect(refusal(() => assertOwnUploads(['/uploads/b.webp'], owned, 'eventImagesNotUploaded'))).toBeUndefined();
    expect(
      refusal(
        () => assertOwnUploads(['/uploads/a.webp', '/uploads/c.webp'], owned, 'reviewImagesNotUploaded'),
        'reviewImagesNotUploaded',
      ),
    ).toBe(400);
    expect(
      refusal(() => assertOwnUploads(['/uploads/c.webp'], [], 'postCoverNotUploaded'), 'postCoverNotUploaded'),
    ).toBe(400);
  });

  it('assertPasswordConfirmed: the current password confirmed on this session within 10 minutes', () => {
    const now = new Date('2026-03-14T05:30:00Z');
    const ago = (ms: number) => new Date(now.getTime() - ms);
    expect(refusal(() => assertPasswordConfirmed(ago(PASSWORD_CONFIRMATION_MS), now))).toBeUndefined();
    expect(PASSWORD_CONFIRMATION_MS).toBe(10 * 60_000);
    expect(refusal(() => assertPasswordConfirmed(ago(PASSWORD_CONFIRMATION_MS + 1), now), 'passwordConfirmFirst')).toBe(
      403,
    );
    expect(refusal(() => assertPasswordConfirmed(null, now), 'passwordConfirmFirst')).toBe(403);
    expect(refusal(() => assertPasswordConfirmed(undefined, now), 'passwordConfirmFirst')).toBe(403);
  });

  it('assertMayChange: a session with a temporary password makes only the changes that allow it', () => {
    const restricted = { ...caller, restricted: true };
    expect(refusal(() => assertMayChange(caller, false))).toBeUndefined();
    expect(refusal(() => assertMayChange(restricted, true))).toBeUndefined();
    expect(refusal(() => assertMayChange(restricted, false), 'passwordChangeFirst')).toBe(403);
  });

  it("assertAllowedOrigin: a cookie's request comes from an allowed page; a handshake may name none", () => {
    const allowed = ['https://moim.example'];
    const change = { absentAllowed: false };
    const handshake = { absentAllowed: true };
    expect(refusal(() => assertAllowedOrigin('https://moim.example', allowed, change))).toBeUndefined();
    expect(refusal(() => assertAllowedOrigin('https://evil.example', allowed, change))).toBe(403);
    expect(refusal(() => assertAllowedOrigin(undefined, allowed, change))).toBe(403);
    expect(refusal(() => assertAllowedOrigin('', allowed, change))).toBe(403);
    expect(refusal(() => assertAllowedOrigin(undefined, allowed, handshake))).toBeUndefined();
    expect(refusal(() => assertAllowedOrigin('https://evil.example', allowed, handshake))).toBe(403);
  });
});

describe('what a caller may see', () => {
  it('drafts: admins only', () => {
    expect(canSeeDrafts(admin)).toBe(true);
    expect(canSeeDrafts(caller)).toBe(false);
    expect(canSeeDrafts(null)).toBe(false);
  });

  it("answers to the host's question: the host only", () => {
    expect(canSeeAnswers(caller, { hostId: caller.id })).toBe(true);
    expect(canSeeAnswers(caller, { hostId: other })).toBe(false);
    expect(canSeeAnswers(null, { hostId: other })).toBe(false);
  });

  it("a user's e-mail: that user only", () => {
    expect(canSeePrivateFields(caller, { id: caller.id })).toBe(true);
    expect(canSeePrivateFields(caller, { id: other })).toBe(false);
    expect(canSeePrivateFields(null, { id: other })).toBe(false);
  });

  it('likers: the caller alone, when they like the event', () => {
    expect(likerShown(caller, true)).toBe('Mina95');
    expect(likerShown(caller, false)).toBeNull();
    expect(likerShown(null, true)).toBeNull();
  });
});

/** The server's source files (not tests), relative to src/. */
function sources(): Array<{ file: string; text: string }> {
  const src = path.resolve(import.meta.dirname, '../..');
  return fs
    .readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.startsWith('test'))
    .map((file) => ({ file: file.split(path.sep).join('/'), text: fs.readFileSync(path.join(src, file), 'utf8') }));
}

/** The error codes whose status is 403: refusals of the caller. */
const FORBIDDEN_CODES = Object.entries(errorStatus)
  .filter(([, status]) => status === 403)
  .map(([code]) => code);

/** What a permission decision looks like in code: a 403's code, or the caller compared or asked for a role. */
const decisions: Array<[string, RegExp]> = [
  ['a 403 code', new RegExp(`(AppError|refusal)\\(\\s*'(${FORBIDDEN_CODES.join('|')})'`)],
  ["a comparison with the caller's id", /\bcaller\??\.id\s*[!=]==|[!=]==\s*caller\??\.id\b/],
  [
    "a decision on the caller's role",
    /(!|if \(|&&\s*|\|\|\s*)caller\??\.(isAdmin|restricted)\b|\bcaller\??\.(isAdmin|restricted)\s*(&&|\?|[!=]==)/,
  ],
];

describe('access.ts is the only place of those rules', () => {
  const files = sources();

  it('reads the whole server, and knows the 403 codes', () => {
    expect(FORBIDDEN_CODES).toEqual(expect.arrayContaining(['forbidden', 'chatNotMember', 'reviewByHost']));
    expect(files.map((f) => f.file)).toEqual(
      expect.arrayContaining(['modules/access/access.ts', 'plugins/auth.ts', 'realtime/handshake.ts', 'app.ts']),
    );
    expect(files.filter((f) => f.file.endsWith('.service.ts')).length).toBeGreaterThan(10);
  });

  it.each(decisions)('no file but access.ts holds %s', (_what, pattern) => {
    const found = files
      .filter(({ file }) => !file.startsWith('modules/access/'))
      .flatMap(({ file, text }) =>
        text
          .split('\n')
          .map((line, i) => ({ line, at: `${file}:${i + 1}` }))
          .filter(({ line }) => pattern.test(line))
          .map(({ at, line }) => `${at}: ${line.trim()}`),
      );
    expect(found).toEqual([]);
  });

  it('every rule decided inside a statement is named there, and named nowhere else', () => {
    const marked = files.flatMap(({ file, text }) =>
      [...text.matchAll(/\(access: (\w+)\b/g)].map((match) => `${match[1]} in ${file}`),
    );
    expect(marked.sort()).toEqual(
      Object.entries(decidedInStatements)
        .map(([rule, file]) => `${rule} in modules/${file}`)
        .sort(),
    );
  });
});
