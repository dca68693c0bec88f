import type { SxProps, Theme } from '@mui/material/styles';
import { useId, type ReactNode } from 'react';
import { OutlinedField } from './OutlinedField';

/**
 * An outlined, labelled native `<select>`, as `<TextField select slotProps={{ select: { native: true } }}>` draws it,
 * in OutlinedField's CSS-only frame: TextField imports Select, Menu, Popover and Modal, and even MUI's NativeSelect
 * brings InputBase's JavaScript into the first load of every page using it. The storefront and the back office both use
 * it (docs/storefront.md, "One version of each control").
 */
export function NativeSelectField({
  id: idProp,
  name,
  label,
  value,
  onChange,
  size,
  shrinkLabel,
  required,
  error,
  helperText,
  autoComplete,
  fullWidth,
  disabled,
  sx,
  children,
}: {
  id?: string;
  name?: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  size?: 'small' | 'medium';
  /** Keeps the label above the field whatever the value (TextField's `inputLabel: { shrink: true }`). */
  shrinkLabel?: boolean;
  required?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  autoComplete?: string;
  fullWidth?: boolean;
  disabled?: boolean;
  sx?: SxProps<Theme>;
  /** The `<option>` elements. */
  children: ReactNode;
}) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  return (
    <OutlinedField
      id={id}
      label={label}
      size={size}
      shrink={shrinkLabel || value !== ''}
      arrow
      required={required}
      error={error}
      helperText={helperText}
      helperTextId={helperTextId}
      fullWidth={fullWidth}
      sx={sx}
    >
      <select
        id={id}
        name={name}
        value={value}
        required={required}
        disabled={disabled}
        autoComplete={autoComplete}
        aria-invalid={error || undefined}
        aria-describedby={helperTextId}
        onChange={(event) => onChange(event.target.value)}
      >
        {children}
      </select>
    </OutlinedField>
  );
}
