import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import shopPolicies from '@shop/site/shop-policies.json';
import { PageContainer } from '../../components/PageContainer';
import { PageHead } from '../../head/PageHead';

const UPDATED = new Date(`${shopPolicies.policyPagesUpdated}T12:00:00Z`).toLocaleDateString('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/** The frame of the contact and policy pages: a heading, the date their text last changed, then the sections. */
export function PolicyPage({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <>
      <PageHead />
      <PageContainer maxWidth="md" sx={{ py: { xs: 5, md: 8 } }}>
        <Typography variant="h1" sx={{ mb: 1.5 }}>
          {title}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 3 }}>
          Last updated {UPDATED}
        </Typography>
        <Typography sx={{ fontSize: { xs: '1.05rem', md: '1.15rem' }, mb: 4 }}>{intro}</Typography>
        {children}
      </PageContainer>
    </>
  );
}

/** One titled section of a policy page; its links are underlined, as colour alone does not set them apart in text. */
export function PolicySection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box
      component="section"
      aria-labelledby={id}
      sx={{ mb: 4, '& p': { mb: 1.5 }, '& li': { mb: 0.75 }, '& a': { textDecoration: 'underline' } }}
    >
      <Typography id={id} variant="h2" sx={{ fontSize: { xs: '1.35rem', md: '1.6rem' }, mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
