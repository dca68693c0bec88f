import Box from '@mui/material/Box';
import { keyframes, type Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import type { AriaAttributes, AriaRole } from 'react';

/** MUI Skeleton's pulse. */
const pulse = keyframes`0% { opacity: 1; } 50% { opacity: 0.4; } 100% { opacity: 1; }`;

/** MUI Skeleton's look (text.primary at 11%, pulsing), as plain styles for Box. */
export const boneSx = {
  display: 'block',
  bgcolor: 'rgba(37, 40, 31, 0.11)',
  animation: `${pulse} 2s ease-in-out 0.5s infinite`,
} as const;

/** Skeleton's text variant: one line high (a no-break space), squeezed to 60% around the text's middle. */
export const textBoneSx = {
  ...boneSx,
  transformOrigin: '0 55%',
  transform: 'scale(1, 0.60)',
  borderRadius: '10px/16.7px',
  '&:empty:before': { content: '"\\00a0"' },
} as const;

/**
 * A loading placeholder drawn as MUI's Skeleton (`variant` text or rounded, `width`, `height`), with Box: MUI's Skeleton
 * would add its own chunk to the first load of the pages that show one while their data comes.
 */
export function SkeletonBox({
  variant = 'text',
  width,
  height,
  sx,
  ...aria
}: {
  variant?: 'text' | 'rounded';
  width?: number | string;
  height?: number | string;
  sx?: SystemStyleObject<Theme>;
  role?: AriaRole;
} & AriaAttributes) {
  const look = variant === 'text' ? textBoneSx : { ...boneSx, borderRadius: '10px' };
  return <Box component="span" {...aria} sx={{ ...look, width, height, ...sx }} />;
}
