import { useId, type ChangeEvent, type InputHTMLAttributes, type Ref } from 'react';
import { OutlinedField, type OutlinedFieldProps } from './OutlinedField';

/**
 * An outlined text field with its label and helper text, as `<TextField>` draws it (the same ids and ARIA links), on a
 * native `<input>` (or `<textarea>` when `multiline`) in OutlinedField's CSS-only frame: TextField, and even the parts
 * MUI composes it from (FormControl, InputLabel, OutlinedInput), bring InputBase's JavaScript into the first load of
 * every page with a field.
 */
export function OutlinedTextField({
  id: idProp,
  htmlInput,
  multiline,
  minRows,
  inputRef,
  placeholder,
  disabled,
  type = 'text',
  name,
  value,
  onChange,
  autoComplete,
  ...frame
}: Omit<OutlinedFieldProps, 'id' | 'helperTextId' | 'shrink' | 'arrow' | 'children'> & {
  id?: string;
  name?: string;
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
  disabled?: boolean;
}) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const helperTextId = frame.helperText ? `${id}-helper-text` : undefined;
  const control = {
    id,
    name,
    value,
    onChange,
    autoComplete,
    required: frame.required,
    disabled,
    // A space when there is none: the label floats while the control holds text (`:placeholder-shown`, OutlinedField).
    placeholder: placeholder ?? ' ',
    'aria-invalid': frame.error || undefined,
    'aria-describedby': [htmlInput?.['aria-describedby'], helperTextId].filter(Boolean).join(' ') || undefined,
  };
  return (
    <OutlinedField {...frame} id={id} helperTextId={helperTextId}>
      {multiline ? (
        <textarea
          {...control}
          maxLength={htmlInput?.maxLength}
          rows={minRows}
          style={{ minHeight: `${1.4375 * (minRows ?? 1)}em` }}
        />
      ) : (
        <input {...htmlInput} {...control} type={type} ref={inputRef} />
      )}
    </OutlinedField>
  );
}
