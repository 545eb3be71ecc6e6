import type { Endpoint, EndpointSchemas } from '@moim/contract/endpoint';

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
  const parts = schemas as EndpointSchemas;
  return {
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      tags: [...endpoint.tags],
      summary: endpoint.summary,
      params: parts.params as Part<S, 'params'>,
      querystring: parts.query as Part<S, 'query'>,
      body: parts.body as Part<S, 'body'>,
      response: parts.response as Part<S, 'response'>,
    },
    config: { errors: endpoint.errors },
  };
}
