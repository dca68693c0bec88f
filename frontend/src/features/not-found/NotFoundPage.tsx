import { ShopButton } from '../../components/ShopButton';
import { PageContainer } from '../../components/PageContainer';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PageHead } from '../../head/PageHead';

export function NotFoundPage() {
  return (
    <PageContainer maxWidth="sm" sx={{ py: { xs: 10, md: 14 }, textAlign: 'center' }}>
      <PageHead />
      <Typography variant="overline" color="secondary">
        404
      </Typography>
      <Typography variant="h1" sx={{ mb: 2 }}>
        Page Not Found
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        The page you are looking for has moved or never existed. Our shelves are still full, though.
      </Typography>
      <ShopButton component={RouterLink} to="/" variant="contained" sx={{ mr: 1.5, mb: 1 }}>
        Back to Home
      </ShopButton>
      <ShopButton component={RouterLink} to="/products" variant="outlined" sx={{ mb: 1 }}>
        Browse Products
      </ShopButton>
    </PageContainer>
  );
}
