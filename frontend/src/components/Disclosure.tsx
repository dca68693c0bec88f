import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useId, useState, type ReactNode } from 'react';

/** MUI's AccordionSummary look (a full-width row of 48 px, the chevron turning over) on a plain button. */
const Summary = styled('button')(({ theme }) => ({
  ...theme.typography.body1,
  fontWeight: 600,
  color: theme.palette.text.primary,
  display: 'flex',
  alignItems: 'center',
  gap: theme.spacing(2),
  width: '100%',
  minHeight: 48,
  margin: 0,
  padding: '12px 16px',
  border: 0,
  background: 'none',
  textAlign: 'left',
  cursor: 'pointer',
  '& > svg': {
    flexShrink: 0,
    marginLeft: 'auto',
    color: theme.palette.action.active,
    transition: theme.transitions.create('transform', { duration: theme.transitions.duration.shortest }),
  },
  '&[aria-expanded="true"] > svg': { transform: 'rotate(180deg)' },
}));

/**
 * One section of an accordion, drawn as MUI's Accordion was (a ruled row, its answer below), as the WAI-ARIA pattern
 * on plain elements: a heading's button with `aria-expanded`, a region it names. MUI's Accordion brought its Collapse
 * and the transition code into the first load of the home and product pages. Controlled with `expanded` and `onToggle`,
 * else it keeps its own state.
 */
export function Disclosure({
  title,
  expanded: controlled,
  onToggle,
  children,
}: {
  title: ReactNode;
  expanded?: boolean;
  onToggle?: (expanded: boolean) => void;
  children: ReactNode;
}) {
  const [own, setOwn] = useState(false);
  const expanded = controlled ?? own;
  const id = useId();
  return (
    <Box sx={{ borderBottom: '1px solid rgba(37, 40, 31, 0.14)' }}>
      <Box component="h3" sx={{ m: 0, font: 'inherit' }}>
        <Summary
          type="button"
          id={`${id}-summary`}
          aria-expanded={expanded}
          aria-controls={`${id}-details`}
          onClick={() => (onToggle ?? setOwn)(!expanded)}
        >
          {title}
          <ExpandMoreIcon />
        </Summary>
      </Box>
      <Box
        id={`${id}-details`}
        role="region"
        aria-labelledby={`${id}-summary`}
        hidden={!expanded}
        sx={{ p: '8px 16px 16px' }}
      >
        {children}
      </Box>
    </Box>
  );
}
