import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from './serializer.ts';

const compile = (schema: z.ZodType) =>
  responseSerializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' }) as (data: unknown) => string;

describe('response serializer', () => {
  it('writes only the properties the contract names', () => {
    const serialize = compile(
      z.object({ userId: z.string(), age: z.number().nullable(), email: z.string().optional() }),
    );
    const out = serialize({ userId: 'mina', age: null, passwordHash: '$argon2id$secret', dob: '1995-01-01' });
    expect(JSON.parse(out)).toEqual({ userId: 'mina', age: null });
    expect(out).not.toContain('argon2');
  });

  it('writes arrays of nested objects', () => {
    const serialize = compile(
      z.array(z.object({ id: z.number(), tags: z.array(z.string()), by: z.object({ n: z.string() }) })),
    );
    expect(JSON.parse(serialize([{ id: 1, tags: ['a'], by: { n: 'x', secret: 1 }, extra: true }]))).toEqual([
      { id: 1, tags: ['a'], by: { n: 'x' } },
    ]);
  });
});
