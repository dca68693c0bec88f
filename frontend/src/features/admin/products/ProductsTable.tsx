import Box from '@mui/material/Box';
import { ShopButton } from '../../../components/ShopButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { AdminProductDto, InventoryLevelDto } from '../../../api/adminApi';
import { ProductImage } from '../../../components/ProductImage';
import { formatMoney } from '../../../lib/money';
import { stackedOnPhoneSx } from '../shared/adminLayout';

/** docs/product.md, Screens: 'No. {scent number}' or a dash. */
export function scentText(scentNumber: string | null): string {
  return scentNumber ? `No. ${scentNumber}` : '—';
}

/** One size's stock in the list: '16 oz: 12 (low)', or 'not tracked'. */
export function stockText(level: InventoryLevelDto): string {
  const size = level.size || 'Stock';
  if (level.quantity === null) return `${size}: not tracked`;
  if (level.quantity <= 0) return `${size}: sold out`;
  return `${size}: ${level.quantity}${level.lowStockThreshold !== null && level.quantity <= level.lowStockThreshold ? ' (low)' : ''}`;
}

interface ProductsTableProps {
  products: AdminProductDto[];
  onEdit: (product: AdminProductDto) => void;
  onDelete: (product: AdminProductDto) => void;
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
            <TableCell>Stock</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {products.map((product) => (
            <TableRow key={product.id} hover>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600 }} data-label="Name">
                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                  <Box sx={{ width: 40, flexShrink: 0 }} data-testid="product-thumbnail">
                    <ProductImage src={product.image} alt="" sizes="40px" />
                  </Box>
                  {product.name}
                </Box>
              </TableCell>
              <TableCell data-label="Category">{product.category}</TableCell>
              <TableCell data-label="Scent">{scentText(product.scentNumber)}</TableCell>
              <TableCell data-label="Price">{formatMoney(product.price)}</TableCell>
              <TableCell data-label="Stock">
                {product.inventory.map((level) => (
                  <div key={level.size}>{stockText(level)}</div>
                ))}
              </TableCell>
              <TableCell align="right">
                <Stack direction="row" spacing={1} justifyContent="flex-end">
                  <ShopButton
                    size="small"
                    variant="outlined"
                    onClick={() => onEdit(product)}
                    aria-label={`Edit ${product.name}`}
                  >
                    Edit
                  </ShopButton>
                  <ShopButton
                    size="small"
                    variant="outlined"
                    color="error"
                    onClick={() => onDelete(product)}
                    aria-label={`Delete ${product.name}`}
                  >
                    Delete
                  </ShopButton>
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
