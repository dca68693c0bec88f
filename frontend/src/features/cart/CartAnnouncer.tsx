import { useEffect, useRef, useState } from 'react';
import { LiveAnnouncer } from '../../components/LiveAnnouncer';
import { formatCents } from '../../lib/money';
import { itemCountText } from './cartLabels';
import { freeShippingStatus } from './freeShipping';
import { useCart } from '../../store/cart/useCart';

/** Announces each cart change and the free-shipping status politely (never on first load). */
export function CartAnnouncer() {
  const { items, itemCount, subtotalCents } = useCart();
  const [message, setMessage] = useState('');
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const summary =
      itemCount === 0
        ? 'Your cart is empty.'
        : `Cart updated: ${itemCountText(itemCount)}, subtotal ${formatCents(subtotalCents)}. ${withStop(freeShippingStatus(subtotalCents).message)}`;
    setMessage(summary);
  }, [items, itemCount, subtotalCents]);
  return <LiveAnnouncer message={message} />;
}

const withStop = (sentence: string) => (/[.!?]$/.test(sentence) ? sentence : `${sentence}.`);
