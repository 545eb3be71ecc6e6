import { InputField, type InputFieldProps } from './InputField.tsx';

/** A required e-mail address: the e-mail keyboard and the browser's e-mail autofill. */
export function EmailField(props: Omit<InputFieldProps, 'type'>) {
  return <InputField type="email" inputMode="email" autoComplete="email" {...props} />;
}
