import type { Endpoint, EndpointSchemas } from '@moim/contract/endpoint';
import { docOf } from '@moim/contract/endpoint-docs';

type Part<S, K extends keyof EndpointSchemas> = K extends keyof S ? S[K] : undefined;

/**
 * A route's method, URL, API-document schema and declared errors, from its endpoint in the
 * contract and the schema values the endpoint names. Spread into `app.route`, beside the hooks and
 * the handler: `app.route({ ...implement(endpoints.like, { … }), onRequest: signedIn, handler })`;
 * the handler's request and answer are typed by those schemas. The values must be exactly the
 * schemas the endpoint names: the compiler refuses others (decision 58).
 */
export function implement<S extends EndpointSchemas, I extends S>(
  endpoint: Endpoint<S>,
  schemas: I & ([S] extends [I] ? unknown : { error: 'not the schemas the endpoint names' }),
) {
  const { params, query, body, response } = schemas as EndpointSchemas;
  // Parts the endpoint has not are left out, not set to undefined (Fastify warns of those).
  const schema = Object.fromEntries(
    Object.entries({ params, querystring: query, body, response }).filter(([, part]) => part !== undefined),
  );
  const doc = docOf(endpoint);
  return {
    method: endpoint.method,
    url: endpoint.path,
    schema: { tags: [...doc.tags], summary: doc.summary, ...schema } as {
      tags: string[];
      summary: string;
      params: Part<S, 'params'>;
      querystring: Part<S, 'query'>;
      body: Part<S, 'body'>;
      response: Part<S, 'response'>;
    },
    config: { errors: doc.errors },
  };
}
