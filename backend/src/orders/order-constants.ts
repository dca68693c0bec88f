/** The shop's single shipping partner: the default and only carrier an order can have. */
export const FIXED_CARRIER = 'UPS';

export const STORE_CODES = ['NHA', 'NH', 'DOL'] as const;
export type StoreCode = (typeof STORE_CODES)[number];
export const DEFAULT_STORE_CODE: StoreCode = 'NHA';

export const ORDER_STATUSES = ['pending', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Paid (every order is, once placed) and not yet shipped: what staff still have to pack and send. */
export const AWAITING_FULFILMENT: readonly OrderStatus[] = ['pending', 'processing'];
