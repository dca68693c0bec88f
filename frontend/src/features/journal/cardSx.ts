/** The look of the theme's Card, without importing MUI's Card into a chunk the home page shares (see the build report). */
export const cardSx = { bgcolor: 'background.paper', border: '1px solid rgba(37, 40, 31, 0.1)', borderRadius: '10px', overflow: 'hidden' } as const;
