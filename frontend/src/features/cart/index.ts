// The cart feature's public face. The drawer and the mini cart are lazy chunks the shell loads by their own paths.
import { lazy } from 'react';

/** A visually hidden live region that speaks from the second cart change on: it loads while the page hydrates. */
export const CartAnnouncer = lazy(() => import('./CartAnnouncer').then((m) => ({ default: m.CartAnnouncer })));
export { FreeShippingProgress } from './FreeShippingProgress';
