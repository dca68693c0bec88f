import { lazy } from 'react';

/** The header's search panel: its own chunk, loaded when the shopper opens the search (out of every first load). */
export const HeaderSearch = lazy(() => import('./HeaderSearch').then((m) => ({ default: m.HeaderSearch })));
/** Warms the panel's chunk when the pointer or focus reaches the search button. */
export const preloadHeaderSearch = () => void import('./HeaderSearch');
