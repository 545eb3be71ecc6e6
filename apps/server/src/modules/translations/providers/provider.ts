import type { Locale } from '@moim/contract/locales';

/** Plain text, or the rich text of the editor (its tags kept where they were). */
export type TextFormat = 'text' | 'html';

interface TranslationRequest {
  /** Texts of one format, translated together in one call, answered in their order. */
  texts: string[];
  /** The texts' language as Moim detected it (an ISO 639-1 code, `zh-CN`), or null to let the provider tell. */
  from: string | null;
  to: Locale;
  format: TextFormat;
}

/** A machine translation service Moim can call (decision 77). */
export interface TranslationProvider {
  readonly name: 'deepl' | 'libretranslate';
  translate(request: TranslationRequest): Promise<string[]>;
}

/** Why a provider gave no translation; the service turns each into the reader's message. */
export type ProviderFailure = 'auth' | 'rateLimited' | 'quotaExceeded' | 'timeout' | 'unsupported' | 'unavailable';

export class ProviderError extends Error {
  constructor(
    readonly failure: ProviderFailure,
    message: string,
    /** From the provider's Retry-After, when it said how long to wait. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}

/** How long a provider may take before the reader is told it is unavailable. */
const PROVIDER_TIMEOUT_MS = 8_000;

function retryAfter(response: Response): number | undefined {
  const seconds = Number(response.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
}

/** How a provider is called. */
export interface ProviderConnection {
  /** How long to wait for an answer; PROVIDER_TIMEOUT_MS by default. */
  timeoutMs?: number;
}

/**
 * Sends one request to a provider and answers its JSON, or throws a ProviderError naming what
 * went wrong: `statuses` maps the provider's own status codes (DeepL's 456, say) to a failure,
 * over the common ones (401/403 auth, 429 rate limit, 5xx unavailable).
 */
export async function callProvider(
  name: string,
  url: URL,
  init: { headers: Record<string, string>; body: string },
  { timeoutMs = PROVIDER_TIMEOUT_MS }: ProviderConnection,
  statuses: Record<number, ProviderFailure> = {},
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: init.headers,
      body: init.body,
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw new ProviderError(timedOut ? 'timeout' : 'unavailable', `${name}: ${String(error)}`);
  }
  if (!response.ok) {
    const failure =
      statuses[response.status] ??
      (response.status === 401 || response.status === 403
        ? 'auth'
        : response.status === 429
          ? 'rateLimited'
          : 'unavailable');
    const detail = (await response.text().catch(() => '')).slice(0, 200);
    throw new ProviderError(failure, `${name} answered ${response.status}: ${detail}`, retryAfter(response));
  }
  try {
    return await response.json();
  } catch {
    throw new ProviderError('unavailable', `${name} answered with something other than JSON`);
  }
}

/** The provider's answer as `count` strings, or an error saying it was not that. */
export function stringsOf(name: string, value: unknown, count: number): string[] {
  if (!Array.isArray(value) || value.length !== count || !value.every((v) => typeof v === 'string')) {
    throw new ProviderError('unavailable', `${name} answered in an unexpected shape`);
  }
  return value;
}
