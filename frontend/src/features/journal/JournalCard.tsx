import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import type { JournalArticleSummaryDto } from '../../api/enhanced';
import { TextLink } from '../../components/TextLink';
import { WideImage } from '../../components/WideImage';
import { cardSx } from '../../components/cardSx';
import { formatJournalDate } from './journalDate';

interface JournalCardProps {
  article: JournalArticleSummaryDto;
  /** The newest article: picture beside the text on wide screens, loaded first. */
  featured?: boolean;
}

/** One article on the journal list: hero image, date, title, summary and 'Read Article' (docs/product.md, Screens). */
export function JournalCard({ article, featured = false }: JournalCardProps) {
  const href = `/journal/${article.slug}`;
  return (
    <Box
      component="article"
      aria-label={article.title}
      sx={{
        ...cardSx,
        p: 1.5,
        height: '100%',
        display: 'grid',
        gap: featured ? { xs: 0, md: 4 } : 0,
        gridTemplateColumns: featured ? { xs: '1fr', md: '7fr 5fr' } : '1fr',
        // Cards of a row share their height: picture on top, text filling the rest, so pictures and dates line up.
        gridTemplateRows: featured ? undefined : 'auto 1fr',
        alignItems: featured ? 'center' : 'stretch',
        transition: 'box-shadow 200ms ease, transform 200ms ease',
        '&:hover': { boxShadow: '0 12px 32px rgba(37, 40, 31, 0.08)' },
      }}
    >
      <WideImage
        src={article.heroImage}
        alt={article.heroImageAlt}
        eager={featured}
        sizes={
          featured
            ? '(min-width: 1200px) 660px, (min-width: 900px) 56vw, 100vw'
            : '(min-width: 1200px) 560px, (min-width: 900px) 46vw, 100vw'
        }
      />
      <Box
        sx={{
          px: { xs: 1, md: featured ? 0 : 1 },
          pt: 2.5,
          pb: 1.5,
          pr: featured ? { md: 3 } : undefined,
          display: 'flex',
          flexDirection: 'column',
          height: featured ? 'auto' : '100%',
        }}
      >
        <Typography
          component="time"
          dateTime={article.datePublished}
          variant="overline"
          color="secondary"
          sx={{ display: 'block', mb: 0.5 }}
        >
          {formatJournalDate(article.datePublished)}
        </Typography>
        <Typography
          component="h2"
          variant={featured ? 'h2' : 'h3'}
          sx={{ mb: 1.5, fontSize: featured ? { xs: '1.5rem', md: '2.1rem' } : undefined }}
        >
          {article.title}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2.5 }}>
          {article.summary}
        </Typography>
        <TextLink
          to={href}
          aria-label={`Read Article: ${article.title}`}
          sx={{
            mt: 'auto',
            alignSelf: 'flex-start',
            display: 'inline-flex',
            alignItems: 'center',
            gap: 0.75,
            fontWeight: 600,
            py: 0.5,
            minHeight: 24,
          }}
        >
          Read Article <ArrowForwardIcon fontSize="small" aria-hidden="true" />
        </TextLink>
      </Box>
    </Box>
  );
}
