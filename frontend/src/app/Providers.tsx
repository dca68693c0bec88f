import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AppStore, RootState } from './store';
import { theme } from './theme';

/**
 * `serverState`: the state the server rendered with. Screens that hydrate later than the app's first commit (lazy
 * parts under Suspense) still read it while they hydrate, so the cart restored at the first commit cannot make them
 * differ from the server's HTML (react-redux passes it to useSyncExternalStore as the server snapshot).
 */
export function Providers({
  store,
  serverState,
  children,
}: {
  store: AppStore;
  serverState?: RootState;
  children: ReactNode;
}) {
  return (
    <Provider store={store} serverState={serverState}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </Provider>
  );
}
