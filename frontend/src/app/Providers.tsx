import CssBaseline from '@mui/material/CssBaseline';
// @mui/system's ThemeProvider is what @mui/material/styles' one renders for a theme without CSS variables (this one);
// the Material one also imports the CSS-variables provider (colour-scheme storage and script), code in the first load
// that this theme never runs.
import { ThemeProvider } from '@mui/system';
import { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AppStore, RootState } from '../store/store';
import { theme } from '../theme/theme';

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
