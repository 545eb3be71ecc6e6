import { Provider } from 'oidc-provider';
import { BASE_URL, OIDC_CLIENT, OIDC_ISSUER } from './services.ts';

/**
 * A real OpenID Connect provider on loopback standing in for Google. Its development login
 * page accepts any login name; the account's e-mail is `<login>@gmail.test`, verified.
 */
export async function startOidcProvider(port: number): Promise<() => Promise<void>> {
  const provider = new Provider(OIDC_ISSUER, {
    clients: [
      {
        client_id: OIDC_CLIENT.id,
        client_secret: OIDC_CLIENT.secret,
        redirect_uris: [`${BASE_URL}/api/user/google/callback`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { email: ['email', 'email_verified'], profile: ['name'] },
    pkce: { required: () => true },
    cookies: { keys: ['moim-e2e-cookie-key'] },
    features: { devInteractions: { enabled: true } },
    async findAccount(_ctx, sub) {
      return {
        accountId: sub,
        async claims() {
          return { sub, email: `${sub}@gmail.test`, email_verified: true, name: `${sub} Google` };
        },
      };
    },
  });
  const server = provider.listen(port);
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
