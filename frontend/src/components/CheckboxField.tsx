import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import type { ChangeEvent } from 'react';
import { focusRing } from '../theme/theme';

/** MUI's CheckBox and CheckBoxOutlineBlank icons. */
const CHECKED =
  'M19 3H5c-1.11 0-2 .9-2 2v14c0 1.1.89 2 2 2h14c1.11 0 2-.9 2-2V5c0-1.1-.89-2-2-2zm-9 14l-5-5 1.41-1.41L10 14.17l7.59-7.59L19 8l-9 9z';
const UNCHECKED = 'M19 5v14H5V5h14m0-2H5c-1.1 0-2 .9-2 2v14c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2z';

/**
 * A labelled checkbox drawn as MUI's FormControlLabel + Checkbox draw it (the box icon in a round 42 px hit area,
 * primary when ticked), on a native `<input type="checkbox">` inside its `<label>`: the icon follows `:checked` by
 * CSS, so it shows the box's real state before hydration too. The storefront and the back office both use it; why it is
 * kept over MUI's Checkbox: docs/storefront.md, "One version of each control".
 */
export function CheckboxField({
  label,
  checked,
  onChange,
  required = false,
  sx,
}: {
  label: string;
  checked: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  required?: boolean;
  sx?: SystemStyleObject<Theme>;
}) {
  return (
    <Box
      component="label"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        verticalAlign: 'middle',
        cursor: 'pointer',
        ml: '-11px',
        mr: 2,
        ...sx,
      }}
    >
      <Box
        component="span"
        sx={{
          position: 'relative',
          display: 'inline-flex',
          p: '9px',
          borderRadius: '50%',
          color: 'text.secondary',
          '&:has(:checked)': { color: 'primary.main' },
          '&:has(:focus-visible)': focusRing,
          '@media (hover: hover)': { '&:hover': { bgcolor: 'action.hover' } },
          '& > input': {
            position: 'absolute',
            inset: 0,
            width: '100%',
            height: '100%',
            m: 0,
            opacity: 0,
            cursor: 'inherit',
          },
          '& > svg': { width: 24, height: 24, fill: 'currentColor' },
          '& > input:checked ~ .unchecked, & > input:not(:checked) ~ .checked': { display: 'none' },
        }}
      >
        <input type="checkbox" checked={checked} onChange={onChange} required={required} />
        <svg className="checked" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={CHECKED} />
        </svg>
        <svg className="unchecked" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={UNCHECKED} />
        </svg>
      </Box>
      <Box component="span" sx={{ typography: 'body1' }}>
        {label}
      </Box>
    </Box>
  );
}
