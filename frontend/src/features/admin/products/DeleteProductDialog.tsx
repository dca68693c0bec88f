import Button from '@mui/material/Button';
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

/** Spec 5: deleting asks first. Cancel has the focus, so Enter never deletes by accident. */
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
        <Button onClick={onCancel} autoFocus>
          Cancel
        </Button>
        <Button color="error" variant="contained" disabled={deleting} onClick={() => product && onConfirm(product)}>
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
