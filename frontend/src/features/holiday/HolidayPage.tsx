import Box from '@mui/material/Box';
import { PageContainer } from '../../components/PageContainer';
import Typography from '@mui/material/Typography';
import { PageHead } from '../../head/PageHead';
import { palette } from '../../theme/theme';
import { WideImage } from '../../components/WideImage';
import { WaitlistForm } from './WaitlistForm';

/**
 * The Winter Spice Collection coming-soon page (/holiday). Hidden from search engines; 'Notify Me' puts the
 * address on the Winter Spice waitlist (WaitlistForm), with the newsletter's address checks but its own answer.
 */
export function HolidayPage() {
  return (
    <Box
      component="section"
      aria-labelledby="holiday-title"
      sx={{
        color: palette.white,
        background: `linear-gradient(140deg, #1F3126 0%, ${palette.sageDark} 45%, #5A3422 100%)`,
      }}
    >
      <PageHead />
      <PageContainer
        maxWidth="lg"
        sx={{
          py: { xs: 6, md: 11 },
          display: 'grid',
          gap: { xs: 4, md: 8 },
          gridTemplateColumns: { xs: '1fr', md: '6fr 5fr' },
          alignItems: 'center',
        }}
      >
        <Box sx={{ order: { md: 2 } }}>
          <Typography variant="overline" sx={{ color: '#F1E6D4' }}>
            Coming soon
          </Typography>
          <Typography id="holiday-title" variant="h1" sx={{ mb: 2.5 }}>
            Winter Spice Collection
          </Typography>
          <Typography sx={{ fontSize: { xs: '1.05rem', md: '1.15rem' }, color: '#EDE9E0', mb: 1.5 }}>
            Cinnamon, clove and a breath of pine, hand-poured into candles, room mist and hand soap for the coldest,
            coziest weeks of the year.
          </Typography>
          <Typography sx={{ color: '#EDE9E0', mb: 4 }}>
            Leave your email address and we will tell you the moment it arrives.
          </Typography>
          <Box sx={{ maxWidth: 460 }}>
            <WaitlistForm />
          </Box>
        </Box>
        <Box sx={{ borderRadius: 3, overflow: 'hidden', boxShadow: '0 24px 60px rgba(0, 0, 0, 0.35)' }}>
          <WideImage
            src="/public-objects/holiday/winter-spice.webp"
            alt="Winter Spice Collection: a candle, room mist and hand soap among pine sprigs and cinnamon"
            tint="#C9A27E"
            eager
            sizes="(min-width: 1200px) 640px, (min-width: 900px) 54vw, 100vw"
          />
        </Box>
      </PageContainer>
    </Box>
  );
}
