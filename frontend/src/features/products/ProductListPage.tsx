import Box from '@mui/material/Box';
import { PageContainer } from '../../components/PageContainer';
import Typography from '@mui/material/Typography';
import { Suspense, useEffect } from 'react';
import { NavigationType, useNavigationType, useSearchParams } from 'react-router-dom';
import { useListProductCardsQuery } from '../../api/enhanced';
import { PageHead } from '../../head/PageHead';
import { lazyPart } from '../../lib/lazyPart';
import { NativeSelectField } from '../../components/NativeSelectField';
import { ProductGrid } from '../../components/ProductGrid';
import {
  FORMAT_OPTIONS,
  FRAGRANCE_OPTIONS,
  formatFromQuery,
  fragranceFromQuery,
  pageFromQuery,
  productCardsArg,
} from './productFilters';
import { ProductGroupCard } from './ProductGroupCard';

/** The page links only on lists of more than one page: their own chunk, which the server announces when it draws it. */
const ProductPagination = lazyPart('src/features/products/ProductPagination.tsx', () =>
  import('./ProductPagination').then((m) => m.ProductPagination),
);

/** docs/product.md, Constants: five placeholder cards while loading. */
export const LIST_PLACEHOLDERS = 5;

// Two cards a row on phones too (five products were ~3,500 px of scrolling), like the home collection.
const gridSx = {
  display: 'grid',
  gap: { xs: 1.5, sm: 3 },
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
} as const;

/**
 * The filters and the page live in the address (`?filter=room-mist&scent=42&page=2`), so links can preselect them,
 * Back restores them, and the server renders the page asked for. The API filters, groups and pages the cards.
 */
export function ProductListPage() {
  const [params, setParams] = useSearchParams();
  const format = formatFromQuery(params.get('filter'));
  const fragrance = fragranceFromQuery(params.get('scent'));
  const { currentData, isFetching, isError, refetch } = useListProductCardsQuery(productCardsArg(params));
  const groups = currentData?.items ?? [];
  const pageCount = currentData ? Math.ceil(currentData.total / currentData.pageSize) : 0;
  const navigationType = useNavigationType();
  const page = pageFromQuery(params.get('page'));

  // A page link keeps the path, so the layout's ScrollToTop leaves the position alone: the next page starts at the top.
  useEffect(() => {
    if (navigationType === NavigationType.Push) window.scrollTo(0, 0);
  }, [page, navigationType]);

  /** A filter change starts again at page 1. */
  const setParam = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value === 'all') next.delete(key);
    else next.set(key, value);
    next.delete('page');
    setParams(next, { replace: true });
  };

  /** The address of another page, with the filters kept: a real link, which works before the app has loaded. */
  const pageHref = (target: number) => {
    const next = new URLSearchParams(params);
    if (target > 1) next.set('page', String(target));
    else next.delete('page');
    const query = next.toString();
    return query ? `/products?${query}` : '/products';
  };

  return (
    <PageContainer maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
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
        <NativeSelectField
          label="Fragrance"
          value={fragrance}
          onChange={(value) => setParam('scent', value)}
          size="small"
          sx={{ minWidth: 220, bgcolor: 'background.paper' }}
        >
          {FRAGRANCE_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelectField>
        <NativeSelectField
          label="Format"
          value={format}
          onChange={(value) => setParam('filter', value)}
          size="small"
          sx={{ minWidth: 240, bgcolor: 'background.paper' }}
        >
          {FORMAT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelectField>
      </Box>

      {currentData && currentData.total > 0 && (
        <Typography role="status" variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {currentData.total} {currentData.total === 1 ? 'product' : 'products'}
          {pageCount > 1 && ` · page ${currentData.page} of ${pageCount}`}
        </Typography>
      )}
      <ProductGrid
        isLoading={!currentData && !isError && isFetching}
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
      {currentData && pageCount > 1 && (
        <Suspense fallback={null}>
          <ProductPagination page={currentData.page} count={pageCount} pageHref={pageHref} />
        </Suspense>
      )}
    </PageContainer>
  );
}
