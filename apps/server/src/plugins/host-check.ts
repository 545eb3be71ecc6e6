import type { FastifyInstance } from 'fastify';

/** After this many different hosts, the rest are not reported (Host is chosen by the client). */
export const MAX_REPORTED_HOSTS = 20;

/** `host` as URL parsing writes it: lower case, without the scheme's default port. */
function normalHost(host: string, protocol: string): string {
  try {
    return new URL(`${protocol}//${host}`).host;
  } catch {
    return host.toLowerCase();
  }
}

/**
 * Warns, once per host, when requests arrive for a host other than PUBLIC_URL's: image URLs,
 * mail links and the cookie Origin check follow PUBLIC_URL, so such a setup is usually a
 * wrong PUBLIC_URL (or a proxy that does not pass the Host on).
 */
export function registerHostCheck(app: FastifyInstance, publicUrl: string): void {
  const { host: expected, protocol } = new URL(publicUrl);
  const reported = new Set<string>();
  app.addHook('onRequest', (request, _reply, done) => {
    // Nearly every request names the expected host as it is written: parsing a URL for it costs
    // more than the rest of this hook. HTTP/1.0 requests may come without a Host.
    if (!request.host || request.host === expected) return done();
    const host = normalHost(request.host, protocol);
    if (host !== expected && !reported.has(host) && reported.size < MAX_REPORTED_HOSTS) {
      reported.add(host);
      app.log.warn(
        { host, publicUrl },
        `Requests arrive for ${host}, but PUBLIC_URL is ${publicUrl}: image URLs, mail links and the ` +
          'Origin check use PUBLIC_URL. Set PUBLIC_URL to the address users reach the site at.' +
          (reported.size === MAX_REPORTED_HOSTS ? ' (Further hosts are not reported.)' : ''),
      );
    }
    done();
  });
}
