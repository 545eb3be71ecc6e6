import { RETURN_PATH_MAX_LENGTH } from './limits.ts';

/**
 * The WHATWG URL class of browsers and Node, which the contract's type libraries (no DOM, no
 * Node) leave out: the part of it used here.
 */
declare const URL: new (
  url: string,
  base?: string,
) => {
  origin: string;
  username: string;
  password: string;
  pathname: string;
  search: string;
  hash: string;
  searchParams: { set(name: string, value: string): void };
};

/** Any origin will do: a path that stays on it stays on whatever site resolves it. */
const PROBE_ORIGIN = 'http://return-path.invalid';

/** Control characters (browsers drop tabs and line breaks from addresses) and backslashes (read as `/`). */
const isUnsafeCharacter = (character: string) => {
  const code = character.charCodeAt(0);
  return code < 0x20 || code === 0x7f || character === '\\';
};

/**
 * The place to go back to after signing in, if it is a path of this site; null otherwise.
 * Only a single leading `/` is accepted: `//evil.com` and `/\evil.com` name another host,
 * `https://…` and `javascript:…` are not paths, and a relative path depends on where it is read.
 * The answer is the normalised path, query and fragment (so `/a/..//evil.com`, which
 * normalises to `//evil.com`, is refused too).
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || value.length > RETURN_PATH_MAX_LENGTH) return null;
  if (!value.startsWith('/') || value.startsWith('//') || [...value].some(isUnsafeCharacter)) return null;
  let url;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN || url.pathname.startsWith('//')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Where a sign-in started on a web client goes back to: a path of this site (`safeReturnPath`),
 * or an address on one of the `origins` allowed to use the API (`ALLOWED_ORIGINS`, and this
 * site's own, which is answered as a path), as that origin followed by a safe path. Anything else
 * is null: another origin, credentials in the address, a scheme that is not http(s).
 */
export function safeReturnAddress(
  value: string | null | undefined,
  origins: { site: string; others: readonly string[] },
): string | null {
  if (typeof value !== 'string' || value.length > RETURN_PATH_MAX_LENGTH) return null;
  if (value.startsWith('/')) return safeReturnPath(value);
  if ([...value].some(isUnsafeCharacter)) return null;
  let url;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  const path = safeReturnPath(`${url.pathname}${url.search}${url.hash}`);
  if (!path) return null;
  if (url.origin === origins.site) return path;
  return origins.others.includes(url.origin) ? `${url.origin}${path}` : null;
}

/**
 * `address` (a path of this site, or an address another origin's `safeReturnAddress` allowed) with
 * `params` added to its query; those without a value are left out.
 */
export function pathWithQuery(address: string, params: Record<string, string | undefined>): string {
  const url = new URL(address, PROBE_ORIGIN);
  for (const [name, value] of Object.entries(params)) if (value !== undefined) url.searchParams.set(name, value);
  const origin = url.origin === PROBE_ORIGIN ? '' : url.origin;
  return `${origin}${url.pathname}${url.search}${url.hash}`;
}
