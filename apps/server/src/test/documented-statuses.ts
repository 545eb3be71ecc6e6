import type { FastifyInstance, InjectOptions } from 'fastify';

interface Operation {
  method: string;
  pattern: RegExp;
  path: string;
  statuses: Set<number>;
}

type Responses = Record<string, { content?: object }>;

/** A route that declares no answers gets only a 200 without content in the document. */
const declaresAnswers = (responses: Responses) =>
  Object.entries(responses).some(([status, response]) => status !== '200' || response.content);

/** Each operation of the app's OpenAPI document that declares its answers, with a pattern for its path. */
function operations(app: FastifyInstance): Operation[] {
  const document = app.swagger() as { paths: Record<string, Record<string, { responses?: Responses }>> };
  return Object.entries(document.paths).flatMap(([path, byMethod]) =>
    Object.entries(byMethod)
      .filter(([, operation]) => declaresAnswers(operation.responses ?? {}))
      .map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        pattern: new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`),
        statuses: new Set(Object.keys(operation.responses ?? {}).map(Number)),
      })),
  );
}

/**
 * Checks every answer to `app.inject` against the OpenAPI document: a documented route must
 * answer only statuses it documents. Returns the answers that broke the rule so far.
 */
export function checkDocumentedStatuses(app: FastifyInstance): string[] {
  const undocumented: string[] = [];
  let known: Operation[] | undefined;
  const inject = app.inject.bind(app) as (options: InjectOptions | string) => ReturnType<FastifyInstance['inject']>;
  const checked = async (options: InjectOptions | string) => {
    const response = await inject(options);
    const method = typeof options === 'string' ? 'GET' : (options.method ?? 'GET').toUpperCase();
    const target = typeof options === 'string' ? options : (options.url ?? options.path ?? '');
    const url = typeof target === 'string' ? target : target.pathname;
    const path = new URL(url, 'http://test').pathname.replace(/\/$/, '');
    known ??= operations(app);
    const operation = known.find((o) => o.method === method && o.pattern.test(path));
    if (operation && !operation.statuses.has(response.statusCode)) {
      undocumented.push(`${method} ${operation.path} answered ${response.statusCode} (${response.body.slice(0, 120)})`);
    }
    return response;
  };
  app.inject = checked as FastifyInstance['inject'];
  return undocumented;
}
