import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { Clock } from './clock.ts';

/** What a signed token is for; a token of one purpose is refused for another. */
export type TokenPurpose = 'access' | 'google-signup' | 'google-link' | 'oidc-state' | 'unsubscribe';

const ALGORITHM = 'HS256';
const ISSUER = 'moim';

/**
 * HS256 tokens (jose) with an algorithm allowlist, an expiry and a purpose (the audience).
 * Time comes from the clock, so expiry is testable.
 */
export function createTokenService(secret: string, clock: Clock) {
  // Imported once: given the raw secret, jose would import it again for every token it signs or checks.
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  return {
    async sign(purpose: TokenPurpose, claims: Record<string, unknown>, ttlSeconds: number): Promise<string> {
      const nowSeconds = Math.floor(clock.now().getTime() / 1000);
      return new SignJWT(claims)
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setIssuer(ISSUER)
        .setAudience(purpose)
        .setIssuedAt(nowSeconds)
        .setExpirationTime(nowSeconds + ttlSeconds)
        .sign(await key);
    },

    /** The token's claims, or null when it is forged, expired, of another purpose or malformed. */
    async verify<T extends JWTPayload>(purpose: TokenPurpose, token: string): Promise<T | null> {
      try {
        const { payload } = await jwtVerify<T>(token, await key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          audience: purpose,
          currentDate: clock.now(),
        });
        return payload;
      } catch (error) {
        if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },
  };
}

export type TokenService = ReturnType<typeof createTokenService>;
