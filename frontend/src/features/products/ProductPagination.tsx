import Pagination from '@mui/material/Pagination';
import PaginationItem from '@mui/material/PaginationItem';
import { Link as RouterLink } from 'react-router-dom';

/**
 * The product list's page links (real links: `?page=` in the address, so they work before JavaScript), loaded only
 * with a list of several pages: MUI's Pagination with each item a router link, as MUI's routing example draws it.
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
  return (
    <Pagination
      page={page}
      count={count}
      aria-label="Product pages"
      sx={{ mt: 5, display: 'flex', justifyContent: 'center' }}
      renderItem={(item) => <PaginationItem component={RouterLink} to={pageHref(item.page ?? 1)} {...item} />}
    />
  );
}
