import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useListProductsQuery } from '../../api/enhanced';
import { PageHead } from '../../app/head/PageHead';
import { ProductGrid } from '../../components/ProductGrid';
import {
  FORMAT_OPTIONS,
  FRAGRANCE_OPTIONS,
  filterGroups,
  formatFromQuery,
  fragranceFromQuery,
  groupProducts,
} from './productFilters';
import { ProductGroupCard } from './ProductGroupCard';

/** Spec 9: five placeholder cards while loading. */
export const LIST_PLACEHOLDERS = 5;

// Two cards a row on phones too (issue 37: five products were ~3,500 px of scrolling), like the home collection.
const gridSx = {
  display: 'grid',
  gap: { xs: 1.5, sm: 3 },
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
} as const;

/** The filters live in the address (`?filter=room-mist&scent=42`), so links can preselect them and Back restores them. */
export function ProductListPage() {
  const [params, setParams] = useSearchParams();
  const format = formatFromQuery(params.get('filter'));
  const fragrance = fragranceFromQuery(params.get('scent'));
  const { data, isLoading, isError, refetch } = useListProductsQuery();
  const groups = useMemo(() => filterGroups(groupProducts(data ?? []), fragrance, format), [data, fragrance, format]);

  const setParam = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value === 'all') next.delete(key);
    else next.set(key, value);
    setParams(next, { replace: true });
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
      <PageHead />
      <Typography variant="h1" sx={{ mb: 1 }}>
        Our Products
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4, maxWidth: 640 }}>
        Apothecary essentials for every room, each made in four signature scents and designed to be refilled.
      </Typography>

      <Box
        component="form"
        role="search"
        aria-label="Filter products"
        onSubmit={(e) => e.preventDefault()}
        sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 4 }}
      >
        <TextField
          select
          label="Fragrance"
          value={fragrance}
          onChange={(e) => setParam('scent', e.target.value)}
          size="small"
          slotProps={{ select: { native: true } }}
          sx={{ minWidth: 220, bgcolor: 'background.paper' }}
        >
          {FRAGRANCE_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </TextField>
        <TextField
          select
          label="Format"
          value={format}
          onChange={(e) => setParam('filter', e.target.value)}
          size="small"
          slotProps={{ select: { native: true } }}
          sx={{ minWidth: 240, bgcolor: 'background.paper' }}
        >
          {FORMAT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </TextField>
      </Box>

      {!isLoading && !isError && groups.length > 0 && (
        <Typography role="status" variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {groups.length} {groups.length === 1 ? 'product' : 'products'}
        </Typography>
      )}
      <ProductGrid
        isLoading={isLoading}
        isError={isError}
        isEmpty={groups.length === 0}
        placeholders={LIST_PLACEHOLDERS}
        loadingLabel="Loading products"
        errorMessage="We couldn't load our products. Please check your connection and try again."
        onRetry={() => void refetch()}
        sx={gridSx}
      >
        {groups.map((group) => (
          <ProductGroupCard
            key={`${group.baseSlug}|${fragrance}|${format}`}
            group={group}
            refill={format === 'refill'}
          />
        ))}
      </ProductGrid>
    </Container>
  );
}
