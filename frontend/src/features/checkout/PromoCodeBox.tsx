import Box from '@mui/material/Box';
import { ShopButton } from '../../components/ShopButton';
import Typography from '@mui/material/Typography';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import { SubmitEvent, useId, useState } from 'react';
import { useLazyValidatePromoCodeQuery } from '../../api/enhanced';
import { serverErrorText } from '../../api/errorText';
import { centsToDecimal, formatCents } from '../../lib/money';
import { useTextTypedBeforeHydration } from '../../lib/useTextTypedBeforeHydration';
import { useToast } from '../../store/toasts/useToast';
import { normalizePromoCode } from '@shop/site/rules.js';
import { AppliedPromo, PROMO_CODE_MAX_LENGTH, promoDiscountCents } from './orderSummary';
import { OutlinedTextField } from '../../components/OutlinedTextField';

interface PromoCodeBoxProps {
  promo: AppliedPromo | null;
  subtotalCents: number;
  onApply: (promo: AppliedPromo) => void;
  onRemove: () => void;
  /** Locked while a payment is in flight, so the total cannot change under it. */
  disabled?: boolean;
}

/** The server's sentence for a subtotal below a code's minimum (backend promos/promo-rules.ts `minimumText`). */
const BELOW_MINIMUM = /^Add \$[\d,]+\.\d{2} more to use this code\.$/;

/**
 * The refusal's title: 'Invalid promo code' (docs/product.md, Messages), except for a valid code the cart is too small
 * for.
 */
export function promoRefusalTitle(text: string | undefined): string {
  return text !== undefined && BELOW_MINIMUM.test(text) ? 'Promo code minimum not reached' : 'Invalid promo code';
}

/**
 * docs/product.md, , Input rules and Messages: the code is upper-cased and trimmed; Apply is disabled when empty or
 * pending; one code at a time.
 */
export function PromoCodeBox({ promo, subtotalCents, onApply, onRemove, disabled = false }: PromoCodeBoxProps) {
  const [input, setInput] = useState('');
  // The refusal also stays under the field (and is announced), not only in the toast far from it.
  const [refusal, setRefusal] = useState<string | null>(null);
  const feedbackId = useId();
  const [validate, { isFetching }] = useLazyValidatePromoCodeQuery();
  const toast = useToast();
  const code = normalizePromoCode(input);
  const inputRef = useTextTypedBeforeHydration(input, (text) => setInput(text.toUpperCase()));

  const apply = async (event: SubmitEvent) => {
    event.preventDefault();
    if (!code || isFetching) return;
    setRefusal(null);
    // Always asked again (no cached answer): the code may have been switched off since.
    const result = await validate({ code: encodeURIComponent(code), subtotal: centsToDecimal(subtotalCents) });
    if (result.data) {
      const applied: AppliedPromo = {
        code: result.data.code,
        discountType: result.data.discountType,
        discountValue: result.data.discountValue,
      };
      onApply(applied);
      setInput('');
      toast({
        title: 'Promo code applied!',
        description: `You saved ${formatCents(promoDiscountCents(subtotalCents, applied))}`,
      });
    } else {
      const text = serverErrorText(result.error);
      setRefusal(text ?? 'Invalid promo code');
      toast({ title: promoRefusalTitle(text), description: text ?? 'Invalid promo code', variant: 'destructive' });
    }
  };

  if (promo) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 1.5, borderRadius: 2, bgcolor: 'primary.light' }}>
        <LocalOfferOutlinedIcon fontSize="small" sx={{ color: 'primary.dark' }} />
        <Typography sx={{ flex: 1, fontWeight: 600 }} data-testid="applied-promo">
          {promo.code}
        </Typography>
        <ShopButton size="small" onClick={onRemove} disabled={disabled} aria-label={`Remove promo code ${promo.code}`}>
          Remove
        </ShopButton>
      </Box>
    );
  }

  return (
    <Box component="form" onSubmit={apply} noValidate>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <OutlinedTextField
          label="Promo code"
          size="small"
          value={input}
          inputRef={inputRef}
          error={refusal !== null}
          onChange={(event) => {
            setInput(event.target.value.toUpperCase());
            setRefusal(null);
          }}
          autoComplete="off"
          disabled={disabled}
          htmlInput={{
            maxLength: PROMO_CODE_MAX_LENGTH,
            autoCapitalize: 'characters',
            spellCheck: false,
            'aria-describedby': feedbackId,
          }}
          sx={{ flex: 1 }}
        />
        <ShopButton type="submit" variant="outlined" disabled={!code || isFetching || disabled} sx={{ minHeight: 40 }}>
          {isFetching ? 'Applying…' : 'Apply'}
        </ShopButton>
      </Box>
      <Typography
        role="status"
        aria-live="polite"
        variant="body2"
        color="error"
        id={feedbackId}
        data-testid="promo-feedback"
        sx={{ mt: refusal ? 0.75 : 0 }}
      >
        {refusal}
      </Typography>
    </Box>
  );
}
