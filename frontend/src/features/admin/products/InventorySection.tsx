import { ShopButton } from '../../../components/ShopButton';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { serverErrorText } from '../../../api/errorText';
import { useAdjustInventoryMutation } from '../../../api/adminApi';
import { useToast } from '../../../store/toasts/useToast';
import { isLockError } from '../shared/adminErrors';
import { InventoryRow, inventoryRowError } from './inventoryForm';
import { NativeSelectField } from '../../../components/NativeSelectField';
import { OutlinedTextField } from '../../../components/OutlinedTextField';

const REASONS = [
  { value: 'received', label: 'Received' },
  { value: 'damaged', label: 'Damaged' },
  { value: 'count-correction', label: 'Count correction' },
] as const;

interface InventorySectionProps {
  productId: number;
  rows: InventoryRow[];
  onChange: (rows: InventoryRow[]) => void;
  /** An adjustment saved the size's new quantity: the form counts it as the loaded value, not an edit. */
  onAdjusted: (size: string, quantity: string) => void;
}

/** The product form's 'Inventory': quantity and low-stock threshold per size (saved with the form), and an adjustment with a reason (saved at once). */
export function InventorySection({ productId, rows, onChange, onAdjusted }: InventorySectionProps) {
  const [adjustSize, setAdjustSize] = useState(rows[0]?.size ?? '');
  const [delta, setDelta] = useState('');
  const [reason, setReason] = useState<(typeof REASONS)[number]['value']>('received');
  const [adjustError, setAdjustError] = useState<string | undefined>();
  const [adjust, adjusting] = useAdjustInventoryMutation();
  const toast = useToast();

  const edit = (index: number, key: 'quantity' | 'lowStockThreshold', value: string) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, [key]: value } : row)));

  async function applyAdjustment() {
    if (!/^-?\d{1,7}$/.test(delta.trim()) || Number(delta) === 0) {
      setAdjustError('Enter the units added (e.g. 12) or taken away (e.g. -2)');
      return;
    }
    const result = await adjust({
      id: productId,
      inventoryAdjustmentDto: { size: adjustSize, delta: Number(delta), reason },
    });
    if ('error' in result && result.error !== undefined) {
      if (!isLockError(result.error)) setAdjustError(serverErrorText(result.error));
      return;
    }
    const quantity = String(result.data.quantityAfter);
    onChange(rows.map((row) => (row.size === adjustSize ? { ...row, quantity } : row)));
    onAdjusted(adjustSize, quantity);
    setDelta('');
    setAdjustError(undefined);
    toast({ title: 'Stock adjusted', description: `${adjustSize || 'Stock'}: ${quantity} left.` });
  }

  return (
    <>
      {rows.map((row, index) => (
        <Grid key={row.size} size={{ xs: 12 }} container spacing={2}>
          <Grid size={{ xs: 12, md: 4 }}>
            <Typography sx={{ fontWeight: 600, pt: { md: 2 } }}>{row.size || 'Stock'}</Typography>
          </Grid>
          <Grid size={{ xs: 6, md: 4 }}>
            <OutlinedTextField
              label={`Quantity (${row.size || 'stock'})`}
              value={row.quantity}
              onChange={(event) => edit(index, 'quantity', event.target.value)}
              error={Boolean(inventoryRowError(row))}
              helperText={inventoryRowError(row) ?? 'Blank: not tracked'}
              htmlInput={{ inputMode: 'numeric' }}
              fullWidth
            />
          </Grid>
          <Grid size={{ xs: 6, md: 4 }}>
            <OutlinedTextField
              label={`Low-stock threshold (${row.size || 'stock'})`}
              value={row.lowStockThreshold}
              onChange={(event) => edit(index, 'lowStockThreshold', event.target.value)}
              helperText="'Only N left' at or below"
              htmlInput={{ inputMode: 'numeric' }}
              fullWidth
            />
          </Grid>
        </Grid>
      ))}
      <Grid size={{ xs: 12 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} alignItems={{ sm: 'flex-start' }}>
          <NativeSelectField label="Adjust size" value={adjustSize} onChange={(value) => setAdjustSize(value)}>
            {rows.map((row) => (
              <option key={row.size} value={row.size}>
                {row.size || 'Stock'}
              </option>
            ))}
          </NativeSelectField>
          <OutlinedTextField
            label="Units (+/-)"
            value={delta}
            onChange={(event) => setDelta(event.target.value)}
            error={Boolean(adjustError)}
            helperText={adjustError}
            htmlInput={{ inputMode: 'numeric' }}
          />
          <NativeSelectField label="Reason" value={reason} onChange={(value) => setReason(value as typeof reason)}>
            {REASONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelectField>
          <ShopButton
            variant="outlined"
            onClick={() => void applyAdjustment()}
            disabled={adjusting.isLoading}
            sx={{ mt: { sm: 1 } }}
          >
            Adjust stock
          </ShopButton>
        </Stack>
      </Grid>
    </>
  );
}
