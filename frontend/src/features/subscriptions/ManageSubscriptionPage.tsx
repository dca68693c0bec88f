import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { skipToken } from '@reduxjs/toolkit/query';
import { type SubmitEvent, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isNotFound, serverErrorText, serverMessageText } from '../../api/errorText';
import {
  type ChangeSubscriptionDto,
  type SubscriptionShippingAddressDto,
  type SubscriptionViewDto,
  useCancelManagedSubscriptionMutation,
  useChangeManagedSubscriptionMutation,
  useGetManagedSubscriptionQuery,
  usePauseManagedSubscriptionMutation,
  useResumeManagedSubscriptionMutation,
  useSkipManagedSubscriptionMutation,
} from '../../api/subscriptionsApi';
import { NativeSelectField } from '../../components/NativeSelectField';
import { OutlinedTextField } from '../../components/OutlinedTextField';
import { PageContainer } from '../../components/PageContainer';
import { ShopButton } from '../../components/ShopButton';
import { TextLink } from '../../components/TextLink';
import { PageHead } from '../../head/PageHead';
import { formatMoney } from '../../lib/money';
import { sizeLabel } from '../../lib/productPricing';
import { usState, zipOfState } from '../../lib/usStates';
import { UsStateOptions } from '../../components/UsStateOptions';
import { everyText, type FrequencyMonths, SUBSCRIPTION_FREQUENCIES } from '../../store/cart/subscription';

const STATUS_TEXT: Record<string, string> = {
  active: 'Active',
  paused: 'Paused: nothing is delivered or charged until you resume it.',
  cancelled: 'Cancelled: nothing more is delivered or charged.',
};

const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function errorSentence(error: unknown): string {
  return serverMessageText(error) ?? serverErrorText(error) ?? 'That did not work. Please try again.';
}

/** The page a tampered, incomplete or revoked link opens. */
function LinkNotValid() {
  return (
    <Box sx={{ py: 6, textAlign: 'center' }} data-testid="link-not-valid">
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, mb: 2 }}>
        This link is not valid
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 560, mx: 'auto' }}>
        It may be incomplete or changed. Open your subscription with the link in your latest subscription e-mail, or{' '}
        <TextLink to="/contact">contact us</TextLink> and we will help.
      </Typography>
    </Box>
  );
}

/**
 * /subscriptions/manage?token=…: the signed link of every subscription e-mail (docs/subscriptions.md). The shopper sees
 * the next date and amount and skips, changes the frequency, quantities or address, pauses, resumes or cancels, without
 * an account. Rendered in the browser (the server's HTML is the same for every token, so no token is ever cached).
 */
export function ManageSubscriptionPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const query = useGetManagedSubscriptionQuery(token ? { token } : skipToken);
  return (
    <PageContainer maxWidth="md" sx={{ py: { xs: 4, md: 7 } }}>
      <PageHead />
      {!token || isNotFound(query.error) ? (
        <LinkNotValid />
      ) : query.data ? (
        <ManageSubscription token={token} initial={query.data} />
      ) : query.isError ? (
        <Alert severity="error">The subscription could not be loaded. Please check your connection and reload.</Alert>
      ) : (
        <Typography role="status" color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
          Opening your subscription...
        </Typography>
      )}
    </PageContainer>
  );
}

function ManageSubscription({ token, initial }: { token: string; initial: SubscriptionViewDto }) {
  const [view, setView] = useState(initial);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [skip, skipping] = useSkipManagedSubscriptionMutation();
  const [pause, pausing] = usePauseManagedSubscriptionMutation();
  const [resume, resuming] = useResumeManagedSubscriptionMutation();
  const [cancel, cancelling] = useCancelManagedSubscriptionMutation();
  const [change, changing] = useChangeManagedSubscriptionMutation();
  const busy =
    skipping.isLoading || pausing.isLoading || resuming.isLoading || cancelling.isLoading || changing.isLoading;

  async function act(
    run: () => Promise<{ data?: SubscriptionViewDto; error?: unknown }>,
    done: (next: SubscriptionViewDto) => string,
  ): Promise<boolean> {
    const result = await run();
    if (result.data) {
      setView(result.data);
      setMessage({ text: done(result.data), error: false });
      return true;
    }
    setMessage({ text: errorSentence(result.error), error: true });
    return false;
  }

  const cancelled = view.status === 'cancelled';
  return (
    <Box>
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, mb: 1 }}>
        Your subscription
      </Typography>
      <Typography sx={{ mb: 3 }} data-testid="subscription-status">
        Status: {STATUS_TEXT[view.status] ?? view.status}
      </Typography>
      <Box role="status" aria-live="polite" sx={{ mb: message ? 3 : 0 }}>
        {message && (
          <Alert severity={message.error ? 'error' : 'success'} data-testid="manage-message">
            {message.text}
          </Alert>
        )}
      </Box>

      <Box
        component="section"
        aria-labelledby="next-delivery"
        sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2, mb: 3, bgcolor: 'background.paper' }}
      >
        <Typography id="next-delivery" variant="h2" sx={{ fontSize: '1.4rem', mb: 1 }}>
          Next delivery
        </Typography>
        {cancelled ? (
          <Typography>None: this subscription is cancelled.</Typography>
        ) : (
          <>
            <Typography data-testid="next-date">
              {view.status === 'paused' ? 'When you resume: ' : ''}
              {longDate(view.nextRenewalAt)}, then {everyText(view.frequencyMonths)}
            </Typography>
            <Typography data-testid="next-amount">
              {view.nextAmount === null
                ? 'Amount: a product is no longer sold; we will write to you before anything is charged.'
                : `Amount: ${formatMoney(view.nextAmount)} at today's prices with your ${Number(view.discountPercent)} % saving, shipping and tax`}
            </Typography>
          </>
        )}
        <Box component="ul" sx={{ pl: 2.5, mt: 1.5, mb: 0 }}>
          {view.lines.map((line) => (
            <li key={`${line.productId}|${line.size}`}>
              {line.productName}, {sizeLabel(line.size)} × {line.quantity}
            </li>
          ))}
        </Box>
        {!cancelled && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 2 }}>
            {view.status === 'active' && (
              <ShopButton
                variant="outlined"
                disabled={busy}
                onClick={() =>
                  void act(
                    () => skip({ token }),
                    (next) => `Skipped. Your next delivery is on ${longDate(next.nextRenewalAt)}.`,
                  )
                }
              >
                Skip the next delivery
              </ShopButton>
            )}
            {view.status === 'active' ? (
              <ShopButton
                variant="outlined"
                disabled={busy}
                onClick={() =>
                  void act(
                    () => pause({ token }),
                    () => 'Paused. Nothing is charged until you resume.',
                  )
                }
              >
                Pause
              </ShopButton>
            ) : (
              <ShopButton
                variant="outlined"
                disabled={busy}
                onClick={() =>
                  void act(
                    () => resume({ token }),
                    (next) => `Resumed. Your next delivery is on ${longDate(next.nextRenewalAt)}.`,
                  )
                }
              >
                Resume
              </ShopButton>
            )}
            <ShopButton
              variant="outlined"
              color="error"
              disabled={busy}
              onClick={() =>
                void act(
                  () => cancel({ token }),
                  () =>
                    'Your subscription is cancelled. Nothing more is charged; we have sent you a confirmation e-mail.',
                )
              }
            >
              Cancel subscription
            </ShopButton>
          </Box>
        )}
      </Box>

      {!cancelled && (
        <>
          <ChangeDelivery
            key={`${view.frequencyMonths}|${view.lines.map((l) => l.quantity).join(',')}`}
            view={view}
            busy={busy}
            onSave={(body) =>
              act(
                () => change({ token, changeSubscriptionDto: body }),
                () => 'Saved. The change applies from your next delivery.',
              )
            }
          />
          <ChangeAddress
            address={view.address}
            busy={busy}
            onSave={(address) =>
              act(
                () => change({ token, changeSubscriptionDto: { address } }),
                () => 'Address saved. Your next delivery goes there, with its state’s tax.',
              )
            }
          />
        </>
      )}
    </Box>
  );
}

const sectionSx = { border: 1, borderColor: 'divider', borderRadius: 2, p: 2, mb: 3, bgcolor: 'background.paper' };

function ChangeDelivery({
  view,
  busy,
  onSave,
}: {
  view: SubscriptionViewDto;
  busy: boolean;
  onSave: (body: ChangeSubscriptionDto) => Promise<boolean>;
}) {
  const [frequency, setFrequency] = useState(String(view.frequencyMonths));
  const [quantities, setQuantities] = useState(view.lines.map((line) => String(line.quantity)));
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    void onSave({
      frequencyMonths: Number(frequency) as FrequencyMonths,
      lines: view.lines.map((line, i) => ({
        productId: line.productId,
        size: line.size,
        quantity: Number(quantities[i]),
      })),
    });
  };
  return (
    <Box component="form" aria-labelledby="change-delivery" onSubmit={submit} sx={sectionSx}>
      <Typography id="change-delivery" variant="h2" sx={{ fontSize: '1.4rem', mb: 2 }}>
        Change frequency or quantity
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <NativeSelectField label="Delivery" value={frequency} onChange={setFrequency} shrinkLabel>
          {SUBSCRIPTION_FREQUENCIES.map((months) => (
            <option key={months} value={months}>
              {capitalised(everyText(months))}
            </option>
          ))}
        </NativeSelectField>
        {view.lines.map((line, i) => (
          <NativeSelectField
            key={`${line.productId}|${line.size}`}
            label={`Quantity of ${line.productName}, ${sizeLabel(line.size)}`}
            value={quantities[i]}
            onChange={(value) => setQuantities((all) => all.map((q, j) => (j === i ? value : q)))}
            shrinkLabel
          >
            {Array.from({ length: 10 }, (_, n) => (
              <option key={n + 1} value={n + 1}>
                {n + 1}
              </option>
            ))}
          </NativeSelectField>
        ))}
      </Box>
      <ShopButton type="submit" variant="contained" disabled={busy} sx={{ mt: 2 }}>
        Save changes
      </ShopButton>
    </Box>
  );
}

function ChangeAddress({
  address,
  busy,
  onSave,
}: {
  address: SubscriptionShippingAddressDto;
  busy: boolean;
  onSave: (address: SubscriptionShippingAddressDto) => Promise<boolean>;
}) {
  const [form, setForm] = useState({
    shippingAddress: address.shippingAddress,
    shippingAddress2: address.shippingAddress2 ?? '',
    shippingCity: address.shippingCity,
    shippingState: address.shippingState,
    shippingZip: address.shippingZip,
  });
  const [zipError, setZipError] = useState<string | null>(null);
  const set = (field: keyof typeof form) => (value: string) => setForm((was) => ({ ...was, [field]: value }));
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    const state = usState(form.shippingState);
    if (state && !zipOfState(form.shippingZip, state)) {
      setZipError(`This ZIP code is not in ${state.name}.`);
      return;
    }
    setZipError(null);
    void onSave({ ...form, shippingAddress2: form.shippingAddress2.trim() || null });
  };
  const text = (field: 'shippingAddress' | 'shippingAddress2' | 'shippingCity', label: string, auto: string) => (
    <OutlinedTextField
      label={label}
      value={form[field]}
      onChange={(event) => set(field)(event.target.value)}
      autoComplete={auto}
      required={field !== 'shippingAddress2'}
    />
  );
  return (
    <Box component="form" aria-labelledby="change-address" onSubmit={submit} sx={sectionSx}>
      <Typography id="change-address" variant="h2" sx={{ fontSize: '1.4rem', mb: 2 }}>
        Delivery address
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {text('shippingAddress', 'Street address', 'shipping street-address')}
        {text('shippingAddress2', 'Apartment, suite, etc. (optional)', 'shipping address-line2')}
        {text('shippingCity', 'City', 'shipping address-level2')}
        <NativeSelectField
          label="State"
          value={form.shippingState}
          onChange={set('shippingState')}
          required
          shrinkLabel
        >
          <UsStateOptions />
        </NativeSelectField>
        <OutlinedTextField
          label="ZIP code"
          value={form.shippingZip}
          onChange={(event) => set('shippingZip')(event.target.value)}
          autoComplete="shipping postal-code"
          required
          error={zipError !== null}
          helperText={zipError ?? undefined}
        />
      </Box>
      <ShopButton type="submit" variant="contained" disabled={busy} sx={{ mt: 2 }}>
        Save address
      </ShopButton>
    </Box>
  );
}
