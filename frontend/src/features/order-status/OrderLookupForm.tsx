import Stack from '@mui/material/Stack';
import { LazyStatusAlert } from './lazyStatusAlert';
import { SubmitEvent, useState } from 'react';
import { useTextTypedBeforeHydration } from '../../lib/useTextTypedBeforeHydration';
import { OutlinedTextField } from '../../components/OutlinedTextField';
import { EmailTextField } from '../../components/EmailTextField';
import { FormSubmitButton } from '../../components/FormSubmitButton';

export interface LookupValues {
  orderNumber: string;
  email: string;
}

/** Order number and e-mail; the page does the lookup and passes back what went wrong, if anything. */
export function OrderLookupForm({
  onSubmit,
  busy,
  error,
}: {
  onSubmit: (values: LookupValues) => void;
  busy: boolean;
  error?: string;
}) {
  const [values, setValues] = useState<LookupValues>({ orderNumber: '', email: '' });
  const [touched, setTouched] = useState(false);
  const numberMissing = touched && values.orderNumber.trim() === '';
  const emailMissing = touched && values.email.trim() === '';
  const numberRef = useTextTypedBeforeHydration(values.orderNumber, (orderNumber) =>
    setValues((current) => ({ ...current, orderNumber })),
  );
  const emailRef = useTextTypedBeforeHydration(values.email, (email) =>
    setValues((current) => ({ ...current, email })),
  );

  function submit(event: SubmitEvent) {
    event.preventDefault();
    setTouched(true);
    if (values.orderNumber.trim() === '' || values.email.trim() === '') return;
    onSubmit({ orderNumber: values.orderNumber.trim(), email: values.email.trim() });
  }

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={submit}
      spacing={2}
      aria-label="Find your order"
      sx={{ maxWidth: 480 }}
    >
      {error && (
        <LazyStatusAlert severity="error" role="alert">
          {error}
        </LazyStatusAlert>
      )}
      <OutlinedTextField
        label="Order number"
        name="orderNumber"
        value={values.orderNumber}
        inputRef={numberRef}
        onChange={(event) => setValues((current) => ({ ...current, orderNumber: event.target.value }))}
        placeholder="e.g. 1042"
        required
        error={numberMissing}
        helperText={
          numberMissing ? 'Enter the order number from your confirmation' : 'It is in your confirmation email'
        }
        htmlInput={{ inputMode: 'numeric', autoComplete: 'off' }}
      />
      <EmailTextField
        value={values.email}
        inputRef={emailRef}
        onChange={(email) => setValues((current) => ({ ...current, email }))}
        error={emailMissing}
        helperText={emailMissing ? 'Enter the email you used at checkout' : 'The email you used at checkout'}
      />
      <FormSubmitButton busy={busy} label="Find My Order" busyLabel="Looking..." />
    </Stack>
  );
}
