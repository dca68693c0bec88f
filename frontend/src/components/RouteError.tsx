import { ShopButton } from './ShopButton';
import { PageContainer } from './PageContainer';
import Typography from '@mui/material/Typography';

/** Shown when a screen fails to render or its chunk fails to load (often: a new deployment replaced the files). */
export function RouteError() {
  return (
    <PageContainer maxWidth="sm" sx={{ py: 12, textAlign: 'center' }}>
      <Typography variant="h1" sx={{ mb: 2 }}>
        Something went wrong
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        This page could not be shown. Reloading usually fixes it.
      </Typography>
      <ShopButton variant="contained" onClick={() => window.location.reload()}>
        Reload the page
      </ShopButton>
    </PageContainer>
  );
}
