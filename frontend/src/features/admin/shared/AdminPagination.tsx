import TablePagination from '@mui/material/TablePagination';

interface AdminPaginationProps {
  count: number;
  /** Zero-based, as MUI counts pages. */
  page: number;
  pageSize: number;
  pageSizes: number[];
  /** A new page, or a new page size (which starts again at page 0). */
  onChange: (page: number, pageSize: number) => void;
}

/** The page arrows and the rows-per-page menu under a back office table. */
export function AdminPagination({ count, page, pageSize, pageSizes, onChange }: AdminPaginationProps) {
  return (
    <TablePagination
      component="div"
      count={count}
      page={page}
      rowsPerPage={pageSize}
      rowsPerPageOptions={pageSizes}
      labelRowsPerPage="Rows"
      // On a phone the rows menu and the page arrows wrap instead of running off the card.
      sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', px: { xs: 0, sm: 2 } } }}
      onPageChange={(_event, next) => onChange(next, pageSize)}
      onRowsPerPageChange={(event) => onChange(0, Number(event.target.value))}
    />
  );
}
