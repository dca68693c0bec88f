import '@fontsource/fraunces/latin-600.css';
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-600.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { createEmotionCache } from './app/emotionCache';
import { evaluateInTurn, nextTask, readRouteChunks } from './app/routeChunks';
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
// The entry's modules (React, MUI's theme, the store...) have just been evaluated in one task: the screen's chunks are
// evaluated one per task after it, then hydration starts, so that no single task holds the main thread for long
// (Lighthouse: TBT). The screen's chunk must be here before hydration so the first render matches the server's HTML
// (a lazy screen would otherwise suspend). A failed preload is not fatal: the screen's Suspense boundary loads it again.
void evaluateInTurn(readRouteChunks(document), (href) => import(/* @vite-ignore */ href))
  .then(nextTask)
  .then(() => preloadScreen(window.location.pathname))
  .catch(() => undefined)
  .then(() => {
    // Pages the server rendered (preloaded state present) are hydrated; the back office's shell is rendered here.
    // Hydrating as a transition lets React yield to the browser every few milliseconds instead of holding the main
    // thread for the whole tree in one task (a tap or a frame waits at most one slice; Lighthouse: total blocking
    // time). The page looks the same meanwhile: it is the server's HTML until the commit.
    if (preloaded) startTransition(() => void hydrateRoot(container, app));
    else createRoot(container).render(app);
  });
