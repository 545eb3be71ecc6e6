import { createHmac } from 'node:crypto';
import { CHECK_IN_ALPHABET, CHECK_IN_CODE_LENGTH } from '@moim/contract';

/**
 * A guest's check-in code: their place (participant row) signed with the server's secret, in
 * eight characters of Crockford's base 32 (40 bits). Nothing is stored: the same place always has
 * the same code, and a code can be neither guessed nor made for someone else's place. Places are
 * per event, so a code belongs to one event only.
 */
export function createCheckInCodes(secret: string) {
  return function codeOf(participantId: number): string {
    const digest = createHmac('sha256', secret).update(`check-in\u0000${participantId}`).digest();
    let bits = 0n;
    for (const byte of digest.subarray(0, 5)) bits = (bits << 8n) | BigInt(byte);
    let code = '';
    for (let i = 0; i < CHECK_IN_CODE_LENGTH; i++) {
      code = CHECK_IN_ALPHABET[Number(bits & 31n)]! + code;
      bits >>= 5n;
    }
    return code;
  };
}

export type CheckInCodeOf = ReturnType<typeof createCheckInCodes>;
