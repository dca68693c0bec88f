import Box from '@mui/material/Box';
import { PageContainer } from '../../components/PageContainer';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageHead } from '../../head/PageHead';
import { useAppSelector } from '../../store/store';
import { useCart } from '../../store/cart/useCart';
import { cartKnown } from '../../store/cart/cartSlice';
import { PlacedOrderSummary, rememberStatusToken } from '../../lib/placedOrderState';
import { CartReviewStep } from './CartReviewStep';
import { CheckoutTextField, FieldErrors, firstInvalidField, validateCheckoutForm } from './checkoutForm';
import { CheckoutProgress } from './CheckoutProgress';
import type { CheckoutSnapshot } from './checkoutRequest';
import { CheckoutStep, nextStep, previousStep, restoredStep, stepFromParam, stepParam } from './checkoutSteps';
import { checkoutFieldId, InfoStep } from './InfoStep';
import { OrderSummary } from './OrderSummary';
import { useCheckoutQuote } from './useCheckoutQuote';
import type { OrderSummaryFigures } from './orderSummary';
import { formatCents } from '../../lib/money';
import { useCheckoutState } from './useCheckoutState';
import { SkeletonBox } from '../../components/SkeletonBox';

/**
 * The payment step (wallets, payment messages, the order's review) is never in the server's HTML, which shows the
 * cart step: it loads once the shopper is on the info step, so it is in before 'Continue to Payment' is pressed.
 */
const loadPaymentStep = () => import('./PaymentStep');
const loadOrderReview = () => import('./OrderReview');
const PaymentStep = lazy(async () => ({ default: (await loadPaymentStep()).PaymentStep }));
const OrderReview = lazy(async () => ({ default: (await loadOrderReview()).OrderReview }));

/** 'Total $47.03, with $7.95 shipping and $3.08 tax.': what the order was charged, as the summary showed it. */
export function placedTotalText({ totalCents, shippingCents, taxCents }: OrderSummaryFigures): string {
  const parts = [
    shippingCents ? `${formatCents(shippingCents)} shipping` : null,
    taxCents ? `${formatCents(taxCents)} tax` : null,
  ].filter(Boolean);
  return `Total ${formatCents(totalCents)}${parts.length ? `, with ${parts.join(' and ')}` : ''}.`;
}

/** docs/product.md, Constants: the shopper lands on the home page 1.5 s after a completed payment. */
export const REDIRECT_AFTER_PAYMENT_MS = 1500;

/** /checkout (docs/product.md,  and States): Cart → Info → Payment beside the order summary. */
export function CheckoutPage() {
  const { items } = useCart();
  const restored = useAppSelector((state) => state.cart.restored);
  const known = useAppSelector((state) => cartKnown(state.cart));
  const checkout = useCheckoutState(restored);
  const { step, form, promo, shippingMethodId, setStep, setForm, setPromo, setShippingMethodId, finish } = checkout;
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [moved, setMoved] = useState(false);
  const [paying, setPaying] = useState(false);
  const [placed, setPlaced] = useState<{
    orderNumber: number | null;
    summary: PlacedOrderSummary | null;
    figures: OrderSummaryFigures;
  } | null>(null);
  const priced = useCheckoutQuote({
    items,
    ask: restored,
    promo,
    shippingState: form.shippingState,
    shippingMethodId,
  });
  const { figures, offer, refetch: refetchQuote } = priced;
  // The shopper's choice while it is offered (shown at once, before the new quote answers), else the one priced in.
  const chosenMethodId =
    shippingMethodId !== null && offer?.shippingOptions.some((option) => option.id === shippingMethodId)
      ? shippingMethodId
      : (offer?.shippingMethodId ?? null);
  const navigate = useNavigate();

  useEffect(() => {
    if (!placed) return;
    // The home page keeps a confirmation banner from this state.
    const timer = window.setTimeout(
      () => void navigate('/', { state: placed.summary ? { placedOrder: placed.summary } : null }),
      REDIRECT_AFTER_PAYMENT_MS,
    );
    return () => window.clearTimeout(timer);
  }, [placed, navigate]);

  // The wallet reads the checkout when the shopper pays, not when the buttons were drawn.
  const latest = useRef<CheckoutSnapshot>({ form, items, promo, figures });
  // The chosen method goes with the order even while a new quote is on its way (the server prices it either way).
  latest.current = {
    form,
    items,
    promo,
    figures: { ...figures, shippingMethodId: figures.shippingMethodId ?? chosenMethodId },
  };
  const snapshot = useCallback(() => latest.current, []);

  // Callbacks and figures keep their identity while their inputs do, so the memoised steps and summary skip the
  // re-render that restoring the cart and the saved checkout causes right after hydration.
  const [params, setParams] = useSearchParams();
  const writeStep = useCallback(
    (target: CheckoutStep, replace: boolean) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          const param = stepParam(target);
          if (param) next.set('step', param);
          else next.delete('step');
          return next;
        },
        { replace, preventScrollReset: true },
      ),
    [setParams],
  );
  // A field to focus once its step shows ('Change' in the review names the field it edits), instead of the heading.
  const [focusField, setFocusField] = useState<CheckoutTextField | null>(null);
  const fieldFocused = useRef(false);
  // A new history entry per step: the browser's Back goes back one step. The step follows the address.
  const go = useCallback(
    (target: CheckoutStep, field?: CheckoutTextField) => {
      setMoved(true);
      setFocusField(field ?? null);
      fieldFocused.current = false;
      writeStep(target, false);
    },
    [writeStep],
  );

  // The address is the step (Back/Forward walk it), within what the form allows (Payment only with a valid form).
  // Once: a bare /checkout on arrival takes the saved step (a reload or a return keeps the shopper's place). The saved
  // step follows the address, so a reload of this tab finds it too.
  const urlParam = params.get('step');
  const addressStep = restoredStep(stepFromParam(urlParam), form);
  // 'pending' until the saved checkout is read; then the saved step while it is being written into a bare address.
  const [adoption, setAdoption] = useState<'pending' | CheckoutStep | 'done'>('pending');
  useEffect(() => {
    if (!restored || placed) return;
    if (adoption === 'pending') {
      if (urlParam === null && step !== 0) {
        setAdoption(step);
        writeStep(step, true);
      } else setAdoption('done');
      return;
    }
    if (adoption !== 'done') {
      if (urlParam === null) return; // the adopted step's address is on its way
      setAdoption('done');
      return;
    }
    if (stepParam(addressStep) !== urlParam) writeStep(addressStep, true);
    if (addressStep !== step) {
      setMoved(true);
      setStep(addressStep);
    }
  }, [restored, placed, adoption, urlParam, addressStep, step, setStep, writeStep]);
  const adopting: CheckoutStep | null = adoption === 'pending' ? step : adoption === 'done' ? null : adoption;
  const current: CheckoutStep = urlParam === null && adopting !== null ? adopting : addressStep;
  const continueFromCart = useCallback(() => go(1), [go]);
  useEffect(() => {
    if (focusField === null || current !== 1 || fieldFocused.current) return;
    fieldFocused.current = true;
    document.getElementById(checkoutFieldId(focusField))?.focus();
  }, [focusField, current]);
  const back = useCallback(() => go(previousStep(current)), [go, current]);

  const continueFromInfo = useCallback(() => {
    setAttempted(true);
    const move = nextStep(current, form);
    setErrors(move.errors);
    const invalid = firstInvalidField(move.errors);
    if (invalid) document.getElementById(checkoutFieldId(invalid))?.focus();
    else go(move.step);
  }, [go, current, form]);

  useEffect(() => {
    if (current !== 0) void Promise.all([loadPaymentStep(), loadOrderReview()]);
  }, [current]);

  // After a first attempt the messages follow the typing, so a fixed field stops saying it is wrong.
  useEffect(() => {
    if (attempted) setErrors(validateCheckoutForm(form));
  }, [attempted, form]);

  const onPlaced = useCallback(
    (orderNumber: number | null, statusToken: string | null) => {
      // Read before finish() forgets the form: the figures the server priced the order at (it refuses others).
      const { form: paid, figures: paidFigures } = latest.current;
      const summary =
        orderNumber === null
          ? null
          : { orderNumber, totalCents: paidFigures.totalCents, email: paid.customerEmail.trim() };
      if (orderNumber !== null && statusToken) rememberStatusToken(orderNumber, statusToken);
      finish();
      setPlaced({ orderNumber, summary, figures: paidFigures });
    },
    [finish],
  );
  const clearPromo = useCallback(() => setPromo(null), [setPromo]);

  if (placed) {
    return (
      <PageContainer maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
        <PageHead />
        <CheckCircleOutlineIcon sx={{ fontSize: 64, color: 'primary.main' }} aria-hidden />
        <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, my: 2 }}>
          Thank you for your order
        </Typography>
        <Typography color="text.secondary" role="status">
          {placed.orderNumber !== null ? `Order #${placed.orderNumber} is placed. ` : 'Your order is placed. '}
          Taking you back to the home page…
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1 }} data-testid="placed-total">
          {placedTotalText(placed.figures)}
        </Typography>
      </PageContainer>
    );
  }

  // The cart lives in this browser's localStorage and the checkout in progress in its sessionStorage: the server, and
  // the hydrating render that must match its HTML, read neither. They render the whole page at its first step, with
  // the cart's lines and figures when the cart cookie named known products (the server's lines, docs/checkout.md),
  // else placeholders of the size the real ones take (`cart` null), and the shipping form hidden until its step; both
  // storages are read right after hydration (the saved cart replaces the server's). An empty cart is said in the cart
  // step's reserved box, so the page the server sent does not jump to another layout when the cart turns out empty.
  const cart = known ? items : null;
  const shown: CheckoutStep = cart === null || cart.length === 0 ? 0 : current;

  return (
    <PageContainer maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }} aria-busy={cart === null || undefined}>
      <PageHead />
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.75rem' }, mb: { xs: 2, md: 3 } }}>
        Checkout
      </Typography>
      <CheckoutProgress step={shown} />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 380px' },
          gap: { xs: 4, md: 6 },
          alignItems: 'start',
        }}
      >
        <Box>
          <div hidden={shown !== 0}>
            <CartReviewStep items={cart} onContinue={continueFromCart} focusHeading={moved && shown === 0} />
          </div>
          {/* Always there (in the server's HTML too), so moving to it draws nothing new; hidden out of its step. */}
          <div hidden={shown !== 1}>
            <InfoStep
              form={form}
              errors={errors}
              onChange={setForm}
              onBack={back}
              onContinue={continueFromInfo}
              focusHeading={moved && shown === 1 && focusField === null}
              shippingOptions={offer?.shippingOptions}
              shippingMethodId={chosenMethodId}
              onChooseShippingMethod={setShippingMethodId}
            />
          </div>
          {/* Mounted only at its step: it loads the wallet. */}
          {shown === 2 && (
            <Suspense fallback={<SkeletonBox variant="rounded" height={320} aria-hidden />}>
              <PaymentStep
                snapshot={snapshot}
                totalCents={figures.totalCents}
                onBack={back}
                onPromoRefused={clearPromo}
                onFiguresChanged={refetchQuote}
                onPlaced={onPlaced}
                onBusyChange={setPaying}
                focusHeading={moved}
                review={<OrderReview form={form} items={items} onEdit={go} />}
              />
            </Suspense>
          )}
        </Box>
        <OrderSummary
          items={cart}
          promo={promo}
          figures={figures}
          onApplyPromo={setPromo}
          onRemovePromo={clearPromo}
          locked={paying}
          linesShownBeside={shown === 0}
          freeShippingStatement={offer?.freeShipping?.statement ?? null}
        />
      </Box>
    </PageContainer>
  );
}
