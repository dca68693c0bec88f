import { styled } from '@mui/material/styles';
import { Link as RouterLink } from 'react-router-dom';

/**
 * A router link in MUI Link's look with the theme's `underline: 'hover'` (primary colour, the surrounding font,
 * underlined on hover), without Link's and its Typography's code in the first load of the pages that have one.
 */
export const TextLink = styled(RouterLink)(({ theme }) => ({
  margin: 0,
  font: 'inherit',
  lineHeight: 'inherit',
  letterSpacing: 'inherit',
  color: theme.palette.primary.main,
  textDecoration: 'none',
  '&:hover': { textDecoration: 'underline' },
}));
