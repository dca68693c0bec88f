import { ShopButton } from './ShopButton';

/** A short form's large submit button: disabled and saying so (`busyLabel`) while the form is being sent. */
export function FormSubmitButton({ busy, label, busyLabel }: { busy: boolean; label: string; busyLabel: string }) {
  return (
    <ShopButton type="submit" variant="contained" size="large" disabled={busy} sx={{ alignSelf: { sm: 'flex-start' } }}>
      {busy ? busyLabel : label}
    </ShopButton>
  );
}
