import { PageContainer } from '../../components/PageContainer';
import Typography from '@mui/material/Typography';
import { FaqAccordion } from '../../components/FaqAccordion';

const QUESTIONS = [
  {
    question: 'How does refilling work?',
    answer:
      'Buy a glass bottle once, then order a 3-liter refill box in the same scent. Pour from the box’s tap to top up your bottle at home: no funnel, no mess.',
  },
  {
    question: 'How much plastic does a refill box save?',
    answer: 'One refill box equals six 16 oz bottles, which saves a household about 270 grams of plastic a year.',
  },
  {
    question: 'Does refilling cost less?',
    answer: 'Yes. Each refill works out about $8 less than buying a new bottle, and the glass bottle lasts for years.',
  },
  {
    question: 'How long does a refill box last?',
    answer:
      'A hand or dish soap bottle lasts about two to three months, so one box keeps a sink going for more than a year.',
  },
];

export function WhyRefillableSection() {
  return (
    <PageContainer component="section" aria-labelledby="refillable-title" maxWidth="md" sx={{ py: { xs: 8, md: 12 } }}>
      <Typography id="refillable-title" variant="h2" sx={{ textAlign: 'center', mb: 4 }}>
        Why Refillable
      </Typography>
      <FaqAccordion items={QUESTIONS} />
    </PageContainer>
  );
}
