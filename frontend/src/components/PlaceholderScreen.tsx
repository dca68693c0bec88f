import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PageHead } from '../app/head/PageHead';
import { pageMeta } from '../app/head/pageMeta';

interface PlaceholderScreenProps {
  path: string;
  title: string;
  description: string;
  /** Back-office and coming-soon screens stay out of search results. */
  indexable?: boolean;
}

/** A screen whose content another issue builds; it keeps the route, head tags and chunk in place meanwhile. */
export function PlaceholderScreen({ path, title, description, indexable = true }: PlaceholderScreenProps) {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <PageHead meta={pageMeta({ path, title, description, robots: indexable ? 'index,follow' : 'noindex,nofollow' })} />
      <Typography variant="h1" component="h1" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {description}
      </Typography>
      <Button component={RouterLink} to="/products" variant="contained">
        Browse Products
      </Button>
    </Container>
  );
}
