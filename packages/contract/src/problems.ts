import type { z } from 'zod';
import type { ErrorCode } from './error-status.ts';

/** A broken rule: the field it is about and its message. */
export interface Problem<Field extends string = string> {
  field: Field;
  code: ErrorCode;
}

/** A rule: the field it is about, and a check giving the message when the rule is broken. */
export type Rule<Field extends string> = [Field, () => ErrorCode | null];

/** Every broken rule, in the rules' order. */
export function brokenRules<Field extends string>(rules: ReadonlyArray<Rule<Field>>): Array<Problem<Field>> {
  return rules.flatMap(([field, check]) => {
    const code = check();
    return code ? [{ field, code }] : [];
  });
}

/**
 * `schema`, also reporting every problem `problemsOf` finds as an issue at its field, with the
 * message code as the issue's message. The problems are looked for even when the schema's own
 * types already failed (zod would skip them), so a form shows all of its problems at once; a
 * form's values always have the right shapes, so `problemsOf` can read them.
 */
export function withProblems<Schema extends z.ZodType<object>>(
  schema: Schema,
  problemsOf: (value: z.output<Schema>) => readonly Problem[],
): Schema {
  return schema.superRefine(
    (value, ctx) => {
      for (const problem of problemsOf(value)) {
        ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.code, input: value });
      }
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
}
