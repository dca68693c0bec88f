import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState, type SyntheticEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSearchQuery } from '../../api/searchApi';
import { LoadError } from '../../components/LoadError';
import { OutlinedTextField } from '../../components/OutlinedTextField';
import { PageContainer } from '../../components/PageContainer';
import { ShopButton } from '../../components/ShopButton';
import { PageHead } from '../../head/PageHead';
import { ArticleResults, ProductResults } from './SearchResultLists';
import { SEARCH_QUERY_MAX_LENGTH, searchPath, searchQueryOf } from './searchQuery';

/**
 * The search results (/search?q=): server-rendered, with a plain GET form, so it works before and without JavaScript;
 * with it, the form navigates in the app.
 */
export function SearchPage() {
  const [params] = useSearchParams();
  const query = searchQueryOf(params.get('q'));
  return <SearchResults key={query} query={query} />;
}

function SearchResults({ query }: { query: string }) {
  const navigate = useNavigate();
  const [typed, setTyped] = useState(query);
  const { data, isFetching, isError, refetch } = useSearchQuery({ q: query }, { skip: query === '' });

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    const next = searchQueryOf(typed);
    if (next !== '') void navigate(searchPath(next));
  };

  const found = data && data.query === query ? data : undefined;
  const total = found ? found.productTotal + found.articleTotal : 0;

  return (
    <PageContainer maxWidth="md" sx={{ py: { xs: 5, md: 8 } }}>
      <PageHead />
      <Typography variant="h1" sx={{ mb: 3 }}>
        Search
      </Typography>
      <Box
        component="form"
        role="search"
        action="/search"
        method="get"
        onSubmit={submit}
        sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', mb: 4 }}
      >
        <OutlinedTextField
          label="Search products and articles"
          name="q"
          type="search"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          htmlInput={{ maxLength: SEARCH_QUERY_MAX_LENGTH }}
          fullWidth
        />
        <ShopButton type="submit" variant="contained" sx={{ minHeight: 56 }}>
          Search
        </ShopButton>
      </Box>

      <Box role="status" sx={{ mb: 3 }}>
        {found && (
          <Typography color="text.secondary">
            {total === 0
              ? `No results for “${query}”. Try a scent such as Lavender, a number such as No. 92, or a format such as refill.`
              : `${total} ${total === 1 ? 'result' : 'results'} for “${query}”`}
          </Typography>
        )}
      </Box>

      {query === '' ? (
        <Typography color="text.secondary">
          Type a product, a scent (Lavender Vanilla, No. 92) or a format (candle, refill).
        </Typography>
      ) : isError ? (
        <LoadError
          message="We couldn't search just now. Please check your connection and try again."
          onRetry={() => void refetch()}
        />
      ) : isFetching && !found ? (
        <Typography color="text.secondary">Searching…</Typography>
      ) : (
        found && (
          <Box sx={{ display: 'grid', gap: 5 }}>
            {found.products.length > 0 && (
              <Box component="section" aria-labelledby="search-products">
                <Typography id="search-products" variant="h2" sx={{ fontSize: '1.5rem', mb: 2 }}>
                  Products
                </Typography>
                <ProductResults products={found.products} />
              </Box>
            )}
            {found.articles.length > 0 && (
              <Box component="section" aria-labelledby="search-articles">
                <Typography id="search-articles" variant="h2" sx={{ fontSize: '1.5rem', mb: 2 }}>
                  Journal
                </Typography>
                <ArticleResults articles={found.articles} />
              </Box>
            )}
          </Box>
        )
      )}
    </PageContainer>
  );
}
