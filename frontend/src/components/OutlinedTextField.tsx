import { useId, type ChangeEvent, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { OutlinedField, type OutlinedFieldProps } from './OutlinedField';

/**
 * An outlined text field with its label and helper text, as `<TextField>` draws it (the same ids and ARIA links), on a
 * native `<input>` (or `<textarea>` when `multiline`) in OutlinedField's CSS-only frame: TextField, and even the parts
 * MUI composes it from (FormControl, InputLabel, OutlinedInput), bring InputBase's JavaScript into the first load of
 * every page with a field. The storefront and the back office both use it (docs/storefront.md, "One version of each
 * control").
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
  autoFocus,
  shrinkLabel,
  startAdornment,
  ...frame
}: Omit<OutlinedFieldProps, 'id' | 'helperTextId' | 'shrink' | 'arrow' | 'children'> & {
  id?: string;
  name?: string;
  type?: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  placeholder?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  /** Keeps the label above the field whatever it holds (TextField's `inputLabel: { shrink: true }`). */
  shrinkLabel?: boolean;
  /** An icon before the text (TextField's `input.startAdornment`); the label then stays above the field. */
  startAdornment?: ReactNode;
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
    autoFocus,
    required: frame.required,
    disabled,
    // A space when there is none: the label floats while the control holds text (`:placeholder-shown`, OutlinedField).
    placeholder: placeholder ?? ' ',
    'aria-invalid': frame.error || undefined,
    'aria-describedby': [htmlInput?.['aria-describedby'], helperTextId].filter(Boolean).join(' ') || undefined,
  };
  return (
    <OutlinedField {...frame} id={id} helperTextId={helperTextId} shrink={shrinkLabel || !!startAdornment}>
      {startAdornment && <span className="OutlinedField-start">{startAdornment}</span>}
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
