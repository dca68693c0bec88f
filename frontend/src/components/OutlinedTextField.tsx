import type { SxProps, Theme } from '@mui/material/styles';
import { useId, type ChangeEvent, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { OutlinedField } from './OutlinedField';

/**
 * An outlined text field with its label and helper text, as `<TextField>` draws it (the same ids and ARIA links), on a
 * native `<input>` (or `<textarea>` when `multiline`) in OutlinedField's CSS-only frame: TextField, and even the parts
 * MUI composes it from (FormControl, InputLabel, OutlinedInput), bring InputBase's JavaScript into the first load of
 * every page with a field.
 */
export function OutlinedTextField({
  id: idProp,
  label,
  helperText,
  error,
  required,
  disabled,
  fullWidth,
  size,
  sx,
  htmlInput,
  multiline,
  minRows,
  inputRef,
  placeholder,
  ...input
}: {
  id?: string;
  name?: string;
  label: string;
  type?: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  placeholder?: string;
  autoComplete?: string;
  multiline?: boolean;
  minRows?: number;
  inputRef?: Ref<HTMLInputElement>;
  /** Attributes of the `<input>` itself (TextField's `slotProps.htmlInput`). */
  htmlInput?: InputHTMLAttributes<HTMLInputElement> & { 'aria-describedby'?: string };
  helperText?: ReactNode;
  error?: boolean;
  required?: boolean;
  disabled?: boolean;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
  sx?: SxProps<Theme>;
}) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const { type, ...common } = input;
  const control = {
    ...common,
    id,
    required,
    disabled,
    // A space when there is none: the label floats while the control holds text (`:placeholder-shown`, OutlinedField).
    placeholder: placeholder ?? ' ',
    'aria-invalid': error || undefined,
    'aria-describedby': [htmlInput?.['aria-describedby'], helperTextId].filter(Boolean).join(' ') || undefined,
  };
  return (
    <OutlinedField
      id={id}
      label={label}
      helperText={helperText}
      helperTextId={helperTextId}
      error={error}
      required={required}
      fullWidth={fullWidth}
      size={size}
      sx={sx}
    >
      {multiline ? (
        <textarea
          {...control}
          maxLength={htmlInput?.maxLength}
          rows={minRows}
          style={{ minHeight: `${1.4375 * (minRows ?? 1)}em` }}
        />
      ) : (
        <input {...htmlInput} {...control} type={type ?? 'text'} ref={inputRef} />
      )}
    </OutlinedField>
  );
}
