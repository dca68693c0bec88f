import Chip from '@mui/material/Chip';
import TableCell from '@mui/material/TableCell';
import { ShopButton } from '../../../components/ShopButton';
import { useToast } from '../../../store/toasts/useToast';
import { isLockError } from './adminErrors';

/** 'Active' or 'Inactive': whether a record (a promo code, a shipping method) is offered to shoppers. */
export function ActiveChip({ active }: { active: boolean }) {
  return (
    <Chip
      size="small"
      label={active ? 'Active' : 'Inactive'}
      color={active ? 'success' : 'default'}
      variant={active ? 'filled' : 'outlined'}
    />
  );
}

/** A row's last cell: 'Edit', then 'Deactivate' (or 'Activate'), each named after the record for screen readers. */
export function RecordRowActions({
  name,
  active,
  onEdit,
  onToggle,
  toggleDisabled,
}: {
  name: string;
  active: boolean;
  onEdit: () => void;
  onToggle: () => void;
  toggleDisabled: boolean;
}) {
  return (
    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
      <ShopButton size="small" onClick={onEdit} aria-label={`Edit ${name}`} sx={{ mr: 1 }}>
        Edit
      </ShopButton>
      <ShopButton
        size="small"
        variant="outlined"
        color={active ? 'inherit' : 'primary'}
        onClick={onToggle}
        disabled={toggleDisabled}
        aria-label={`${active ? 'Deactivate' : 'Activate'} ${name}`}
      >
        {active ? 'Deactivate' : 'Activate'}
      </ShopButton>
    </TableCell>
  );
}

/**
 * Runs a row action's request and says how it went: the success toast, or `failTitle` with 'Please try again.'; a
 * locked screen says nothing (its gate says why).
 */
export function useRowAction(failTitle: string) {
  const toast = useToast();
  return async function run(
    call: Promise<{ error?: unknown }>,
    done: { title: string; description: string },
  ): Promise<void> {
    const result = await call;
    if (result.error !== undefined) {
      if (!isLockError(result.error))
        toast({ title: failTitle, description: 'Please try again.', variant: 'destructive' });
      return;
    }
    toast(done);
  };
}
