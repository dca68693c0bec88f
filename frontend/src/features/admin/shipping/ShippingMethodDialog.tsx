import { CheckboxField } from '../../../components/CheckboxField';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SubmitEvent } from 'react';
import {
  ShippingMethodDto,
  useCreateShippingMethodMutation,
  useUpdateShippingMethodMutation,
} from '../../../api/adminApi';
import { serverErrorText } from '../../../api/errorText';
import { ShopButton } from '../../../components/ShopButton';
import { useToast } from '../../../store/toasts/useToast';
import { isInputError, isLockError } from '../shared/adminErrors';
import { useAdminForm } from '../shared/adminFormState';
import {
  EMPTY_SHIPPING_METHOD,
  ShippingMethodFormValues,
  shippingMethodFormValues,
  shippingMethodPayload,
  validateShippingMethod,
} from './shippingMethodForm';
import { OutlinedTextField } from '../../../components/OutlinedTextField';

type TextKey = 'name' | 'price' | 'freeFrom' | 'estimateDaysMin' | 'estimateDaysMax';

const TEXT_FIELDS: { key: TextKey; label: string; helper?: string; inputMode: 'text' | 'decimal' | 'numeric' }[] = [
  { key: 'name', label: 'Name', inputMode: 'text' },
  { key: 'price', label: 'Price ($)', inputMode: 'decimal' },
  {
    key: 'freeFrom',
    label: 'Free from ($)',
    helper: 'Subtotal after discount; empty: never free',
    inputMode: 'decimal',
  },
  { key: 'estimateDaysMin', label: 'Estimate from (days)', inputMode: 'numeric' },
  { key: 'estimateDaysMax', label: 'Estimate to (days)', inputMode: 'numeric' },
];

/** Creates a method (`editing` null) or edits one; the dialog closes once the server has saved it. */
export function ShippingMethodDialog({
  open,
  editing,
  onClose,
}: {
  open: boolean;
  editing: ShippingMethodDto | null;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="shipping-method-title" fullWidth maxWidth="sm">
      {open && <MethodForm key={editing?.id ?? 'new'} editing={editing} onClose={onClose} />}
    </Dialog>
  );
}

function MethodForm({ editing, onClose }: { editing: ShippingMethodDto | null; onClose: () => void }) {
  const { values, errors, serverError, setServerError, change, check } = useAdminForm<ShippingMethodFormValues>(
    editing ? shippingMethodFormValues(editing) : EMPTY_SHIPPING_METHOD,
  );
  const [create, creating] = useCreateShippingMethodMutation();
  const [update, updating] = useUpdateShippingMethodMutation();
  const toast = useToast();

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!check(validateShippingMethod)) return;
    const body = shippingMethodPayload(values);
    const result = editing
      ? await update({ id: editing.id, updateShippingMethodDto: body })
      : await create({ createShippingMethodDto: body });
    if ('error' in result && result.error !== undefined) {
      if (isLockError(result.error)) return;
      if (isInputError(result.error)) setServerError(serverErrorText(result.error));
      else toast({ title: 'Failed to save shipping method', description: 'Please try again.', variant: 'destructive' });
      return;
    }
    toast({ title: editing ? 'Shipping method updated!' : 'Shipping method created!', description: body.name });
    onClose();
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <DialogTitle id="shipping-method-title">{editing ? `Edit ${editing.name}` : 'New shipping method'}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {TEXT_FIELDS.map((field) => (
            <OutlinedTextField
              key={field.key}
              label={field.label}
              value={values[field.key]}
              onChange={(event) => change(field.key, event.target.value)}
              error={Boolean(errors[field.key])}
              helperText={errors[field.key] ?? field.helper}
              htmlInput={{ inputMode: field.inputMode }}
              required={field.key !== 'freeFrom'}
            />
          ))}
          <CheckboxField
            label="Taxable (where the state taxes shipping)"
            checked={values.taxable}
            onChange={(event) => change('taxable', event.target.checked)}
          />
          <CheckboxField
            label="Active (offered at checkout)"
            checked={values.isActive}
            onChange={(event) => change('isActive', event.target.checked)}
          />
          {serverError && (
            <Typography role="alert" color="error">
              {serverError}
            </Typography>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <ShopButton onClick={onClose}>Cancel</ShopButton>
        <ShopButton type="submit" variant="contained" disabled={creating.isLoading || updating.isLoading}>
          {editing ? 'Save' : 'Create'}
        </ShopButton>
      </DialogActions>
    </form>
  );
}
