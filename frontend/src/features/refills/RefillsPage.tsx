import Box from '@mui/material/Box';
import { ShopButton } from '../../components/ShopButton';
import { PageContainer } from '../../components/PageContainer';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PageHead } from '../../head/PageHead';
import { palette } from '../../theme/theme';
import { WideImage } from '../../components/WideImage';
import { REFILL_STATISTICS, REFILL_STEPS } from './refillContent';

/**
 * The refill hub (docs/product.md, Screens): 'Refill, Reuse, Rejoice', how refills work, three statistics and a button
 * to /products.
 */
export function RefillsPage() {
  return (
    <>
      <PageHead />
      <PageContainer maxWidth="lg" sx={{ py: { xs: 5, md: 9 } }}>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 4, md: 8 },
            gridTemplateColumns: { xs: '1fr', md: '5fr 6fr' },
            alignItems: 'center',
          }}
        >
          <Box>
            <Typography variant="overline" color="secondary">
              The refill program
            </Typography>
            <Typography variant="h1" sx={{ mb: 2.5 }}>
              Refill, Reuse, Rejoice
            </Typography>
            <Typography
              sx={{ fontSize: { xs: '1.05rem', md: '1.15rem' }, color: 'text.secondary', mb: 4, maxWidth: 520 }}
            >
              Buy a glass bottle once and keep it for years. Our hand soap, dish soap, surface spray and room mist come
              in 3-liter refill boxes, each enough to fill a 16 oz bottle six times.
            </Typography>
            <ShopButton component={RouterLink} to="/products?filter=refill" variant="contained" size="large">
              Shop Refill Boxes
            </ShopButton>
          </Box>
          <WideImage
            src="/public-objects/refills/refill-station.webp"
            alt="Refill boxes in every scent on a shelf above glass bottles ready to refill"
            eager
            sizes="(min-width: 1200px) 620px, (min-width: 900px) 54vw, 100vw"
          />
        </Box>
      </PageContainer>

      <Box component="section" aria-labelledby="refill-impact" sx={{ bgcolor: palette.sand, py: { xs: 6, md: 8 } }}>
        <PageContainer maxWidth="lg">
          <Typography id="refill-impact" variant="h2" sx={{ textAlign: 'center', mb: { xs: 4, md: 5 } }}>
            Small pours, big difference
          </Typography>
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gap: { xs: 1.5, sm: 3 },
              gridTemplateColumns: 'repeat(3, 1fr)',
            }}
          >
            {REFILL_STATISTICS.map((statistic) => (
              <Box
                component="li"
                key={statistic.label}
                sx={{
                  bgcolor: 'background.paper',
                  borderRadius: 3,
                  px: { xs: 1, sm: 3 },
                  py: { xs: 2.5, md: 4.5 },
                  textAlign: 'center',
                }}
              >
                <Typography
                  sx={{
                    fontFamily: (theme) => theme.typography.h1.fontFamily,
                    fontWeight: 600,
                    fontSize: { xs: '2rem', sm: '2.75rem', md: '3.5rem' },
                    lineHeight: 1,
                    color: palette.sage,
                    mb: 1,
                  }}
                >
                  {statistic.value}
                </Typography>
                <Typography sx={{ fontWeight: 600, fontSize: { xs: '0.875rem', sm: '1rem' }, lineHeight: 1.35 }}>
                  {statistic.label}
                </Typography>
              </Box>
            ))}
          </Box>
          <Typography color="text.secondary" sx={{ textAlign: 'center', mt: 3 }}>
            That is about 270 grams of plastic kept out of the bin per household every year.
          </Typography>
        </PageContainer>
      </Box>

      <PageContainer
        component="section"
        aria-labelledby="how-refills-work"
        maxWidth="lg"
        sx={{ py: { xs: 7, md: 10 } }}
      >
        <Typography id="how-refills-work" variant="h2" sx={{ mb: 1.5 }}>
          How refills work
        </Typography>
        <Typography color="text.secondary" sx={{ mb: { xs: 4, md: 5 }, maxWidth: 620 }}>
          Four steps, a few minutes every couple of months. A hand or dish soap bottle lasts about two to three months.
        </Typography>
        <Box
          component="ol"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(4, 1fr)' },
          }}
        >
          {REFILL_STEPS.map((step, index) => (
            <Box component="li" key={step.title} sx={{ borderTop: `2px solid ${palette.sage}`, pt: 2.5 }}>
              <Typography
                aria-hidden="true"
                sx={{
                  fontFamily: (theme) => theme.typography.h1.fontFamily,
                  fontWeight: 600,
                  color: palette.clay,
                  fontSize: '1.1rem',
                  mb: 1,
                }}
              >
                {String(index + 1).padStart(2, '0')}
              </Typography>
              <Typography component="h3" variant="h4" sx={{ mb: 1 }}>
                {step.title}
              </Typography>
              <Typography color="text.secondary">{step.text}</Typography>
            </Box>
          ))}
        </Box>
      </PageContainer>
    </>
  );
}
