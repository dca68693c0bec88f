import Box from '@mui/material/Box';
import { ShopButton } from '../../components/ShopButton';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Link as RouterLink } from 'react-router-dom';
import type { JournalArticleDto } from '../../api/enhanced';
import { palette } from '../../theme/theme';
import { FaqAccordion } from '../../components/FaqAccordion';
import { TextLink } from '../../components/TextLink';
import { WideImage } from '../../components/WideImage';
import { formatJournalDate, readingMinutes } from './journalDate';

/**
 * Every part of an article (docs/product.md, Screens): hero, date, title, quick read, sections, related products, FAQ,
 * call to action.
 */
export function JournalArticleView({ article }: { article: JournalArticleDto }) {
  const minutes = readingMinutes(article.sections.flatMap((section) => section.paragraphs));
  return (
    <Box component="article" aria-labelledby="article-title">
      <Box component="header" sx={{ mb: { xs: 3, md: 4 } }}>
        <Typography variant="overline" color="secondary" sx={{ display: 'block', mb: 1 }}>
          <time dateTime={article.datePublished}>{formatJournalDate(article.datePublished)}</time>
          {` · ${minutes} min read`}
        </Typography>
        <Typography id="article-title" variant="h1" sx={{ fontSize: 'clamp(2rem, 4.5vw, 3.2rem)' }}>
          {article.title}
        </Typography>
      </Box>

      <Box sx={{ mb: { xs: 4, md: 6 } }}>
        <WideImage src={article.heroImage} alt={article.heroImageAlt} eager sizes="(min-width: 900px) 852px, 100vw" />
      </Box>

      <Box sx={{ maxWidth: 720, mx: 'auto' }}>
        <Box
          component="section"
          aria-labelledby="quick-read"
          sx={{
            mb: { xs: 5, md: 6 },
            p: { xs: 3, md: 4 },
            borderRadius: 3,
            bgcolor: palette.sageLight,
            borderLeft: `4px solid ${palette.sage}`,
          }}
        >
          <Typography id="quick-read" component="h2" variant="h5" sx={{ mb: 1, color: palette.sageDark }}>
            Quick Read Summary
          </Typography>
          <Typography sx={{ fontSize: '1.05rem' }}>{article.quickReadSummary}</Typography>
        </Box>

        {article.sections.map((section) => (
          <Box component="section" key={section.heading} sx={{ mb: { xs: 4, md: 5 } }}>
            <Typography component="h2" variant="h3" sx={{ mb: 2 }}>
              {section.heading}
            </Typography>
            {section.paragraphs.map((paragraph) => (
              <Typography key={paragraph} sx={{ mb: 2, fontSize: { md: '1.075rem' }, lineHeight: 1.75 }}>
                {paragraph}
              </Typography>
            ))}
          </Box>
        ))}

        {article.internalLinks.length > 0 && (
          <Box component="section" aria-labelledby="related-products" sx={{ my: { xs: 5, md: 7 } }}>
            <Typography id="related-products" component="h2" variant="h3" sx={{ mb: 2 }}>
              Related Products
            </Typography>
            <Box
              component="ul"
              sx={{
                listStyle: 'none',
                p: 0,
                m: 0,
                display: 'grid',
                gap: 1.5,
                gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
              }}
            >
              {article.internalLinks.map((link) => (
                <li key={link.url}>
                  <TextLink
                    to={link.url}
                    sx={{
                      display: 'flex',
                      alignItems: 'center',
                      justifyContent: 'space-between',
                      gap: 2,
                      height: '100%',
                      px: 2.5,
                      py: 2,
                      borderRadius: 2,
                      border: '1px solid rgba(37, 40, 31, 0.12)',
                      bgcolor: 'background.paper',
                      fontWeight: 600,
                      transition: 'border-color 150ms ease, background-color 150ms ease',
                      '&:hover': { borderColor: palette.sage, bgcolor: '#FBFAF6', textDecoration: 'none' },
                    }}
                  >
                    {link.anchor}
                    <ArrowForwardIcon fontSize="small" aria-hidden="true" />
                  </TextLink>
                </li>
              ))}
            </Box>
          </Box>
        )}

        {article.faq.length > 0 && (
          <Box component="section" aria-labelledby="article-faq" sx={{ my: { xs: 5, md: 7 } }}>
            <Typography id="article-faq" component="h2" variant="h3" sx={{ mb: 1 }}>
              Frequently Asked Questions
            </Typography>
            <FaqAccordion items={article.faq} />
          </Box>
        )}

        <Box
          component="section"
          aria-label="Next step"
          sx={{
            mt: { xs: 5, md: 7 },
            borderRadius: 4,
            px: { xs: 3, md: 6 },
            py: { xs: 5, md: 6 },
            textAlign: 'center',
            color: palette.white,
            background: `linear-gradient(135deg, ${palette.sage} 0%, ${palette.sageDark} 100%)`,
          }}
        >
          <Typography
            component="p"
            variant="h3"
            sx={{ fontSize: { xs: '1.35rem', md: '1.6rem' }, mb: 3, maxWidth: 520, mx: 'auto' }}
          >
            {article.cta.text}
          </Typography>
          <ShopButton component={RouterLink} to={article.cta.url} variant="contained" color="secondary" size="large">
            {article.cta.label}
          </ShopButton>
        </Box>
      </Box>
    </Box>
  );
}
