import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { ReactNode, useId } from 'react';

/** A titled section of the dashboard (a landmark-free region named by its heading). */
export function DashboardCard({
  title,
  action,
  note,
  children,
}: {
  title: string;
  action?: ReactNode;
  /** What the card's money figures include, under the title. */
  note?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId} sx={{ height: '100%' }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography
          id={headingId}
          variant="h6"
          component="h2"
          sx={{
            mb: 2,
            display: 'flex',
            justifyContent: 'space-between',
            alignItems: 'center',
            gap: 1,
            flexWrap: 'wrap',
          }}
        >
          {title}
          {action}
        </Typography>
        {note && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: -1.5, mb: 2 }}>
            {note}
          </Typography>
        )}
        {children}
      </CardContent>
    </Card>
  );
}

/** An empty chart: what will appear, and when. */
export function EmptyChart({ text }: { text: string }) {
  return (
    <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
      {text}
    </Typography>
  );
}

/** Unselected toggle buttons in the body text colour: MUI's default grey is 4.48:1 on the cream page (AA needs 4.5). */
export const readableToggleSx = { '& .MuiToggleButton-root:not(.Mui-selected)': { color: 'text.primary' } } as const;
