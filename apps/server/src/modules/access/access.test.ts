import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.ts';
import type { Caller } from './caller.ts';
import { assertAdmin, assertHost, assertMember, assertSelf } from './access.ts';

const caller: Caller = {
  id: '6f1c0e52-0000-4000-8000-000000000001',
  userId: 'Mina95',
  username: 'Mina',
  email: 'mina@example.com',
  sessionId: 's',
  restricted: false,
  isAdmin: false,
};
const other = '6f1c0e52-0000-4000-8000-000000000002';

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

describe('access rules', () => {
  it('assertSelf: the named user must be the caller, in any letter case; no name means the caller', () => {
    expect(refusal(() => assertSelf(caller, 'Mina95'))).toBeUndefined();
    expect(refusal(() => assertSelf(caller, 'mina95'))).toBeUndefined();
    expect(refusal(() => assertSelf(caller, undefined))).toBeUndefined();
    expect(refusal(() => assertSelf(caller, 'someoneElse'))).toBe(403);
  });

  it('assertHost: the caller must be the host', () => {
    expect(refusal(() => assertHost(caller, { hostId: caller.id }))).toBeUndefined();
    expect(refusal(() => assertHost(caller, { hostId: other }))).toBe(403);
  });

  it('assertMember: the caller must be among the members (else "not a member of this chat room")', () => {
    expect(refusal(() => assertMember(caller, [other, caller.id]))).toBeUndefined();
    expect(refusal(() => assertMember(caller, new Set([other])), 'chatNotMember')).toBe(403);
    expect(refusal(() => assertMember(caller, []), 'chatNotMember')).toBe(403);
  });

  it('assertAdmin: the caller must be an admin', () => {
    expect(refusal(() => assertAdmin({ ...caller, isAdmin: true }))).toBeUndefined();
    expect(refusal(() => assertAdmin(caller))).toBe(403);
  });
});

describe('the access module is the only place of those rules', () => {
  it('no service refuses with forbidden by itself', () => {
    const modules = path.resolve(import.meta.dirname, '..');
    const services = fs
      .readdirSync(modules, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.service.ts'));
    expect(services.length).toBeGreaterThan(5);
    const ownChecks = services.filter((file) =>
      /AppError\('forbidden'|toLowerCase\(\) !== caller|hostId !== caller\.id|function assert(Self|Host|Member|Admin)\b/.test(
        fs.readFileSync(path.join(modules, file), 'utf8'),
      ),
    );
    expect(ownChecks).toEqual([]);
  });
});
