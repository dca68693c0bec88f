import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ProductDto } from '../../api/adminApi';
import { formatMoney } from '../../lib/money';
import { stackedOnPhoneSx } from './adminLayout';

/** Spec 2: 'No. {scent number}' or a dash. */
export function scentText(scentNumber: string | null): string {
  return scentNumber ? `No. ${scentNumber}` : '—';
}

interface ProductsTableProps {
  products: ProductDto[];
  onEdit: (product: ProductDto) => void;
  onDelete: (product: ProductDto) => void;
}

export function ProductsTable({ products, onEdit, onDelete }: ProductsTableProps) {
  return (
    <TableContainer component={Paper} variant="outlined" tabIndex={0} aria-label="Products">
      <Table sx={stackedOnPhoneSx(600)}>
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>Category</TableCell>
            <TableCell>Scent</TableCell>
            <TableCell>Price</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {products.map((product) => (
            <TableRow key={product.id} hover>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600 }} data-label="Name">
                {product.name}
              </TableCell>
              <TableCell data-label="Category">{product.category}</TableCell>
              <TableCell data-label="Scent">{scentText(product.scentNumber)}</TableCell>
              <TableCell data-label="Price">{formatMoney(product.price)}</TableCell>
              <TableCell align="right">
                <Stack direction="row" spacing={1} justifyContent="flex-end">
                  <Button size="small" variant="outlined" onClick={() => onEdit(product)} aria-label={`Edit ${product.name}`}>
                    Edit
                  </Button>
                  <Button size="small" variant="outlined" color="error" onClick={() => onDelete(product)} aria-label={`Delete ${product.name}`}>
                    Delete
                  </Button>
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
