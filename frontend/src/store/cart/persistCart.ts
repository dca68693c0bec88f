import type { AppStore } from '../store';
import { CART_STORAGE_KEY, parseStoredCart, saveCart } from './cartStorage';
import { replaceItems } from './cartSlice';

/** Saves the cart on every change and follows changes made in another tab. Returns the undo function. */
export function persistCart(store: AppStore): () => void {
  let saved = store.getState().cart.items;
  const unsubscribe = store.subscribe(() => {
    const items = store.getState().cart.items;
    if (items === saved) return;
    saved = items;
    saveCart(items);
  });
  const onStorage = (event: StorageEvent) => {
    if (event.key !== CART_STORAGE_KEY) return;
    const items = parseStoredCart(event.newValue);
    saved = items;
    store.dispatch(replaceItems(items));
  };
  window.addEventListener('storage', onStorage);
  return () => {
    unsubscribe();
    window.removeEventListener('storage', onStorage);
  };
}
