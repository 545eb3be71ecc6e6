import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { i18nReady } from '../lib/i18n.ts';
import '../styles/global.css';
import { AppRoutes } from './app-routes.tsx';
import { createQueryClient, Providers } from './providers.tsx';
import { preloadScreen, routes } from './routes.tsx';

const queryClient = createQueryClient();
const firstScreen = preloadScreen(window.location, queryClient);

/** How long the first render waits for the first screen's code before showing the layout alone. */
const FIRST_SCREEN_WAIT_MS = 1000;

function render() {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <Suspense fallback={null}>
          <BrowserRouter>
            <AppRoutes routes={routes} />
          </BrowserRouter>
        </Suspense>
      </Providers>
    </StrictMode>,
  );
}

// Once the language's common texts are in (if they cannot load, English shows) and the first
// screen's code, so the page is drawn whole at once (landing pages name that code in their head,
// decision 41); a screen slow to come shows the layout with its loading line meanwhile.
const firstScreenOrTimeout = Promise.race([
  firstScreen.catch(() => undefined),
  new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS)),
]);
void Promise.all([i18nReady.catch(() => undefined), firstScreenOrTimeout]).then(render);

// The service worker (decision 0061: it shows pushes; with the manifest, Moim installs as an app),
// once the page has loaded, so nothing of the first screen waits for it.
if ('serviceWorker' in navigator) {
  window.addEventListener('load', () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined));
}
