import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { scentByNumber } from '../../lib/scents';

interface ScentSelectorProps {
  scents: string[];
  value: string | null;
  onChange: (scent: string) => void;
  /** Names the group for screen readers: 'Scent for Hand Soap'. */
  label: string;
  size?: 'small' | 'medium';
  /** On phones, share one row equally (the product page's four scents), instead of wrapping. */
  fill?: boolean;
}

/**
 * Scent numbers as pressed/unpressed buttons (`aria-pressed` in a labelled group, as MUI's ToggleButtonGroup draws
 * them), each with a tint swatch and the scent's name for screen readers. Built on ButtonBase, which every page loads
 * already, rather than ToggleButtonGroup, whose code only the product pages would load for it.
 */
export function ScentSelector({ scents, value, onChange, label, size = 'small', fill = false }: ScentSelectorProps) {
  return (
    <Box
      role="group"
      aria-label={label}
      sx={{
        display: 'inline-flex',
        flexWrap: fill ? { xs: 'nowrap', sm: 'wrap' } : 'wrap',
        width: fill ? { xs: '100%', sm: 'auto' } : undefined,
        gap: 0.75,
      }}
    >
      {scents.map((number) => {
        const scent = scentByNumber(number);
        return (
          <ButtonBase
            key={number}
            aria-pressed={number === value}
            onClick={() => number !== value && onChange(number)}
            aria-label={scent ? `No. ${number} ${scent.name}` : `No. ${number}`}
            title={scent?.name}
            sx={(theme) => ({
              ...theme.typography.button,
              ...(size === 'small' && { fontSize: theme.typography.pxToRem(13) }),
              gap: 0.75,
              p: size === 'small' ? '7px' : '11px',
              px: size === 'small' ? 1.25 : { xs: fill ? 1 : 2, sm: 2 },
              flex: fill ? { xs: 1, sm: 'initial' } : undefined,
              whiteSpace: 'nowrap',
              minHeight: 32,
              border: 1,
              borderColor: 'divider',
              borderRadius: 999,
              color: 'text.primary',
              transition: theme.transitions.create(['background-color', 'color', 'border-color'], {
                duration: theme.transitions.duration.shortest,
              }),
              '@media (hover: hover)': { '&:hover': { bgcolor: 'action.hover' } },
              '&[aria-pressed="true"], &[aria-pressed="true"]:hover': {
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                borderColor: 'primary.main',
              },
            })}
          >
            <Box
              component="span"
              aria-hidden="true"
              sx={{
                width: 10,
                height: 10,
                borderRadius: '50%',
                bgcolor: scent?.tint ?? 'grey.400',
                border: '1px solid rgba(0,0,0,0.15)',
              }}
            />
            {size === 'small' ? number : `No. ${number}`}
          </ButtonBase>
        );
      })}
    </Box>
  );
}
