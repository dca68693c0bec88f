import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import usePagination, { type UsePaginationItem } from '@mui/material/usePagination';
import { Link as RouterLink } from 'react-router-dom';

/** MUI PaginationItem's look (text variant, round, medium) for the list's links. */
const itemSx = {
  typography: 'body2',
  borderRadius: '16px',
  textAlign: 'center',
  boxSizing: 'border-box',
  minWidth: 32,
  p: '0 6px',
  m: '0 3px',
  color: 'text.primary',
} as const;

const linkSx = {
  ...itemSx,
  height: 32,
  transition: 'color 250ms cubic-bezier(0.4, 0, 0.2, 1) 0ms,background-color 250ms cubic-bezier(0.4, 0, 0.2, 1) 0ms',
  '&.Mui-focusVisible': { bgcolor: 'action.focus' },
  '&.Mui-disabled': { opacity: 0.38 },
  '&:hover': { bgcolor: 'action.hover', '@media (hover: none)': { bgcolor: 'transparent' } },
  '&[aria-current="page"]': {
    bgcolor: 'action.selected',
    '&:hover': { bgcolor: 'rgba(0, 0, 0, 0.12)', '@media (hover: none)': { bgcolor: 'action.selected' } },
    '&.Mui-focusVisible': { bgcolor: 'rgba(0, 0, 0, 0.2)' },
  },
} as const;

const iconSx = { fontSize: '1.25rem', mx: '-8px' } as const;

function ariaLabel({ type, page, selected }: UsePaginationItem): string {
  return type === 'page' ? `${selected ? '' : 'Go to '}page ${page}` : `Go to ${type} page`;
}

/**
 * The product list's page links (real links: `?page=` in the address), loaded only with a list of several pages: MUI's
 * headless `usePagination` picks the items (ellipses included) and ButtonBase draws them, in Pagination's look and with
 * its labels, without Pagination and PaginationItem (3 KB gzip more).
 */
export function ProductPagination({
  page,
  count,
  pageHref,
}: {
  page: number;
  count: number;
  pageHref: (page: number) => string;
}) {
  const { items } = usePagination({ page, count });
  return (
    <Box component="nav" aria-label="Product pages" sx={{ mt: 5, display: 'flex', justifyContent: 'center' }}>
      <Box
        component="ul"
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', p: 0, m: 0, listStyle: 'none' }}
      >
        {items.map((item) => (
          <li key={`${item.type}-${item.page ?? ''}`}>
            {item.type === 'start-ellipsis' || item.type === 'end-ellipsis' ? (
              <Box sx={{ ...itemSx, height: 'auto' }}>…</Box>
            ) : (
              <ButtonBase
                component={RouterLink}
                to={pageHref(item.page ?? 1)}
                disabled={item.disabled}
                aria-label={ariaLabel(item)}
                aria-current={item.selected ? 'page' : undefined}
                sx={linkSx}
              >
                {item.type === 'page' && item.page}
                {item.type === 'previous' && <NavigateBeforeIcon sx={iconSx} />}
                {item.type === 'next' && <NavigateNextIcon sx={iconSx} />}
              </ButtonBase>
            )}
          </li>
        ))}
      </Box>
    </Box>
  );
}
