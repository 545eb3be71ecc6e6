import * as client from 'openid-client';

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

export interface OidcStart {
  url: string;
  state: string;
  codeVerifier: string;
  nonce: string;
}

export interface OidcClaims {
  issuer: string;
  subject: string;
  email: string | undefined;
  emailVerified: boolean;
  name: string | undefined;
}

/**
 * OpenID Connect sign-in: authorization code with PKCE, `state` and `nonce`. The provider's
 * metadata is discovered on first use (Google by default; any issuer for tests).
 */
export function createOidcClient(settings: OidcSettings) {
  let configuration: Promise<client.Configuration> | undefined;
  const configure = () => {
    configuration ??= client
      .discovery(
        new URL(settings.issuer),
        settings.clientId,
        settings.clientSecret,
        undefined,
        // A loopback test provider speaks plain HTTP.
        settings.issuer.startsWith('http://') ? { execute: [client.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        configuration = undefined;
        throw error;
      });
    return configuration;
  };

  return {
    async start(): Promise<OidcStart> {
      const config = await configure();
      const codeVerifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: settings.redirectUri,
        scope: 'openid email profile',
        response_type: 'code',
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return { url: url.href, state, codeVerifier, nonce };
    },

    /** Exchanges the callback's code; throws when state, nonce, PKCE or the tokens do not check out. */
    async finish(
      callbackUrl: URL,
      expected: { state: string; codeVerifier: string; nonce: string },
    ): Promise<OidcClaims> {
      const config = await configure();
      const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: expected.codeVerifier,
        expectedState: expected.state,
        expectedNonce: expected.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new Error('no ID token');
      // Google puts the e-mail in the ID token; other providers may only answer it from userinfo.
      const profile =
        typeof claims.email === 'string' ? claims : await client.fetchUserInfo(config, tokens.access_token, claims.sub);
      return {
        issuer: claims.iss,
        subject: claims.sub,
        email: typeof profile.email === 'string' ? profile.email.toLowerCase() : undefined,
        emailVerified: profile.email_verified === true,
        name: typeof profile.name === 'string' ? profile.name : undefined,
      };
    },
  };
}

export type OidcClient = ReturnType<typeof createOidcClient>;
