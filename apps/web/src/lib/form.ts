import { toNestErrors } from '@hookform/resolvers';
import { fieldOfMessage } from '@moim/contract';
import { useEffect, useRef } from 'react';
import {
  useForm,
  type FieldError,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from './api.ts';
import i18n, { isMessageKey } from './i18n.ts';

type Schema<Output> = z.ZodType<Output, unknown>;

/** The i18n key of a message: a contract code ('userIdTaken'), or a key with its namespace. */
function i18nKey(codeOrKey: string): string {
  return isMessageKey(codeOrKey) ? `messages:${codeOrKey}` : codeOrKey;
}

/**
 * An error's `type`: the i18n key of its message, with the limit its text names when there is
 * one ('messages:textTooLong?max=100'), so the text can be made again in another language.
 */
function errorType(codeOrKey: string, max?: number): string {
  const key = i18nKey(codeOrKey);
  return max === undefined ? key : `${key}?max=${max}`;
}

/** The text of an error `type` in the current language, or undefined when it is no i18n key. */
function translate(type: string): string | undefined {
  const [key = '', query] = type.split('?');
  if (!i18n.exists(key)) return undefined;
  const max = new URLSearchParams(query).get('max');
  return max === null ? i18n.t(key) : i18n.t(key, { max: Number(max) });
}

/** Whether a contract message names a value (a limit) that only its issue knows. */
function namesAValue(code: string): boolean {
  const text: unknown = i18n.getResource(i18n.language, 'messages', code);
  return typeof text === 'string' && text.includes('{{');
}

function isFieldError(value: unknown): value is FieldError {
  return typeof value === 'object' && value !== null && typeof (value as FieldError).message === 'string';
}

/** Every error of a form with its field's name (nested fields joined with dots). */
function errorList(errors: FieldErrors, prefix = ''): Array<[string, FieldError]> {
  return Object.entries(errors).flatMap(([name, value]): Array<[string, FieldError]> => {
    if (name === 'ref' || name === 'root' || typeof value !== 'object' || value === null) return [];
    if (isFieldError(value)) return [[`${prefix}${name}`, value]];
    return errorList(value as FieldErrors, `${prefix}${name}.`);
  });
}

/**
 * The one resolver of every form: the contract's schema checks what the form would send, each
 * issue is shown at its field at once, and its message code becomes the text in the user's
 * language. The error's `type` keeps the i18n key, so the text follows a change of language.
 * On success the form's submit handler gets what the schema parsed: what is sent to the server.
 */
function contractResolver<TValues extends FieldValues, TOutput>(
  schema: Schema<TOutput> | ((values: TValues) => Schema<TOutput>),
  toInput: (values: TValues) => unknown = (values) => values,
): Resolver<TValues, unknown, TOutput> {
  return async (values, _context, options) => {
    const current = typeof schema === 'function' ? schema(values) : schema;
    const result = await current.safeParseAsync(toInput(values));
    if (result.success) return { values: result.data, errors: {} };
    // Each field's first issue; a length limit's message names the limit (zod's `maximum`).
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const name = issue.path.join('.');
      if (errors[name]) continue;
      const max = issue.code === 'too_big' ? Number(issue.maximum) : undefined;
      const type = errorType(issue.message, max);
      const text = translate(type);
      errors[name] = text === undefined ? { type: issue.code, message: issue.message } : { type, message: text };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}

export interface ContractFormOptions<TValues extends FieldValues, TOutput> extends Omit<
  UseFormProps<TValues, unknown, TOutput>,
  'resolver' | 'shouldFocusError'
> {
  /** The contract's schema of what the form sends, or one made for the current values. */
  schema: Schema<TOutput> | ((values: TValues) => Schema<TOutput>);
  /** What the form sends, made of its values (the values themselves by default). */
  toInput?: (values: TValues) => unknown;
  /** While the form is busy (inert while it is being sent), moving focus waits. */
  busy?: boolean;
}

export interface ContractForm<TValues extends FieldValues, TOutput> extends UseFormReturn<TValues, unknown, TOutput> {
  /**
   * Shows a message beside a field and moves focus there. `message` is a contract message code,
   * or an i18n key with its namespace ('events:post.imagesUploading').
   */
  showFieldError: (name: Path<TValues>, message: string) => void;
  /**
   * Checks one step of the form (sending the e-mail code, say) with a contract schema: each
   * issue is shown beside its field and the first is focused. The parsed input, or null.
   */
  check: <T>(schema: Schema<T>, input: unknown) => T | null;
  /**
   * Shows a failed call's message beside the fields it is about (the server's issue paths, or
   * the field of its message code) and focuses the first. False when it is about none of this
   * form's fields: then the caller says it another way.
   */
  showServerError: (error: unknown) => boolean;
}

/** Controls, the rich-text editor, and custom widgets in the tab order (the star rating). */
const FOCUSABLE = 'input:not([type="hidden"]), select, textarea, button, [contenteditable="true"], [tabindex="0"]';

/** Focuses the first control the form marks invalid, as it is on screen (or the first inside it). */
function focusFirstInvalid(form: HTMLFormElement): void {
  const invalid = form.querySelector<HTMLElement>('[aria-invalid="true"]');
  const target = invalid?.matches(FOCUSABLE) ? invalid : invalid?.querySelector<HTMLElement>(FOCUSABLE);
  target?.focus();
}

type FocusRequest<TValues extends FieldValues> = { field: Path<TValues> } | { firstInvalidIn: HTMLFormElement };

/**
 * react-hook-form with the contract's resolver. A submit with problems shows them all and then
 * focuses the first on screen, once its message is there too (so a screen reader reads it with
 * the field); errors follow a change of language.
 */
export function useContractForm<TValues extends FieldValues, TOutput = TValues>({
  schema,
  toInput,
  busy = false,
  ...options
}: ContractFormOptions<TValues, TOutput>): ContractForm<TValues, TOutput> {
  const form = useForm<TValues, unknown, TOutput>({
    ...options,
    resolver: contractResolver(schema, toInput),
    shouldFocusError: false,
  });
  const { isSubmitting } = form.formState;
  const focusRequest = useRef<FocusRequest<TValues> | null>(null);

  // After the render that shows the errors, and once the form is no longer inert.
  useEffect(() => {
    const request = focusRequest.current;
    if (busy || isSubmitting || !request) return;
    focusRequest.current = null;
    if ('field' in request) form.setFocus(request.field);
    else focusFirstInvalid(request.firstInvalidIn);
  });

  // Shown errors follow a change of language.
  useEffect(() => {
    const retranslate = () => {
      for (const [name, error] of errorList(form.formState.errors)) {
        const text = error.type ? translate(error.type) : undefined;
        if (text !== undefined) form.setError(name as Path<TValues>, { type: error.type, message: text });
      }
    };
    i18n.on('languageChanged', retranslate);
    return () => i18n.off('languageChanged', retranslate);
  }, [form]);

  const handleSubmit: ContractForm<TValues, TOutput>['handleSubmit'] = (onValid, onInvalid) => (event) =>
    form.handleSubmit(onValid, (errors, submitEvent) => {
      const target: unknown = submitEvent?.target;
      if (target instanceof HTMLFormElement) focusRequest.current = { firstInvalidIn: target };
      return onInvalid?.(errors, submitEvent);
    })(event);

  const showFieldError = (name: Path<TValues>, message: string, max?: number) => {
    const type = errorType(message, max);
    form.setError(name, { type, message: translate(type) ?? message });
    focusRequest.current ??= { field: name };
  };

  const check = <T>(stepSchema: Schema<T>, input: unknown): T | null => {
    const result = stepSchema.safeParse(input);
    if (result.success) return result.data;
    const shown = new Set<string>();
    for (const issue of result.error.issues) {
      const name = issue.path.join('.');
      if (shown.has(name)) continue;
      shown.add(name);
      showFieldError(
        name as Path<TValues>,
        issue.message,
        issue.code === 'too_big' ? Number(issue.maximum) : undefined,
      );
    }
    return null;
  };

  const showServerError = (error: unknown): boolean => {
    if (!(error instanceof ApiError)) return false;
    const values = form.getValues();
    const issues = error.body?.issues?.length
      ? error.body.issues
      : [{ path: fieldOfMessage(error.code) ?? '', code: error.code, message: error.message }];
    const placed = issues.filter((issue) => issue.path !== '' && Object.hasOwn(values, issue.path));
    for (const issue of placed) {
      form.setError(issue.path as Path<TValues>, {
        // The server's text already names any limit; a text that needs one is not made again.
        type: isMessageKey(issue.code) && !namesAValue(issue.code) ? i18nKey(issue.code) : 'server',
        message: issue.message,
      });
    }
    if (placed[0]) focusRequest.current = { field: placed[0].path as Path<TValues> };
    return placed.length > 0;
  };

  return { ...form, handleSubmit, showFieldError, check, showServerError };
}
