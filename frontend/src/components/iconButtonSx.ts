/**
 * MUI IconButton's look (round, 8 px around a 24 px icon, the theme's 40 px minimum, a faint hover), for ButtonBase,
 * which every page loads already: IconButton's own code was on every page's first load for the header's buttons.
 */
export const iconButtonSx = {
  textAlign: 'center',
  flex: '0 0 auto',
  fontSize: '1.5rem',
  p: '8px',
  borderRadius: '50%',
  minWidth: 40,
  minHeight: 40,
  color: 'action.active',
  transition: 'background-color 150ms cubic-bezier(0.4, 0, 0.2, 1) 0ms',
  '&:hover': { bgcolor: 'rgba(0, 0, 0, 0.04)', '@media (hover: none)': { bgcolor: 'transparent' } },
  '&.Mui-disabled': { bgcolor: 'transparent', color: 'action.disabled' },
} as const;

/** IconButton's `size="small"`. */
export const smallIconButtonSx = { ...iconButtonSx, p: '5px', fontSize: '1.125rem' } as const;
