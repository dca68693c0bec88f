import '@fontsource/fraunces/latin-600.css';
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-600.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { createEmotionCache } from './app/emotionCache';
import { preloadScreen } from './app/routes';
import { readServerState } from './store/serverState';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const preloaded = readServerState(document);
const app = (
  <StrictMode>
    <App cache={createEmotionCache()} preloaded={preloaded} />
  </StrictMode>
);
// The screen's chunk is already on its way (the server's modulepreload links). Hydration does not wait for it: the
// layout (header, menu, cart button) hydrates now, and the screen's Suspense boundary when its chunk is in (React's
// selective hydration). A failed import is shown by that boundary.
void preloadScreen(window.location.pathname).catch(() => undefined);
// Pages the server rendered (preloaded state present) are hydrated, as a transition so React yields to the browser
// between slices; the back office's shell is rendered here.
if (preloaded) startTransition(() => void hydrateRoot(container, app));
else createRoot(container).render(app);
