import Box from '@mui/material/Box';
import ButtonBase, { type ButtonBaseProps } from '@mui/material/ButtonBase';
import { alpha, type SxProps, type Theme } from '@mui/material/styles';
import type { ElementType, ReactNode } from 'react';
import { mergeSx } from './mergeSx';

type Variant = 'contained' | 'outlined' | 'text';
type Size = 'small' | 'medium' | 'large';
type PaletteColor = 'primary' | 'secondary' | 'warning' | 'error';

export type ShopButtonProps<C extends ElementType = 'button'> = ButtonBaseProps<
  C,
  {
    component?: C;
    variant?: Variant;
    color?: PaletteColor | 'inherit';
    size?: Size;
    fullWidth?: boolean;
    startIcon?: ReactNode;
  }
>;

/** Padding above and below the label per variant and size (MUI Button's); the sides are the theme's 22 px. */
const BLOCK_PADDING: Record<Variant, Record<Size, number>> = {
  contained: { small: 4, medium: 6, large: 8 },
  outlined: { small: 3, medium: 5, large: 7 },
  text: { small: 4, medium: 6, large: 8 },
};
const FONT_SIZE: Record<Size, string> = { small: '0.8125rem', medium: '0.875rem', large: '0.9375rem' };
const ICON_SIZE: Record<Size, number> = { small: 18, medium: 20, large: 22 };

const TRANSITION = ['background-color', 'box-shadow', 'border-color']
  .map((property) => `${property} 250ms cubic-bezier(0.4, 0, 0.2, 1) 0ms`)
  .join(',');

function variantSx(variant: Variant, color: PaletteColor | 'inherit'): SxProps<Theme> {
  return (theme) => {
    const inherit = color === 'inherit';
    const main = inherit ? theme.palette.text.primary : theme.palette[color].main;
    const { disabled, disabledBackground, hoverOpacity } = theme.palette.action;
    if (variant === 'contained')
      return {
        color: inherit ? 'inherit' : theme.palette[color].contrastText,
        bgcolor: inherit ? theme.palette.grey[300] : main,
        '@media (hover: hover)': {
          '&:hover': { bgcolor: inherit ? theme.palette.grey.A100 : theme.palette[color].dark },
        },
        '&.Mui-disabled': { color: disabled, bgcolor: disabledBackground },
      };
    const hover = { bgcolor: alpha(main, hoverOpacity) };
    if (variant === 'outlined')
      return {
        color: inherit ? 'inherit' : main,
        border: '1px solid',
        borderColor: inherit ? 'currentColor' : alpha(main, 0.5),
        '@media (hover: hover)': { '&:hover': inherit ? hover : { ...hover, borderColor: main } },
        '&.Mui-disabled': { color: disabled, border: `1px solid ${disabledBackground}` },
      };
    return {
      color: inherit ? 'inherit' : main,
      '@media (hover: hover)': { '&:hover': hover },
      '&.Mui-disabled': { color: disabled },
    };
  };
}

/**
 * The shop's one button, in the storefront and the back office: MUI Button's look under this theme (pill, 44 px high,
 * no elevation, no focus ripple) drawn on ButtonBase, which every page loads anyway; Button itself also brings the
 * progress spinner of its `loading` prop. Why it is kept: docs/storefront.md, "One version of each control".
 */
export function ShopButton<C extends ElementType = 'button'>({
  variant = 'text',
  color = 'primary',
  size = 'medium',
  fullWidth = false,
  startIcon,
  children,
  sx,
  ...props
}: ShopButtonProps<C>) {
  return (
    <ButtonBase
      {...props}
      sx={mergeSx(
        {
          typography: 'button',
          fontSize: FONT_SIZE[size],
          minWidth: 64,
          minHeight: 44,
          py: `${BLOCK_PADDING[variant][size]}px`,
          px: '22px',
          border: 0,
          borderRadius: '999px',
          transition: TRANSITION,
          '&:hover': { textDecoration: 'none' },
          ...(fullWidth && { width: '100%' }),
          // A zero-width character keeps the label's baseline where the icon would move it (as Button does).
          ...(startIcon ? { '&::before': { content: '"\\200b"', width: 0, overflow: 'hidden' } } : {}),
        },
        variantSx(variant, color),
        sx,
      )}
    >
      {startIcon && (
        <Box
          component="span"
          className="ShopButton-startIcon"
          sx={{
            display: 'inherit',
            mr: '8px',
            ml: size === 'small' ? '-2px' : '-4px',
            '& > *:nth-of-type(1)': { fontSize: ICON_SIZE[size] },
          }}
        >
          {startIcon}
        </Box>
      )}
      {children}
    </ButtonBase>
  );
}
