import { ShopButton } from '../../../components/ShopButton';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { PromoCodeDto } from '../../../api/adminApi';

interface DeactivatePromoDialogProps {
  code: PromoCodeDto | null;
  onCancel: () => void;
  onConfirm: (code: PromoCodeDto) => void;
}

/** 'Deactivate' asks first (shoppers holding the code lose it at once); Cancel has the focus, as for deleting a product. */
export function DeactivatePromoDialog({ code, onCancel, onConfirm }: DeactivatePromoDialogProps) {
  return (
    <Dialog
      open={code !== null}
      onClose={onCancel}
      aria-labelledby="deactivate-promo-title"
      aria-describedby="deactivate-promo-text"
    >
      <DialogTitle id="deactivate-promo-title">{code ? `Deactivate ${code.code}?` : 'Deactivate'}</DialogTitle>
      <DialogContent>
        <DialogContentText id="deactivate-promo-text">
          Shoppers can no longer use this code at checkout. You can activate it again at any time.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <ShopButton onClick={onCancel} autoFocus>
          Cancel
        </ShopButton>
        <ShopButton color="error" variant="contained" onClick={() => code && onConfirm(code)}>
          Deactivate
        </ShopButton>
      </DialogActions>
    </Dialog>
  );
}
