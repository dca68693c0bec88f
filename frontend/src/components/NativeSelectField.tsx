import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId, type ChangeEvent, type ReactNode } from 'react';

/**
 * An outlined, labelled native `<select>`, as `<TextField select slotProps={{ select: { native: true } }}>` draws it,
 * composed from the parts MUI documents for it (FormControl, InputLabel, NativeSelect, OutlinedInput): TextField
 * imports Select, and with it Menu, Popover and Modal (about 16 KB gzip), into the first load of every page using it.
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
    <FormControl size={size} sx={sx}>
      <InputLabel htmlFor={id} shrink={shrinkLabel}>
        {label}
      </InputLabel>
      <NativeSelect
        value={value}
        onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value)}
        input={<OutlinedInput label={label} notched={shrinkLabel} />}
        inputProps={{ id }}
      >
        {children}
      </NativeSelect>
    </FormControl>
  );
}
