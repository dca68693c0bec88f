import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { Providers } from '../app/Providers';
import { makeStore } from '../store/store';
import type { CartItem } from '../store/cart/cartItem';
import { EagerToaster } from '../store/toasts/ToastCard';

interface Options {
  /** The address, or an entry with history state (what `navigate(to, { state })` leaves). */
  route?: string | { pathname: string; search?: string; state?: unknown };
  /** The route pattern the element is mounted at (for useParams). */
  path?: string;
  /** The restored cart; null: not restored yet, as on the server and in the hydrating render. */
  cart?: CartItem[] | null;
  /** With `cart` null: the lines the server painted from the cart cookie, as the store starts in the browser. */
  serverCart?: CartItem[];
}

/** Renders a screen with a fresh store, the theme, a memory router and the toast region. */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', path = '*', cart = [], serverCart }: Options = {},
) {
  const store = makeStore(cart ?? undefined, { serverCart });
  const user = userEvent.setup();
  const result = render(
    <Providers store={store}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={ui} />
          {path !== '*' && <Route path="*" element={null} />}
        </Routes>
        <Location />
        <EagerToaster />
      </MemoryRouter>
    </Providers>,
  );
  return { store, user, ...result };
}

/** Shows the current address in the page, so tests can assert navigation. */
function Location() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}
