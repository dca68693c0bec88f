import Box, { type BoxProps } from '@mui/material/Box';
import type { Breakpoint } from '@mui/material/styles';
import { mergeSx } from './mergeSx';

export type PageContainerProps = Omit<BoxProps, 'maxWidth'> & { maxWidth?: Breakpoint };

/**
 * The page's centred column: MUI Container's layout (full width up to a breakpoint's width, gutters of 16 px and
 * 24 px from `sm`) drawn on Box, because Container and its system factory would add their code to every first load for
 * four CSS rules. `xs` is 444 px wide, as in Container. `sx` comes after, as on any MUI component.
 */
export function PageContainer({ maxWidth = 'lg', sx, ...props }: PageContainerProps) {
  return (
    <Box
      {...props}
      sx={mergeSx(
        {
          width: '100%',
          mx: 'auto',
          boxSizing: 'border-box',
          px: { xs: 2, sm: 3 },
          maxWidth: maxWidth === 'xs' ? 444 : maxWidth,
        },
        sx,
      )}
    />
  );
}
