import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Disclosure } from './Disclosure';

export interface FaqItem {
  question: string;
  answer: string;
}

/**
 * Questions with one answer open at a time; clicking the open one closes it (docs/product.md, Screens: 'one open at a
 * time, collapsible').
 */
export function FaqAccordion({ items }: { items: FaqItem[] }) {
  const [open, setOpen] = useState<number | null>(null);
  return (
    <Box>
      {items.map((item, index) => (
        <Disclosure
          key={item.question}
          title={item.question}
          expanded={open === index}
          onToggle={(expanded) => setOpen(expanded ? index : null)}
        >
          <Typography color="text.secondary">{item.answer}</Typography>
        </Disclosure>
      ))}
    </Box>
  );
}
