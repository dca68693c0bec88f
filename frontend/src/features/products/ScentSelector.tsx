import Box from '@mui/material/Box';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
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

/** Scent numbers as pressed/unpressed buttons, each with a tint swatch and the scent's name for screen readers. */
export function ScentSelector({ scents, value, onChange, label, size = 'small', fill = false }: ScentSelectorProps) {
  return (
    <ToggleButtonGroup
      exclusive
      value={value}
      onChange={(_event, next: string | null) => next && onChange(next)}
      aria-label={label}
      size={size}
      sx={{
        flexWrap: fill ? { xs: 'nowrap', sm: 'wrap' } : 'wrap',
        width: fill ? { xs: '100%', sm: 'auto' } : undefined,
        gap: 0.75,
        '& .MuiToggleButtonGroup-grouped': {
          border: 1,
          borderColor: 'divider',
          borderRadius: '999px !important',
          m: 0,
        },
      }}
    >
      {scents.map((number) => {
        const scent = scentByNumber(number);
        return (
          <ToggleButton
            key={number}
            value={number}
            aria-label={scent ? `No. ${number} ${scent.name}` : `No. ${number}`}
            title={scent?.name}
            sx={{
              gap: 0.75,
              px: size === 'small' ? 1.25 : { xs: fill ? 1 : 2, sm: 2 },
              flex: fill ? { xs: 1, sm: 'initial' } : undefined,
              whiteSpace: 'nowrap',
              minHeight: 32,
              fontWeight: 600,
              color: 'text.primary',
              '&.Mui-selected, &.Mui-selected:hover': {
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                borderColor: 'primary.main',
              },
            }}
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
          </ToggleButton>
        );
      })}
    </ToggleButtonGroup>
  );
}
