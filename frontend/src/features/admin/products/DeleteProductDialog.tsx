import { ShopButton } from '../../../components/ShopButton';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { ProductDto } from '../../../api/adminApi';

interface DeleteProductDialogProps {
  product: ProductDto | null;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: (product: ProductDto) => void;
}

/** docs/product.md, Input rules: deleting asks first. Cancel has the focus, so Enter never deletes by accident. */
export function DeleteProductDialog({ product, deleting, onCancel, onConfirm }: DeleteProductDialogProps) {
  return (
    <Dialog
      open={product !== null}
      onClose={onCancel}
      aria-labelledby="delete-product-title"
      aria-describedby="delete-product-text"
    >
      <DialogTitle id="delete-product-title">Delete product</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-product-text">
          {product ? `Delete "${product.name}"? This cannot be undone.` : ''}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <ShopButton onClick={onCancel} autoFocus>
          Cancel
        </ShopButton>
        <ShopButton color="error" variant="contained" disabled={deleting} onClick={() => product && onConfirm(product)}>
          Delete
        </ShopButton>
      </DialogActions>
    </Dialog>
  );
}
