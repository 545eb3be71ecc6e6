import { randomInt } from 'node:crypto';
import { PASSWORD_SPECIAL_CHARACTERS } from '@moim/contract';
import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (19 MiB, 2 passes), the OWASP baseline.
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A hash of a random password, to spend the same time when no account matches. */
let dummyHash: Promise<string> | undefined;
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hash('not-a-real-password-Aa1!');
  await verifyPassword(await dummyHash, password);
  return false;
}

const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SPECIAL = PASSWORD_SPECIAL_CHARACTERS;

function pick(alphabet: string): string {
  return alphabet[randomInt(alphabet.length)]!;
}

/** A random password meeting the policy: 14 characters with every class, from a secure source. */
export function generateTemporaryPassword(length = 14): string {
  const all = LOWER + UPPER + DIGITS + SPECIAL;
  const chars = [pick(LOWER), pick(UPPER), pick(DIGITS), pick(SPECIAL)];
  while (chars.length < length) chars.push(pick(all));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}

/** A numeric code from a secure source, e.g. 6 digits with leading zeros. */
export function generateNumericCode(digits: number): string {
  return String(randomInt(10 ** digits)).padStart(digits, '0');
}
