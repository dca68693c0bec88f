import Box from '@mui/material/Box';
import { PageContainer } from '../../components/PageContainer';
import Typography from '@mui/material/Typography';
import LocalFloristIcon from '@mui/icons-material/LocalFlorist';
import RecyclingIcon from '@mui/icons-material/Recycling';
import SpaIcon from '@mui/icons-material/Spa';
import WaterDropIcon from '@mui/icons-material/WaterDrop';
import { palette } from '../../theme/theme';

const FEATURES = [
  {
    Icon: WaterDropIcon,
    title: 'Hand-Poured in Small Batches',
    text: 'Every bottle and candle is made by hand in Indiana, as it has been since 2007.',
  },
  {
    Icon: RecyclingIcon,
    title: 'Refillable by Design',
    text: 'Glass bottles meant to be kept, and 3-liter refill boxes that each replace six new bottles.',
  },
  {
    Icon: SpaIcon,
    title: 'Non-Toxic Aromatherapy',
    text: 'Essential oils and natural aroma compounds, with no phthalates, parabens or synthetic dyes.',
  },
  {
    Icon: LocalFloristIcon,
    title: 'Sustainable Materials',
    text: 'Plant-based formulas, renewable soy wax, cotton wicks and packaging with less plastic.',
  },
];

export function DifferenceSection() {
  return (
    <Box component="section" aria-labelledby="difference-title" sx={{ bgcolor: palette.sand, py: { xs: 8, md: 12 } }}>
      <PageContainer maxWidth="lg">
        <Typography id="difference-title" variant="h2" sx={{ textAlign: 'center', mb: { xs: 5, md: 7 } }}>
          The Natural House Difference
        </Typography>
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 4, md: 5 },
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
          }}
        >
          {FEATURES.map(({ Icon, title, text }) => (
            <Box key={title} sx={{ textAlign: 'center', px: 1 }}>
              <Box
                sx={{
                  width: 64,
                  height: 64,
                  mx: 'auto',
                  mb: 2,
                  borderRadius: '50%',
                  display: 'grid',
                  placeItems: 'center',
                  bgcolor: palette.linen,
                  color: 'primary.main',
                }}
              >
                <Icon />
              </Box>
              <Typography variant="h4" component="h3" sx={{ mb: 1 }}>
                {title}
              </Typography>
              <Typography color="text.secondary">{text}</Typography>
            </Box>
          ))}
        </Box>
      </PageContainer>
    </Box>
  );
}
