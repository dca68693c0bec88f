import type { SxProps, Theme } from '@mui/material/styles';
import { focusRing } from '../theme/theme';

/** A native radio in a bordered card (its `<label>`): the checked card is outlined, the focused one ringed. */
export const radioCardSx: SxProps<Theme> = {
  display: 'flex',
  alignItems: 'center',
  gap: 1.5,
  px: 2,
  py: 1.5,
  border: 1,
  borderColor: 'divider',
  borderRadius: 2,
  cursor: 'pointer',
  bgcolor: 'background.paper',
  '&:has(:checked)': {
    borderColor: 'primary.main',
    boxShadow: (theme) => `inset 0 0 0 1px ${theme.palette.primary.main}`,
  },
  '&:has(:focus-visible)': focusRing,
  '& > input': {
    m: 0,
    width: 20,
    height: 20,
    flexShrink: 0,
    accentColor: (theme) => theme.palette.primary.main,
    outline: 'none',
  },
};
