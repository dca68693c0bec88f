import Box from '@mui/material/Box';
import { ShopButton } from './ShopButton';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';

/**
 * A failed request, said plainly, with a way to try again. Drawn with a Box rather than MUI's Alert: it sits in the
 * home page's first load (through the product grid) and is only ever seen when something went wrong.
 */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Box
      role="alert"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        px: 2,
        py: 1,
        border: 1,
        borderColor: 'error.main',
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'error.main',
      }}
    >
      <ErrorOutlineIcon aria-hidden />
      <Box sx={{ flex: 1, color: 'text.primary' }}>{message}</Box>
      <ShopButton color="inherit" onClick={onRetry}>
        Try again
      </ShopButton>
    </Box>
  );
}
