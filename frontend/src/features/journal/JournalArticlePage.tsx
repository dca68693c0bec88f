import Box from '@mui/material/Box';
import { PageContainer } from '../../components/PageContainer';
import { SkeletonBox } from '../../components/SkeletonBox';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useParams } from 'react-router-dom';
import { isNotFound } from '../../api/errorText';
import { useGetJournalArticleQuery } from '../../api/enhanced';
import { PageHead } from '../../head/PageHead';
import { pageMeta } from '../../head/pageMeta';
import { LoadError } from '../../components/LoadError';
import { NotFoundPage } from '../not-found';
import { JournalArticleView } from './JournalArticleView';
import { TextLink } from '../../components/TextLink';

/**
 * One journal article (docs/product.md, Screens); an unknown slug is the 'Page Not Found' screen, as the server's 404
 * says.
 */
export function JournalArticlePage() {
  const { slug = '' } = useParams();
  // currentData: while another article loads, the previous one must not stay on screen.
  const { currentData: article, error, isFetching, refetch } = useGetJournalArticleQuery({ slug });

  if (!isFetching && isNotFound(error)) return <NotFoundPage />;

  const fallback = article
    ? {
        ...pageMeta({
          path: `/journal/${article.slug}`,
          title: article.title,
          description: article.metaDescription,
          imageUrl: article.heroImage,
          ogType: 'article',
        }),
        title: article.metaTitle,
      }
    : pageMeta({
        path: `/journal/${slug}`,
        title: 'Journal',
        description: 'An article from the Natural House journal.',
      });

  return (
    <PageContainer maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <PageHead meta={fallback} />
      <TextLink
        to="/journal"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, mb: 3, fontWeight: 600, py: 0.5 }}
      >
        <ArrowBackIcon fontSize="small" aria-hidden="true" /> Back to Journal
      </TextLink>
      {article ? (
        <JournalArticleView article={article} />
      ) : isFetching ? (
        <ArticleSkeleton />
      ) : (
        <LoadError
          message="We couldn't load this article. Please check your connection and try again."
          onRetry={() => void refetch()}
        />
      )}
    </PageContainer>
  );
}

function ArticleSkeleton() {
  return (
    // A screen's height: the footer stays below the fold until the article arrives instead of being pushed down by it.
    <Box data-testid="article-placeholder" aria-hidden="true" sx={{ minHeight: '100vh' }}>
      <SkeletonBox width="30%" />
      <SkeletonBox width="90%" height={64} />
      <SkeletonBox width="60%" height={64} sx={{ mb: 3 }} />
      <SkeletonBox variant="rounded" sx={{ aspectRatio: '16 / 9', height: 'auto', borderRadius: 2, mb: 4 }} />
      {[95, 88, 92, 70].map((width) => (
        <SkeletonBox key={width} width={`${width}%`} />
      ))}
    </Box>
  );
}
