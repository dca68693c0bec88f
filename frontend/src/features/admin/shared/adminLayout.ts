/**
 * One page width for every back-office screen and the shell bar above them, so titles, tables and the bar share
 * the same left edge.
 */
export const ADMIN_MAX_WIDTH = 'lg' as const;

/**
 * Admin tables on a phone: each row becomes a stacked card whose cells carry their column name
 * (`data-label`), so every action (View, Edit, Delete, Deactivate) is on screen without a sideways scroll.
 * From the `sm` breakpoint up the table is an ordinary table of at least `minWidth` pixels.
 */
export function stackedOnPhoneSx(minWidth: number) {
  return {
    minWidth: { sm: minWidth },
    '@media (max-width: 599.95px)': {
      display: 'block',
      '& thead': {
        position: 'absolute',
        width: '1px',
        height: '1px',
        overflow: 'hidden',
        clip: 'rect(0 0 0 0)',
        whiteSpace: 'nowrap',
      },
      '& tbody': { display: 'block' },
      '& tbody tr': {
        display: 'block',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        p: 1.5,
        mb: 1.5,
      },
      '& tbody tr > *': {
        display: 'flex',
        // MUI's right-aligned cells run row-reverse; the label must stay on the left.
        flexDirection: 'row',
        justifyContent: 'space-between',
        alignItems: 'center',
        gap: 2,
        border: 0,
        p: 0.5,
        textAlign: 'right',
      },
      '& tbody tr > *[data-label]::before': {
        content: 'attr(data-label)',
        color: 'text.secondary',
        fontWeight: 600,
        textAlign: 'left',
      },
      '& tbody tr > *:last-of-type': { justifyContent: 'flex-start', pt: 1 },
    },
  } as const;
}
