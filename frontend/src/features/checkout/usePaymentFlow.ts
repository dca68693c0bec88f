import { useCallback, useRef, useState } from 'react';
import {
  type ApproveDemoPaymentDto,
  useApproveDemoPaymentMutation,
  useCapturePaymentOrderMutation,
  useCreatePaymentOrderMutation,
  usePlaceFreeOrderMutation,
  usePlaceOrderMutation,
  type WalletBreakdownDto,
} from '../../api/enhanced';
import { useAppDispatch } from '../../store/store';
import { clearCart, replaceItems } from '../../store/cart/cartSlice';
import { useToast } from '../../store/toasts/useToast';
import {
  CheckoutSnapshot,
  createPaymentOrderBody,
  freeOrderBody,
  placeOrderBody,
  withAvailableQuantities,
  withServerPrices,
} from './checkoutRequest';
import { randomCheckoutKey } from './checkoutKey';
import { errorStatus, PriceMismatch, priceMismatch, serverMessage, unavailableLines } from './paymentErrors';
import {
  ORDER_FAILED,
  PAYMENT_CANCELLED,
  PAYMENT_SUCCESS,
  paymentFailed,
  paymentInitializationFailed,
  statusNotCompleted,
  WALLET_ERROR,
} from './paymentMessages';

export type DemoApprovalChoice = NonNullable<ApproveDemoPaymentDto['choice']>;

/** Thrown by createOrder when the shopper has already been told what went wrong (so the wallet's onError stays quiet). */
export class PaymentAlreadyReported extends Error {
  constructor() {
    super('The payment could not start; the shopper has been told why.');
  }
}

interface Options {
  providerName: string;
  /** Read at call time, so the latest cart, form and promo are sent. */
  snapshot: () => CheckoutSnapshot;
  /** The server's figures differ: the promo is dropped when the server no longer grants a discount. */
  onPromoRefused: () => void;
  /** The server's shipping or tax differ from the quote's (a method or a rate changed): the quote is asked again. */
  onFiguresChanged: () => void;
  /** The order exists and the cart is cleared: the page shows it, forgets the stored checkout and goes home. */
  /** statusToken: the order's signed status link, given only to the call that placed it. */
  onPlaced: (orderNumber: number | null, statusToken: string | null) => void;
}

/**
 * The payment flow of docs/product.md, States, shared by the PayPal buttons and the demo wallet: create the wallet
 * order (POST /order),
 * the shopper approves, capture (POST /order/{id}/capture), require COMPLETED, save (POST /api/orders when the
 * capture could not save it), then clear the cart (the page then goes home). Every failure leaves the cart and the form untouched.
 */
export function usePaymentFlow({ providerName, snapshot, onPromoRefused, onFiguresChanged, onPlaced }: Options) {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const [createPaymentOrder] = useCreatePaymentOrderMutation();
  const [approveDemoPayment] = useApproveDemoPaymentMutation();
  const [capturePaymentOrder] = useCapturePaymentOrderMutation();
  const [placeOrder] = usePlaceOrderMutation();
  const [placeFreeOrder] = usePlaceFreeOrderMutation();
  // One key per visit of the step: a repeated 'Place free order' (double click, retry after a lost answer) is one order.
  const freeCheckoutKey = useRef(randomCheckoutKey());
  const [busy, setBusy] = useState(false);
  const [priceChange, setPriceChange] = useState<PriceMismatch | null>(null);
  // What the demo wallet was asked to collect (the server's figures, as PayPal receives them), for its window.
  const [breakdown, setBreakdown] = useState<WalletBreakdownDto | null>(null);
  // A ref as well as state: two clicks in the same frame both see `busy === false` in their closures.
  const inFlight = useRef(false);
  // The snapshot sent with the wallet order, so the save sends the same figures even if the cart changed since.
  const sent = useRef<CheckoutSnapshot | null>(null);
  // PayPal hands createOrder's rejection to onError wrapped in its own error, so "already told" is remembered here.
  const reported = useRef(false);

  const begin = useCallback(() => {
    if (inFlight.current) return false;
    inFlight.current = true;
    setBusy(true);
    return true;
  }, []);
  const end = useCallback(() => {
    inFlight.current = false;
    setBusy(false);
  }, []);

  /** The checkout could not start: new server prices (and a refused promo) are shown, anything else is a toast. */
  const reportStartFailure = useCallback(
    (current: CheckoutSnapshot, error: unknown) => {
      end();
      const mismatch = priceMismatch(error);
      const unavailable = unavailableLines(error);
      if (unavailable) {
        // Nothing was paid: the cart is lowered to what is left and the shopper reviews it before paying again.
        dispatch(replaceItems(withAvailableQuantities(current.items, unavailable)));
        toast({
          title: 'Some items are no longer available',
          description: `${serverMessage(error) ?? ''} Your cart now has what is left.`.trim(),
          variant: 'destructive',
        });
      } else if (mismatch) {
        dispatch(replaceItems(withServerPrices(current.items, mismatch.expected.items)));
        if (current.promo && mismatch.expected.discountAmount === null) onPromoRefused();
        onFiguresChanged();
        setPriceChange(mismatch);
      } else if (errorStatus(error) === undefined && !serverMessage(error)) {
        toast(paymentInitializationFailed(providerName));
      } else {
        toast(paymentFailed(serverMessage(error)));
      }
    },
    [dispatch, end, onPromoRefused, onFiguresChanged, providerName, toast],
  );

  /** POST /order. Resolves with the wallet order id; on failure tells the shopper and throws PaymentAlreadyReported. */
  const createOrder = useCallback(async (): Promise<string> => {
    if (!begin()) {
      reported.current = true;
      throw new PaymentAlreadyReported();
    }
    reported.current = false;
    const current = snapshot();
    setPriceChange(null);
    const result = await createPaymentOrder({ createPaymentOrderDto: createPaymentOrderBody(current) });
    if ('data' in result && result.data) {
      sent.current = current;
      setBreakdown(result.data.breakdown ?? null);
      return result.data.id;
    }
    reportStartFailure(current, result.error);
    reported.current = true;
    throw new PaymentAlreadyReported();
  }, [begin, createPaymentOrder, reportStartFailure, snapshot]);

  /** 'Place free order' (total $0.00): POST /order/free places the order without a wallet. */
  const placeFree = useCallback(async (): Promise<void> => {
    if (!begin()) return;
    const current = snapshot();
    setPriceChange(null);
    const result = await placeFreeOrder({ freeOrderDto: freeOrderBody(current, freeCheckoutKey.current) });
    if (!('data' in result) || !result.data) {
      reportStartFailure(current, result.error);
      return;
    }
    dispatch(clearCart());
    onPlaced(result.data.orderNumber, result.data.statusToken);
    toast(PAYMENT_SUCCESS);
  }, [begin, dispatch, onPlaced, placeFreeOrder, reportStartFailure, snapshot, toast]);

  /** Capture, require COMPLETED, make sure the order is saved, then clear the cart (the page then goes home). */
  const completePayment = useCallback(
    async (paymentId: string): Promise<void> => {
      inFlight.current = true;
      setBusy(true);
      const captured = await capturePaymentOrder({ id: paymentId });
      if (!('data' in captured) || !captured.data) {
        end();
        toast(paymentFailed(serverMessage(captured.error)));
        return;
      }
      if (captured.data.status !== 'COMPLETED') {
        end();
        toast(paymentFailed(statusNotCompleted(providerName, String(captured.data.status))));
        return;
      }
      let orderNumber = captured.data.orderNumber;
      let statusToken = captured.data.statusToken;
      if (captured.data.orderId === null) {
        // 202: paid, but the capture could not save the order; POST /api/orders saves it (or returns it if saved since).
        const saved = await placeOrder({ placeOrderDto: placeOrderBody(sent.current ?? snapshot(), paymentId) });
        if (!('data' in saved) || !saved.data) {
          end();
          toast(ORDER_FAILED);
          return;
        }
        orderNumber = saved.data.orderNumber;
        statusToken = saved.data.statusToken;
      }
      dispatch(clearCart());
      onPlaced(orderNumber, statusToken);
      toast(PAYMENT_SUCCESS);
    },
    [capturePaymentOrder, dispatch, end, onPlaced, placeOrder, providerName, snapshot, toast],
  );

  /** Demo wallet only: the button pressed in its window (POST /order/{id}/approve), then the capture. */
  const approveDemo = useCallback(
    async (paymentId: string, choice: DemoApprovalChoice = 'approve'): Promise<void> => {
      const approved = await approveDemoPayment({ id: paymentId, approveDemoPaymentDto: { choice } });
      if (!('data' in approved) || !approved.data) {
        end();
        toast(WALLET_ERROR);
        return;
      }
      await completePayment(paymentId);
    },
    [approveDemoPayment, completePayment, end, toast],
  );

  const cancel = useCallback(() => {
    end();
    toast(PAYMENT_CANCELLED);
  }, [end, toast]);

  const walletError = useCallback(
    (error: unknown) => {
      if (reported.current || error instanceof PaymentAlreadyReported) {
        reported.current = false;
        return;
      }
      end();
      toast(WALLET_ERROR);
    },
    [end, toast],
  );

  return { busy, priceChange, breakdown, createOrder, approveDemo, completePayment, cancel, walletError, placeFree };
}

export type PaymentFlow = ReturnType<typeof usePaymentFlow>;
