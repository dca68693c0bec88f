import Box from '@mui/material/Box';
import { ShopButton } from '../../components/ShopButton';
import Typography from '@mui/material/Typography';
import { memo, SubmitEvent } from 'react';
import {
  CheckoutForm,
  CheckoutTextField,
  FieldErrors,
  MAX_LENGTH,
  setBillingSameAsShipping,
  setField,
} from './checkoutForm';
import { StepHeading } from './StepHeading';
import { CheckboxField } from '../../components/CheckboxField';
import { OutlinedTextField } from '../../components/OutlinedTextField';
import { NativeSelectField } from '../../components/NativeSelectField';
import type { ShippingOptionDto } from '../../api/enhanced';
import { US_STATES, usState } from '../../lib/usStates';
import { ShippingMethodChoice } from './ShippingMethodChoice';

interface FieldSpec {
  field: CheckoutTextField;
  label: string;
  autoComplete: string;
  type?: string;
  required?: boolean;
  /** Chosen from the US states and DC (site/us-states.json), as the server requires. */
  stateList?: boolean;
  /** Grid columns out of 6 on wider screens. */
  span?: number;
}

const CONTACT: FieldSpec[] = [
  { field: 'customerName', label: 'Full name', autoComplete: 'name', required: true, span: 6 },
  { field: 'customerEmail', label: 'Email', autoComplete: 'email', type: 'email', required: true, span: 3 },
  { field: 'customerPhone', label: 'Phone (optional)', autoComplete: 'tel', type: 'tel', span: 3 },
];

function addressFields(kind: 'shipping' | 'billing'): FieldSpec[] {
  const prefix = kind === 'billing' ? 'Billing ' : '';
  const section = kind === 'billing' ? 'billing' : 'shipping';
  return [
    {
      field: `${kind}Address`,
      label: `${prefix}${prefix ? 's' : 'S'}treet address`,
      autoComplete: `${section} street-address`,
      required: true,
      span: 6,
    },
    {
      field: `${kind}Address2`,
      label: `${prefix}${prefix ? 'a' : 'A'}partment, suite, etc. (optional)`,
      autoComplete: `${section} address-line2`,
      span: 6,
    },
    {
      field: `${kind}City`,
      label: `${prefix}${prefix ? 'c' : 'C'}ity`,
      autoComplete: `${section} address-level2`,
      required: true,
      span: 2,
    },
    {
      field: `${kind}State`,
      label: `${prefix}${prefix ? 's' : 'S'}tate`,
      autoComplete: `${section} address-level1`,
      required: true,
      stateList: true,
      span: 2,
    },
    {
      field: `${kind}Zip`,
      label: `${prefix}ZIP code`,
      autoComplete: `${section} postal-code`,
      required: true,
      span: 2,
    },
  ] as FieldSpec[];
}

export function checkoutFieldId(field: CheckoutTextField): string {
  return `checkout-${field}`;
}

interface InfoStepProps {
  form: CheckoutForm;
  errors: FieldErrors;
  onChange: (update: (form: CheckoutForm) => CheckoutForm) => void;
  onBack: () => void;
  onContinue: () => void;
  focusHeading: boolean;
  /** The quote's shipping options (undefined until priced) and the one priced in. */
  shippingOptions: ShippingOptionDto[] | undefined;
  shippingMethodId: number | null;
  onChooseShippingMethod: (id: number) => void;
}

/**
 * Step 2 (docs/product.md,  and Input rules): contact, shipping, 'billing same as shipping', optional notes; each field
 * says what is wrong.
 */
function InfoStepContent({
  form,
  errors,
  onChange,
  onBack,
  onContinue,
  focusHeading,
  shippingOptions,
  shippingMethodId,
  onChooseShippingMethod,
}: InfoStepProps) {
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    onContinue();
  };

  const renderField = ({
    field,
    label,
    autoComplete,
    type = 'text',
    required = false,
    stateList = false,
    span = 6,
  }: FieldSpec) =>
    stateList ? (
      <NativeSelectField
        key={field}
        id={checkoutFieldId(field)}
        name={field}
        label={label}
        required={required}
        autoComplete={autoComplete}
        // A state not in the list (a checkout saved by an older page) shows as none chosen, not as the first option.
        value={usState(form[field])?.code ?? ''}
        onChange={(value) => onChange((current) => setField(current, field, value))}
        error={errors[field] !== undefined}
        helperText={errors[field]}
        sx={{ gridColumn: { xs: '1 / -1', sm: `span ${span * 2}` } }}
      >
        <option value="" disabled hidden />
        {US_STATES.map((state) => (
          <option key={state.code} value={state.code}>
            {state.name}
          </option>
        ))}
      </NativeSelectField>
    ) : (
      <OutlinedTextField
        key={field}
        id={checkoutFieldId(field)}
        name={field}
        label={label}
        type={type}
        required={required}
        autoComplete={autoComplete}
        value={form[field]}
        onChange={(event) => onChange((current) => setField(current, field, event.target.value))}
        error={errors[field] !== undefined}
        helperText={errors[field]}
        htmlInput={{ maxLength: MAX_LENGTH[field] }}
        sx={{ gridColumn: { xs: '1 / -1', sm: `span ${span * 2}` } }}
      />
    );

  const grid = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(12, 1fr)' }, gap: 2 } as const;

  return (
    <Box
      component="form"
      aria-label="Shipping information"
      noValidate
      onSubmit={submit}
      sx={{ '--OutlinedField-surface': (theme) => theme.palette.background.default }}
    >
      <StepHeading focus={focusHeading}>Shipping information</StepHeading>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Fields marked * are required.
      </Typography>

      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 3 }}>
        <Typography component="legend" variant="h5" sx={{ mb: 1.5 }}>
          Contact
        </Typography>
        <Box sx={grid}>{CONTACT.map(renderField)}</Box>
      </Box>

      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2 }}>
        <Typography component="legend" variant="h5" sx={{ mb: 1.5 }}>
          Shipping address
        </Typography>
        <Box sx={grid}>{addressFields('shipping').map(renderField)}</Box>
      </Box>

      <ShippingMethodChoice options={shippingOptions} chosenId={shippingMethodId} onChoose={onChooseShippingMethod} />

      <CheckboxField
        label="Billing address same as shipping"
        checked={form.billingSameAsShipping}
        onChange={(event) => onChange((current) => setBillingSameAsShipping(current, event.target.checked))}
        sx={{ mb: 2 }}
      />

      {!form.billingSameAsShipping && (
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 3 }}>
          <Typography component="legend" variant="h5" sx={{ mb: 1.5 }}>
            Billing address
          </Typography>
          <Box sx={grid}>{addressFields('billing').map(renderField)}</Box>
        </Box>
      )}

      <OutlinedTextField
        id={checkoutFieldId('customerNotes')}
        name="customerNotes"
        label="Order notes (optional)"
        placeholder="Delivery instructions, gift message…"
        multiline
        minRows={3}
        fullWidth
        value={form.customerNotes}
        onChange={(event) => onChange((current) => setField(current, 'customerNotes', event.target.value))}
        error={errors.customerNotes !== undefined}
        helperText={errors.customerNotes}
        htmlInput={{ maxLength: MAX_LENGTH.customerNotes }}
      />

      {/* Drawn in the DOM's order at every width (column-reverse put Continue above Back but after it for Tab). */}
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          justifyContent: 'space-between',
          gap: 2,
          mt: 3,
        }}
      >
        <ShopButton variant="outlined" size="large" onClick={onBack}>
          Back to Cart
        </ShopButton>
        <ShopButton type="submit" variant="contained" size="large">
          Continue to Payment
        </ShopButton>
      </Box>
    </Box>
  );
}

/**
 * Memoised: restoring the cart and the saved checkout after hydration re-renders CheckoutPage; with the same props
 * this part is skipped, so that re-render stays a short task.
 */
export const InfoStep = memo(InfoStepContent);
