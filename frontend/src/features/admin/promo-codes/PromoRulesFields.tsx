import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PromoCodeFormErrors, PromoCodeFormValues, PromoRuleValues } from './promoCodeForm';
import { timeZoneLabel } from './shopTime';
import { OutlinedTextField } from '../../../components/OutlinedTextField';

interface Props {
  values: PromoRuleValues;
  errors: PromoCodeFormErrors;
  onChange: <K extends keyof PromoCodeFormValues>(key: K, value: PromoCodeFormValues[K]) => void;
  /** The shop's time zone (SHOP_TIME_ZONE, from the API) the dates are typed in. */
  timeZone: string;
}

/** The optional rules of a code, in their own section; all empty means "no rule", as before. */
export function PromoRulesFields({ values, errors, onChange, timeZone }: Props) {
  const field = (key: keyof PromoRuleValues) => ({
    value: values[key],
    onChange: (event: { target: { value: string } }) => onChange(key, event.target.value),
    error: Boolean(errors[key]),
    fullWidth: true,
  });
  return (
    <fieldset style={{ border: 0, padding: 0, margin: '16px 0 0' }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>
        Rules (optional)
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Leave a field empty for no limit. Dates are in the shop&apos;s time zone ({timeZoneLabel(timeZone)}).
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 2 }}>
        <OutlinedTextField
          {...field('startsAt')}
          label="Valid from"
          type="datetime-local"
          helperText={errors.startsAt ?? ' '}
          shrinkLabel
        />
        <OutlinedTextField
          {...field('endsAt')}
          label="Valid until"
          type="datetime-local"
          helperText={errors.endsAt ?? ' '}
          shrinkLabel
        />
        <OutlinedTextField
          {...field('minimumSubtotal')}
          label="Minimum subtotal ($)"
          type="number"
          helperText={errors.minimumSubtotal ?? ' '}
          htmlInput={{ step: 0.01, min: 0, inputMode: 'decimal' }}
        />
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <OutlinedTextField
          {...field('usageLimit')}
          label="Total uses"
          type="number"
          helperText={errors.usageLimit ?? '1 makes a single-use code'}
          htmlInput={{ step: 1, min: 1, inputMode: 'numeric' }}
        />
        <OutlinedTextField
          {...field('usageLimitPerCustomer')}
          label="Uses per customer (e-mail)"
          type="number"
          helperText={errors.usageLimitPerCustomer ?? ' '}
          htmlInput={{ step: 1, min: 1, inputMode: 'numeric' }}
        />
      </Stack>
    </fieldset>
  );
}
