import '@fontsource/fraunces/latin-600.css';
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-600.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { afterFirstPaint } from './app/firstPaint';
import { preloadScreen } from './app/routes';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
// A failed preload is not fatal: the screen's own Suspense boundary loads it again (and shows the error if it fails).
void Promise.all([afterFirstPaint(container), preloadScreen(window.location.pathname).catch(() => undefined)]).then(() =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
