import Box from '@mui/material/Box';
import { ShopButton } from '../../components/ShopButton';
import { PageContainer } from '../../components/PageContainer';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { palette } from '../../theme/theme';

export function RefillBanner() {
  return (
    <PageContainer maxWidth="lg" sx={{ pb: { xs: 8, md: 12 } }}>
      <Box
        component="section"
        aria-labelledby="refill-banner-title"
        sx={{
          borderRadius: 4,
          px: { xs: 3, md: 8 },
          py: { xs: 6, md: 8 },
          textAlign: 'center',
          color: palette.white,
          background: `linear-gradient(135deg, ${palette.sage} 0%, ${palette.sageDark} 100%)`,
        }}
      >
        <Typography id="refill-banner-title" variant="h2" sx={{ mb: 2 }}>
          Refill, Reuse, Rejoice
        </Typography>
        <Typography sx={{ maxWidth: 560, mx: 'auto', mb: 4, color: '#E9EFE7' }}>
          Keep your glass bottles for years. One 3-liter refill box refills six bottles and saves about 270 grams of
          plastic a year.
        </Typography>
        <ShopButton component={RouterLink} to="/refills" variant="contained" color="secondary" size="large">
          Explore Refills
        </ShopButton>
      </Box>
    </PageContainer>
  );
}
