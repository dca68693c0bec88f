// The cart feature's public face. The drawer and the mini cart are lazy chunks the shell loads by their own paths.
export { CartAnnouncer } from './CartAnnouncer';
export { FreeShippingProgress } from './FreeShippingProgress';
