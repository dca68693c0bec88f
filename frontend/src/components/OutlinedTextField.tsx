import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId, type ChangeEvent, type ReactNode, type Ref } from 'react';

/**
 * An outlined text field with its label and helper text, as `<TextField>` draws it (the same elements, ids and ARIA
 * links), composed from the parts MUI documents for it (FormControl, InputLabel, OutlinedInput, FormHelperText):
 * TextField also imports Select, and with it Menu, Popover and Modal (about 16 KB gzip), into the first load of every
 * page that has a text field.
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
  onChange,
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
  htmlInput?: InputBaseComponentProps;
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
  return (
    <FormControl error={error} required={required} disabled={disabled} fullWidth={fullWidth} size={size} sx={sx}>
      <InputLabel htmlFor={id} id={`${id}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput
        {...input}
        id={id}
        label={label}
        onChange={onChange}
        aria-describedby={helperTextId}
        inputProps={htmlInput}
      />
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
