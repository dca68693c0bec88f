import { ShopButton } from '../../../components/ShopButton';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SubmitEvent } from 'react';
import { serverErrorText } from '../../../api/errorText';
import { PromoCodeDto, useCreatePromoCodeMutation, useUpdatePromoCodeMutation } from '../../../api/adminApi';
import { useToast } from '../../../store/toasts/useToast';
import { isInputError, isLockError } from '../shared/adminErrors';
import { useAdminForm } from '../shared/adminFormState';
import {
  discountValueLabel,
  DiscountType,
  EMPTY_PROMO_CODE,
  promoCodeFormValues,
  promoCodePayload,
  PromoCodeFormValues,
  promoCodeUpdatePayload,
  validatePromoCode,
} from './promoCodeForm';
import { PromoRulesFields } from './PromoRulesFields';
import { NativeSelectField } from '../../../components/NativeSelectField';
import { OutlinedTextField } from '../../../components/OutlinedTextField';

/**
 * The create form of /admin-promo-codes (docs/product.md, Input rules); with `editing`, the same form edits that code
 * (its text stays).
 * Dates are typed on the shop's clock, `timeZone` (SHOP_TIME_ZONE, from the API).
 */
export function PromoCodeForm({
  onCreated,
  editing,
  timeZone,
}: {
  onCreated: () => void;
  editing?: PromoCodeDto;
  timeZone: string;
}) {
  const { values, setValues, errors, serverError, setServerError, change, check } = useAdminForm<PromoCodeFormValues>(
    editing ? promoCodeFormValues(editing, timeZone) : EMPTY_PROMO_CODE,
  );
  const [create, created] = useCreatePromoCodeMutation();
  const [update, updated] = useUpdatePromoCodeMutation();
  const isLoading = created.isLoading || updated.isLoading;
  const toast = useToast();

  async function submit(event: SubmitEvent) {
    event.preventDefault();
    if (!check((typed) => validatePromoCode(typed, timeZone))) return;
    const result = editing
      ? await update({ id: editing.id, updatePromoCodeDto: promoCodeUpdatePayload(values, timeZone) })
      : await create({ createPromoCodeDto: promoCodePayload(values, timeZone) });
    if ('error' in result && result.error !== undefined) {
      if (isLockError(result.error)) return;
      // A refused input (a duplicate code) is named in the toast as under the form; only other failures say 'try again'.
      const reason = isInputError(result.error) ? serverErrorText(result.error) : undefined;
      setServerError(reason);
      toast({
        title: editing ? 'Failed to update promo code' : 'Failed to create promo code',
        description: reason ?? 'Please try again.',
        variant: 'destructive',
      });
      return;
    }
    toast(
      editing
        ? { title: 'Promo code updated!', description: `${editing.code} has been saved.` }
        : { title: 'Promo code created!', description: 'The new promo code is now active.' },
    );
    setValues(EMPTY_PROMO_CODE);
    onCreated();
  }

  const percentage = values.discountType === 'percentage';
  return (
    <Card variant="outlined" sx={{ mb: 3 }}>
      <CardContent component="form" noValidate onSubmit={submit} aria-labelledby="new-promo-code-title">
        <Typography id="new-promo-code-title" variant="h6" component="h2" sx={{ mb: 2 }}>
          {editing ? `Edit ${editing.code}` : 'Create Promo Code'}
        </Typography>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems={{ md: 'flex-start' }}>
          <OutlinedTextField
            label="Code"
            value={values.code}
            onChange={(event) => change('code', event.target.value.toUpperCase())}
            error={Boolean(errors.code)}
            helperText={errors.code ?? 'For example SAVE15'}
            required
            fullWidth
            disabled={Boolean(editing)}
            htmlInput={{ maxLength: 50, autoCapitalize: 'characters', spellCheck: false }}
          />
          <NativeSelectField
            label="Discount type"
            value={values.discountType}
            onChange={(value) => change('discountType', value as DiscountType)}
            fullWidth
          >
            <option value="percentage">Percentage</option>
            <option value="fixed">Fixed amount</option>
          </NativeSelectField>
          <OutlinedTextField
            label={discountValueLabel(values.discountType)}
            type="number"
            value={values.discountValue}
            onChange={(event) => change('discountValue', event.target.value)}
            error={Boolean(errors.discountValue)}
            helperText={errors.discountValue ?? ' '}
            required
            fullWidth
            htmlInput={{ step: 0.01, min: 0, ...(percentage ? { max: 100 } : {}), inputMode: 'decimal' }}
          />
        </Stack>
        <PromoRulesFields values={values} errors={errors} onChange={change} timeZone={timeZone} />
        {serverError && (
          <Typography role="alert" color="error" sx={{ mt: 1 }}>
            {serverError}
          </Typography>
        )}
        <ShopButton type="submit" variant="contained" disabled={isLoading} sx={{ mt: 2 }}>
          {editing ? (isLoading ? 'Saving...' : 'Save Changes') : isLoading ? 'Creating...' : 'Create Code'}
        </ShopButton>
      </CardContent>
    </Card>
  );
}
