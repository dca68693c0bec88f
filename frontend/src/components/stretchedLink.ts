/**
 * The "stretched link" pattern: the card's one link (its button) spreads its hit area over the whole card, so the
 * picture, name and price open the product while keyboard and screen-reader users still meet one link per card.
 * Controls that must not follow the link (a scent selector) sit above it with `position: relative; z-index: 1`.
 */
export const linkCardSx = {
  position: 'relative',
  cursor: 'pointer',
  transition: 'box-shadow 200ms',
  '&:hover': { boxShadow: '0 10px 30px rgba(37,40,31,0.12)' },
} as const;

/**
 * MUI's ButtonBase is `position: relative`, which kept the hit area inside the button: the
 * button is made static so its ::after spans the card; the ripple, which would then spread over the card, is hidden
 * (the focus ring and hover still show the state).
 */
export const stretchedLinkSx = {
  position: 'static',
  '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: '10px' },
  '& .MuiTouchRipple-root': { display: 'none' },
} as const;
