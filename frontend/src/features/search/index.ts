import { lazy } from 'react';

/** The header's search panel: its own chunk, loaded when the shopper opens the search (out of every first load). */
export const HeaderSearch = lazy(() => import('./HeaderSearch').then((m) => ({ default: m.HeaderSearch })));
