import type { SignUpInput } from '@moim/contract';
import { NO_AGREEMENTS } from './Agreements.tsx';
import type { SharedSignUpValues } from './SignUpSections.tsx';

/** The e-mail sign-up form: the payload's fields and the e-mail code. */
export interface SignUpFormValues extends SharedSignUpValues {
  username: string;
  email: string;
  code: string;
  password: string;
  confirmPassword: string;
}

export const signUpDefaults: SignUpFormValues = {
  username: '',
  email: '',
  code: '',
  userId: '',
  password: '',
  confirmPassword: '',
  dob: '',
  gender: '',
  nationality: '',
  ...NO_AGREEMENTS,
};

/** The sign-up payload: the values without the e-mail code, text trimmed. */
export function toSignUpInput({ code: _code, ...values }: SignUpFormValues): SignUpInput {
  return {
    ...values,
    username: values.username.trim(),
    email: values.email.trim(),
    userId: values.userId.trim(),
  };
}
