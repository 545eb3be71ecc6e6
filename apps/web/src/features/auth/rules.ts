import { EmailSchema } from '@moim/contract';

/** A required text field (white space alone does not count). */
export const requiredRules = {
  validate: (value: string) => value.trim() !== '' || 'requiredField',
};

/** An e-mail field: required, then a valid address. */
export const emailRules = {
  validate: (value: string) =>
    value.trim() === '' ? 'requiredField' : EmailSchema.safeParse(value).success || 'invalidEmail',
};
