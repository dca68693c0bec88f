import { visuallyHidden } from './visuallyHidden';
import Box from '@mui/material/Box';

/** A polite live region: screen readers read its text when it changes, without moving focus. */
export function LiveAnnouncer({ message }: { message: string }) {
  return (
    <Box role="status" aria-live="polite" aria-atomic="true" sx={visuallyHidden}>
      {message}
    </Box>
  );
}
