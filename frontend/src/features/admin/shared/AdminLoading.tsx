import Typography from '@mui/material/Typography';

/** A list or record on its way, announced politely to screen readers. */
export function AdminLoading({ text }: { text: string }) {
  return (
    <Typography role="status" color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
      {text}
    </Typography>
  );
}
