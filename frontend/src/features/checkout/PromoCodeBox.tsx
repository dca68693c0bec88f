import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import { SubmitEvent, useState } from 'react';
import { useLazyValidatePromoCodeQuery } from '../../api/enhanced';
import { serverErrorText } from '../../api/errorText';
import { centsToDecimal, formatCents } from '../../lib/money';
import { useTextTypedBeforeHydration } from '../../lib/useTextTypedBeforeHydration';
import { useToast } from '../../app/toasts/useToast';
import { AppliedPromo, normalisePromoCode, PROMO_CODE_MAX_LENGTH, promoDiscountCents } from './orderSummary';

interface PromoCodeBoxProps {
  promo: AppliedPromo | null;
  subtotalCents: number;
  onApply: (promo: AppliedPromo) => void;
  onRemove: () => void;
  /** Locked while a payment is in flight, so the total cannot change under it. */
  disabled?: boolean;
}

/** Spec 2/5/8: the code is upper-cased and trimmed; Apply is disabled when empty or pending; one code at a time. */
export function PromoCodeBox({ promo, subtotalCents, onApply, onRemove, disabled = false }: PromoCodeBoxProps) {
  const [input, setInput] = useState('');
  const [validate, { isFetching }] = useLazyValidatePromoCodeQuery();
  const toast = useToast();
  const code = normalisePromoCode(input);
  const inputRef = useTextTypedBeforeHydration(input, (text) => setInput(text.toUpperCase()));

  const apply = async (event: SubmitEvent) => {
    event.preventDefault();
    if (!code || isFetching) return;
    // Always asked again (no cached answer): the code may have been switched off since.
    const result = await validate({ code: encodeURIComponent(code), subtotal: centsToDecimal(subtotalCents) });
    if (result.data) {
      const applied: AppliedPromo = { code: result.data.code, discountType: result.data.discountType, discountValue: result.data.discountValue };
      onApply(applied);
      setInput('');
      toast({ title: 'Promo code applied!', description: `You saved ${formatCents(promoDiscountCents(subtotalCents, applied))}` });
    } else {
      toast({ title: 'Invalid promo code', description: serverErrorText(result.error) ?? 'Invalid promo code', variant: 'destructive' });
    }
  };

  if (promo) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 1.5, borderRadius: 2, bgcolor: 'primary.light' }}>
        <LocalOfferOutlinedIcon fontSize="small" sx={{ color: 'primary.dark' }} />
        <Typography sx={{ flex: 1, fontWeight: 600 }} data-testid="applied-promo">
          {promo.code}
        </Typography>
        <Button size="small" onClick={onRemove} disabled={disabled} aria-label={`Remove promo code ${promo.code}`}>
          Remove
        </Button>
      </Box>
    );
  }

  return (
    <Box component="form" onSubmit={apply} noValidate sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <TextField
        label="Promo code"
        size="small"
        value={input}
        inputRef={inputRef}
        onChange={(event) => setInput(event.target.value.toUpperCase())}
        autoComplete="off"
        disabled={disabled}
        slotProps={{ htmlInput: { maxLength: PROMO_CODE_MAX_LENGTH, autoCapitalize: 'characters', spellCheck: false } }}
        sx={{ flex: 1 }}
      />
      <Button type="submit" variant="outlined" disabled={!code || isFetching || disabled} sx={{ minHeight: 40 }}>
        {isFetching ? 'Applying…' : 'Apply'}
      </Button>
    </Box>
  );
}
