import type { FastifySerializerCompiler } from 'fastify';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Responses are written by fast-json-stringify from each route's contract schema (converted to
 * JSON Schema once, at start): only the properties the contract names reach the client, as
 * with zod's own serializer, at a fraction of the cost per request. A schema that cannot be
 * converted keeps zod's serializer.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<z.ZodType> = (route) => {
  try {
    const jsonSchema = z.toJSONSchema(route.schema, { io: 'output', unrepresentable: 'throw', target: 'draft-7' });
    return fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
  } catch {
    return zodSerializerCompiler(route);
  }
};
