import Box from '@mui/material/Box';
import { PageContainer } from '../../components/PageContainer';
import Typography from '@mui/material/Typography';
import { useListJournalArticlesQuery } from '../../api/enhanced';
import { PageHead } from '../../head/PageHead';
import { LoadError } from '../../components/LoadError';
import { JournalCard } from './JournalCard';
import { JournalCardSkeleton } from './JournalCardSkeleton';
import { newestFirst } from './journalDate';

/** The journal list (docs/product.md, Screens): one card per article, newest first. */
export function JournalListPage() {
  const { data, isFetching, isError, refetch } = useListJournalArticlesQuery();
  const articles = newestFirst(data ?? []);
  const [featured, ...rest] = articles;

  return (
    <PageContainer maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
      <PageHead />
      <Box sx={{ maxWidth: 680, mb: { xs: 4, md: 6 } }}>
        <Typography variant="overline" color="secondary">
          Notes on mindful home care
        </Typography>
        <Typography variant="h1" sx={{ mb: 1.5 }}>
          Journal
        </Typography>
        <Typography color="text.secondary" sx={{ fontSize: '1.1rem' }}>
          Practical guides to refills, plant-based cleaning, home fragrance and simple swaps for a calmer, low-waste
          home.
        </Typography>
      </Box>

      {isFetching && !data ? (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' } }}>
          {[0, 1, 2].map((index) => (
            <JournalCardSkeleton key={index} />
          ))}
        </Box>
      ) : isError ? (
        <LoadError
          message="We couldn't load the journal. Please check your connection and try again."
          onRetry={() => void refetch()}
        />
      ) : !featured ? (
        <Typography color="text.secondary" sx={{ py: 6 }}>
          No articles yet. New guides are on their way.
        </Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: { xs: 3, md: 4 } }}>
          <JournalCard article={featured} featured />
          {rest.length > 0 && (
            <Box sx={{ display: 'grid', gap: { xs: 3, md: 4 }, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              {rest.map((article) => (
                <JournalCard key={article.slug} article={article} />
              ))}
            </Box>
          )}
        </Box>
      )}
    </PageContainer>
  );
}
