import { useAppSelector } from '../store';
import { cartItemCount, cartSubtotalCents } from './cartSlice';

export function useCart() {
  const items = useAppSelector((state) => state.cart.items);
  return { items, itemCount: cartItemCount(items), subtotalCents: cartSubtotalCents(items) };
}
