import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** An admin list with nothing in it: what is missing, and what to do about it. */
export function AdminEmptyState({ title, hint }: { title: string; hint?: string }) {
  return (
    <Paper variant="outlined" sx={{ py: 6, px: 2, textAlign: 'center' }}>
      <Typography variant="h6" component="p">
        {title}
      </Typography>
      {hint && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {hint}
        </Typography>
      )}
    </Paper>
  );
}
