import { get, type FieldError, type FieldErrors } from 'react-hook-form';
import type { PostFormValues } from '../../post-draft.ts';

/** The message of the create-blog form's error at `name` ('sections.0.heading'), if any. */
export function errorAt(errors: FieldErrors<PostFormValues>, name: string): string | undefined {
  return get<FieldErrors<PostFormValues>, FieldError | undefined>(errors, name)?.message;
}
