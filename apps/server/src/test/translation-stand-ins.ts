import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Local stand-ins for the translation providers (decision 77): HTTP servers on loopback that
 * speak each provider's API as its documentation describes it (paths, authentication, request
 * and answer shapes, status codes), so the providers are tested against the protocol and not
 * against a mock of Moim's own interface. The "translation" marks each text with its target
 * language, and keeps rich text's tags where they were.
 */

/** How a stand-in answers its next requests. */
type StandInMode =
  | 'translate'
  /** Rich text with a script and a handler in it, as a compromised or careless service might answer. */
  | 'hostile'
  | 'rateLimited'
  | 'quotaExceeded'
  | 'down'
  /** Never answers: the caller's timeout must end the wait. */
  | 'hang';

export interface StandIn {
  url: string;
  /** Every request's parsed body, in order. */
  requests: Array<Record<string, unknown>>;
  mode: StandInMode;
  close(): Promise<void>;
}

/** The marked "translation" of one text: `[VI] text`, inside each text run of rich text. */
function fakeTranslation(text: string, target: string, format: 'text' | 'html'): string {
  const mark = `[${target.toUpperCase()}]`;
  if (format === 'text') return `${mark} ${text}`;
  return text.replace(/(^|>)([^<]+)/g, (_, open: string, run: string) => `${open}${mark} ${run}`);
}

const HOSTILE = '<p onclick="steal()">Bonjour</p><script>alert(1)</script><img src="x" onerror="alert(2)">';

async function bodyOf(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
}

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

async function start(
  handle: (request: IncomingMessage, body: Record<string, unknown>, response: ServerResponse, standIn: StandIn) => void,
): Promise<StandIn> {
  const hanging = new Set<ServerResponse>();
  const server = createServer((request, response) => {
    void bodyOf(request).then(
      (body) => {
        standIn.requests.push(body);
        if (standIn.mode === 'hang') {
          hanging.add(response);
          return;
        }
        handle(request, body, response, standIn);
      },
      () => send(response, 400, { message: 'Invalid JSON' }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const standIn: StandIn = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests: [],
    mode: 'translate',
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  return standIn;
}

/**
 * DeepL's v2 API: `POST /v2/translate` with `Authorization: DeepL-Auth-Key <key>`, a JSON body
 * `{ text: [...], target_lang, source_lang?, tag_handling? }`, answering `{ translations: [{
 * detected_source_language, text }] }`; at most 50 texts a request; 403 for a wrong key, 429 too
 * many requests, 456 quota exceeded, 400 for an unknown language.
 */
export function startDeeplStandIn(apiKey: string): Promise<StandIn> {
  return start((request, body, response, standIn) => {
    if (request.method !== 'POST' || request.url !== '/v2/translate')
      return send(response, 404, { message: 'Not found' });
    if (request.headers.authorization !== `DeepL-Auth-Key ${apiKey}`) {
      return send(response, 403, { message: 'Wrong endpoint. Use https://api.deepl.com' });
    }
    if (standIn.mode === 'rateLimited')
      return send(response, 429, { message: 'Too many requests' }, { 'retry-after': '7' });
    if (standIn.mode === 'quotaExceeded') return send(response, 456, { message: 'Quota exceeded' });
    if (standIn.mode === 'down') return send(response, 503, { message: 'Service unavailable' });
    const texts = body.text;
    if (Array.isArray(texts) && texts.length > 50) return send(response, 413, { message: 'Too many texts' });
    const target = body.target_lang;
    if (
      !Array.isArray(texts) ||
      typeof target !== 'string' ||
      !['EN-US', 'EN-GB', 'KO', 'ZH-HANS', 'VI', 'JA'].includes(target)
    ) {
      return send(response, 400, { message: "Value for 'target_lang' not supported." });
    }
    const format = body.tag_handling === 'html' ? 'html' : 'text';
    send(response, 200, {
      translations: texts.map((text: string) => ({
        detected_source_language: typeof body.source_lang === 'string' ? body.source_lang : 'KO',
        text: standIn.mode === 'hostile' ? HOSTILE : fakeTranslation(text, target.split('-')[0]!, format),
      })),
    });
  });
}

/**
 * A LibreTranslate server: `POST /translate` with `{ q, source, target, format, api_key }`,
 * answering `{ translatedText }` (an array for an array `q`); 403 for a missing or wrong key when
 * it requires one, 429 "Slowdown", 400 for an unknown language, 500 for a failed translation.
 */
export function startLibreTranslateStandIn(apiKey?: string): Promise<StandIn> {
  return start((request, body, response, standIn) => {
    if (request.method !== 'POST' || request.url !== '/translate') return send(response, 404, { error: 'Not Found' });
    if (apiKey && body.api_key !== apiKey) {
      return send(response, 403, { error: 'Invalid API key' });
    }
    if (standIn.mode === 'rateLimited') return send(response, 429, { error: 'Slowdown: 30 per 1 minute' });
    if (standIn.mode === 'quotaExceeded' || standIn.mode === 'down') {
      return send(response, 500, { error: 'Cannot translate text' });
    }
    const target = body.target;
    if (typeof target !== 'string' || !['en', 'ko', 'zh-Hans', 'vi', 'ja'].includes(target)) {
      return send(response, 400, { error: `${String(target)} is not supported` });
    }
    const format = body.format === 'html' ? 'html' : 'text';
    const translate = (text: string) => (standIn.mode === 'hostile' ? HOSTILE : fakeTranslation(text, target, format));
    const q = body.q;
    send(response, 200, { translatedText: Array.isArray(q) ? q.map(translate) : translate(String(q)) });
  });
}
