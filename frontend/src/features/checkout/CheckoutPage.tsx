import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import ShoppingBagOutlinedIcon from '@mui/icons-material/ShoppingBagOutlined';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { PageHead } from '../../app/head/PageHead';
import { pageMeta } from '../../app/head/pageMeta';
import Skeleton from '@mui/material/Skeleton';
import { useAppSelector } from '../../app/store';
import { useCart } from '../../app/cart/useCart';
import { CartReviewStep } from './CartReviewStep';
import { FieldErrors, firstInvalidField, validateCheckoutForm } from './checkoutForm';
import { CheckoutProgress } from './CheckoutProgress';
import type { CheckoutSnapshot } from './checkoutRequest';
import { CheckoutStep, nextStep, previousStep } from './checkoutSteps';
import { checkoutFieldId, InfoStep } from './InfoStep';
import { OrderSummary } from './OrderSummary';
import { orderSummaryFigures } from './orderSummary';
import { PaymentStep } from './PaymentStep';
import { useCheckoutState } from './useCheckoutState';

/** Spec 9: the shopper lands on the home page 1.5 s after a completed payment. */
export const REDIRECT_AFTER_PAYMENT_MS = 1500;

const META = pageMeta({
  path: '/checkout',
  title: 'Checkout',
  description: 'Review your cart, add your details and pay securely.',
  robots: 'noindex, nofollow',
});

/** /checkout (spec 2 and 4): Cart → Info → Payment beside the order summary. */
export function CheckoutPage() {
  const { items } = useCart();
  const restored = useAppSelector((state) => state.cart.restored);
  const checkout = useCheckoutState();
  const { step, form, promo, setStep, setForm, setPromo, finish } = checkout;
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [moved, setMoved] = useState(false);
  const [paying, setPaying] = useState(false);
  const [placed, setPlaced] = useState<{ orderNumber: number | null } | null>(null);
  const figures = orderSummaryFigures(items, promo);
  const navigate = useNavigate();

  useEffect(() => {
    if (!placed) return;
    const timer = window.setTimeout(() => void navigate('/'), REDIRECT_AFTER_PAYMENT_MS);
    return () => window.clearTimeout(timer);
  }, [placed, navigate]);

  // The wallet reads the checkout when the shopper pays, not when the buttons were drawn.
  const latest = useRef<CheckoutSnapshot>({ form, items, promo, figures });
  latest.current = { form, items, promo, figures };
  const snapshot = useCallback(() => latest.current, []);

  const go = (target: CheckoutStep) => {
    setMoved(true);
    setStep(target);
  };

  const continueFromInfo = () => {
    setAttempted(true);
    const move = nextStep(step, form);
    setErrors(move.errors);
    const invalid = firstInvalidField(move.errors);
    if (invalid) document.getElementById(checkoutFieldId(invalid))?.focus();
    else go(move.step);
  };

  // After a first attempt the messages follow the typing, so a fixed field stops saying it is wrong.
  useEffect(() => {
    if (attempted) setErrors(validateCheckoutForm(form));
  }, [attempted, form]);

  const onPlaced = useCallback(
    (orderNumber: number | null) => {
      finish();
      setPlaced({ orderNumber });
    },
    [finish],
  );
  const onPromoRefused = useCallback(() => setPromo(null), [setPromo]);

  if (placed) {
    return (
      <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
        <PageHead meta={META} />
        <CheckCircleOutlineIcon sx={{ fontSize: 64, color: 'primary.main' }} aria-hidden />
        <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, my: 2 }}>
          Thank you for your order
        </Typography>
        <Typography color="text.secondary" role="status">
          {placed.orderNumber !== null ? `Order #${placed.orderNumber} is placed. ` : 'Your order is placed. '}
          Taking you back to the home page…
        </Typography>
      </Container>
    );
  }

  // The cart lives in this browser's localStorage: the server (and the hydrating first render) cannot know it.
  if (!restored) return <CheckoutFrame />;

  if (items.length === 0) {
    return (
      <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
        <PageHead meta={META} />
        <ShoppingBagOutlinedIcon sx={{ fontSize: 64, color: 'primary.main', opacity: 0.7 }} aria-hidden />
        <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.5rem' }, my: 2 }}>
          Your cart is empty
        </Typography>
        <Button component={RouterLink} to="/products" variant="contained" size="large">
          Browse Products
        </Button>
      </Container>
    );
  }

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <PageHead meta={META} />
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.75rem' }, mb: { xs: 2, md: 3 } }}>
        Checkout
      </Typography>
      <CheckoutProgress step={step} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 380px' }, gap: { xs: 4, md: 6 }, alignItems: 'start' }}>
        <Box>
          {step === 0 && <CartReviewStep items={items} onContinue={() => go(1)} focusHeading={moved} />}
          {step === 1 && (
            <InfoStep form={form} errors={errors} onChange={setForm} onBack={() => go(previousStep(step))} onContinue={continueFromInfo} focusHeading={moved} />
          )}
          {step === 2 && (
            <PaymentStep
              snapshot={snapshot}
              totalCents={figures.totalCents}
              onBack={() => go(previousStep(step))}
              onPromoRefused={onPromoRefused}
              onPlaced={onPlaced}
              onBusyChange={setPaying}
              focusHeading={moved}
            />
          )}
        </Box>
        <OrderSummary items={items} promo={promo} figures={figures} onApplyPromo={setPromo} onRemovePromo={() => setPromo(null)} locked={paying} />
      </Box>
    </Container>
  );
}

/**
 * /checkout before the cart is restored (the server's HTML and the first render in the browser): the heading, the
 * progress bar and the space the steps and the summary take, so nothing moves when they fill in after hydration.
 */
function CheckoutFrame() {
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }} aria-busy="true">
      <PageHead meta={META} />
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', md: '2.75rem' }, mb: { xs: 2, md: 3 } }}>
        Checkout
      </Typography>
      <CheckoutProgress step={0} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 380px' }, gap: { xs: 4, md: 6 }, alignItems: 'start' }}>
        <Skeleton variant="rounded" sx={{ height: 360 }} />
        <Skeleton variant="rounded" sx={{ height: 320 }} />
      </Box>
    </Container>
  );
}
