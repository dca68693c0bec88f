/** The look of the theme's Card without MUI's Card and Paper, which would weigh on the home page's first load (see the build report). */
export const cardSx = {
  bgcolor: 'background.paper',
  border: '1px solid rgba(37, 40, 31, 0.1)',
  borderRadius: '10px',
  overflow: 'hidden',
} as const;
