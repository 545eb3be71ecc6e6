import { InputField, type InputFieldProps } from './InputField.tsx';

/** A required user ID: the browser's username autofill, no capitals or spelling fixes. */
export function IdField(props: InputFieldProps) {
  return <InputField autoComplete="username" autoCapitalize="off" spellCheck={false} {...props} />;
}
