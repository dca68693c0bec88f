import type { Ref } from 'react';
import { OutlinedTextField } from './OutlinedTextField';

/** The required 'Email' field of the storefront's short forms (order lookup, contact), with the browser's autofill. */
export function EmailTextField({
  value,
  inputRef,
  onChange,
  error,
  helperText,
}: {
  value: string;
  inputRef?: Ref<HTMLInputElement>;
  onChange: (text: string) => void;
  error: boolean;
  helperText: string;
}) {
  return (
    <OutlinedTextField
      label="Email"
      name="email"
      type="email"
      value={value}
      inputRef={inputRef}
      onChange={(event) => onChange(event.target.value)}
      required
      error={error}
      helperText={helperText}
      htmlInput={{ autoComplete: 'email' }}
    />
  );
}
