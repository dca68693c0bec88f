import '@fontsource/fraunces/latin-600.css';
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-600.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { createEmotionCache } from './app/emotionCache';
import { preloadScreen } from './app/routes';
import { readServerState } from './app/serverState';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const preloaded = readServerState(document);
const app = (
  <StrictMode>
    <App cache={createEmotionCache()} preloaded={preloaded} />
  </StrictMode>
);
// The screen's chunk must be here before hydration so the first render matches the server's HTML (a lazy screen
// would otherwise suspend). A failed preload is not fatal: the screen's Suspense boundary loads it again.
void preloadScreen(window.location.pathname)
  .catch(() => undefined)
  .then(() => {
    // Pages the server rendered (preloaded state present) are hydrated; the back office's shell is rendered here.
    if (preloaded) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
