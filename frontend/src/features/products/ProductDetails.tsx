import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ReactNode } from 'react';
import type { ProductDto } from '../../api/enhanced';
import { Disclosure } from '../../components/Disclosure';

/** docs/product.md, Constants: a candle's burn time when staff left it blank. */
export const DEFAULT_BURN_TIME = 'Approximately 45-50 hours';

export function isCandle(product: ProductDto): boolean {
  return product.category === 'Candle' || product.burnTime !== null || product.wickType !== null;
}

interface Section {
  title: string;
  body: ReactNode;
}

function sections(product: ProductDto): Section[] {
  const list: Section[] = [];
  if (product.topNotes || product.heartNotes || product.baseNotes) {
    list.push({
      title: 'Fragrance Notes',
      body: (
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1 }}>
          {[
            ['Top', product.topNotes],
            ['Heart', product.heartNotes],
            ['Base', product.baseNotes],
          ].map(([label, notes]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" sx={{ fontWeight: 600 }}>
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }} color="text.secondary">
                {notes || '—'}
              </Typography>
            </Box>
          ))}
        </Box>
      ),
    });
  }
  const text = (title: string, value: string | null) =>
    value && list.push({ title, body: <Typography color="text.secondary">{value}</Typography> });
  text('The Ritual', product.ritual);
  text('Ingredients & Transparency', product.ingredients);
  text('Sustainability', product.sustainability);
  text('Safety', product.safety);
  if (isCandle(product)) {
    list.push({
      title: 'Candle Details',
      body: (
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1 }}>
          <Typography component="dt" sx={{ fontWeight: 600 }}>
            Burn time
          </Typography>
          <Typography component="dd" sx={{ m: 0 }} color="text.secondary">
            {product.burnTime || DEFAULT_BURN_TIME}
          </Typography>
          <Typography component="dt" sx={{ fontWeight: 600 }}>
            Wick type
          </Typography>
          <Typography component="dd" sx={{ m: 0 }} color="text.secondary">
            {product.wickType || 'Cotton wick'}
          </Typography>
        </Box>
      ),
    });
  }
  return list;
}

/** The detail accordions of docs/product.md, Screens: each opens on its own, several may be open. */
export function ProductDetails({ product }: { product: ProductDto }) {
  return (
    <Box>
      {sections(product).map((section) => (
        <Disclosure key={section.title} title={section.title}>
          {section.body}
        </Disclosure>
      ))}
    </Box>
  );
}
