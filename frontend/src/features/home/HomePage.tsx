import Box from '@mui/material/Box';
import { ShopButton } from '../../components/ShopButton';
import { PageContainer } from '../../components/PageContainer';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { lazyPart } from '../../lib/lazyPart';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { placedOrderFrom } from '../../lib/placedOrderState';
import { PageHead } from '../../head/PageHead';
import { palette } from '../../theme/theme';
import { CollectionSection } from './CollectionSection';
import { HeroCarousel } from './HeroCarousel';

/** Out of sight at first paint (and with the FAQ accordion's Collapse): kept out of the home page's first load. */
const LowerSections = lazyPart('src/features/home/LowerSections.tsx', () =>
  import('./LowerSections').then((m) => m.LowerSections),
);

const OrderConfirmationBanner = lazy(() =>
  import('./OrderConfirmationBanner').then((m) => ({ default: m.OrderConfirmationBanner })),
);
const noSubscription = () => () => {};

/**
 * Only after a placed order; the server has no history state, so the banner waits for hydration. Its own component:
 * the re-render that follows hydration stays here. Re-rendering the page would hand new children to the collection's
 * and lower sections' boundaries while their chunks may still load, and React would then drop their server HTML and
 * draw them again from their fallback, losing a tap on a card meanwhile.
 */
function PlacedOrderNotice() {
  const location = useLocation();
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const placed = hydrated ? placedOrderFrom(location.state) : null;
  return (
    placed && (
      <Suspense fallback={null}>
        <OrderConfirmationBanner placed={placed} />
      </Suspense>
    )
  );
}

export function HomePage() {
  return (
    <>
      <PageHead />
      <PlacedOrderNotice />
      <Box
        component="section"
        aria-labelledby="hero-title"
        sx={{
          position: 'relative',
          minHeight: { xs: 560, md: 'min(86vh, 820px)' },
          display: 'flex',
          alignItems: 'center',
          overflow: 'hidden',
          color: palette.white,
          background: `linear-gradient(135deg, ${palette.sageDark} 0%, #4F6B52 60%, #7D6A4F 100%)`,
        }}
      >
        {/*
          Darkens what lies behind the text so it keeps 4.5:1 on every picture, even a white one: at 66% of this green
          a white pixel becomes about #555E57 (e2e/shopper.e2e.ts measures every slide). Phones put the text across the
          whole picture, so the scrim is even there; from tablet width it fades out right of the text column.
        */}
        <Box
          aria-hidden="true"
          sx={{
            position: 'absolute',
            inset: 0,
            zIndex: 1,
            background: {
              xs: 'rgba(20,28,22,0.66)',
              md: 'linear-gradient(90deg, rgba(20,28,22,0.8) 0%, rgba(20,28,22,0.7) 58%, rgba(20,28,22,0.2) 100%)',
            },
          }}
        />
        <PageContainer maxWidth="lg" sx={{ position: 'relative', zIndex: 1, py: 10 }}>
          <Box sx={{ maxWidth: 620 }}>
            <Typography variant="overline" sx={{ color: '#F1E6D4' }}>
              Apothecary home care · Since 2007
            </Typography>
            <Typography id="hero-title" variant="h1" sx={{ mb: 2.5 }}>
              Where Home Care Meets Self-Care
            </Typography>
            <Typography sx={{ fontSize: { xs: '1.05rem', md: '1.2rem' }, mb: 4, color: '#F4F1EA' }}>
              Premium apothecary essentials, hand-poured in small batches with plant-based ingredients and scents that
              turn everyday chores into small rituals.
            </Typography>
            <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
              <ShopButton component={RouterLink} to="/products" variant="contained" color="secondary" size="large">
                Shop Collection
              </ShopButton>
              <ShopButton
                component={RouterLink}
                to="/refills"
                variant="outlined"
                size="large"
                sx={{
                  color: palette.white,
                  borderColor: 'rgba(255,255,255,0.8)',
                  '&:hover': { borderColor: palette.white, bgcolor: 'rgba(255,255,255,0.1)' },
                }}
              >
                Explore Refills
              </ShopButton>
            </Box>
          </Box>
        </PageContainer>
        {/*
          After the text in the page's order (the pictures are positioned behind it anyway), so Tab reaches 'Shop
          Collection' before the slideshow's dots and pause button.
        */}
        <HeroCarousel />
      </Box>
      <CollectionSection />
      {/* A screen's height held while it loads keeps the footer from jumping up into view and back. */}
      <Suspense fallback={<Box sx={{ minHeight: '100vh' }} />}>
        <LowerSections />
      </Suspense>
    </>
  );
}
