import { useEffect, useState } from 'react';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { loadCart } from './cart/cartStorage';
import { persistCart } from './cart/persistCart';
import { Providers } from './Providers';
import { routes } from './routes';
import { makeStore } from './store';

/**
 * The storefront: one store (the cart restored from localStorage), the theme and the route table. The declarative
 * router is enough here (screens fetch through RTK Query, not route loaders) and keeps the first load smaller.
 */
export function App() {
  const [store] = useState(() => makeStore(loadCart()));
  useEffect(() => persistCart(store), [store]);
  return (
    <Providers store={store}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  );
}

export function AppRoutes() {
  return useRoutes(routes);
}
