import type { SxProps, Theme } from '@mui/material/styles';
import { useId, type ReactNode } from 'react';
import { OutlinedField } from './OutlinedField';

/**
 * An outlined, labelled native `<select>`, as `<TextField select slotProps={{ select: { native: true } }}>` draws it,
 * in OutlinedField's CSS-only frame: TextField imports Select, Menu, Popover and Modal, and even MUI's NativeSelect
 * brings InputBase's JavaScript into the first load of every page using it.
 */
export function NativeSelectField({
  label,
  value,
  onChange,
  size,
  shrinkLabel,
  sx,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  size?: 'small' | 'medium';
  /** Keeps the label above the field whatever the value (TextField's `inputLabel: { shrink: true }`). */
  shrinkLabel?: boolean;
  sx?: SxProps<Theme>;
  /** The `<option>` elements. */
  children: ReactNode;
}) {
  const id = useId();
  return (
    <OutlinedField id={id} label={label} size={size} shrink={shrinkLabel || value !== ''} arrow sx={sx}>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
      </select>
    </OutlinedField>
  );
}
