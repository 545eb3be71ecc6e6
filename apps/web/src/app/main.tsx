import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { i18nReady } from '../lib/i18n.ts';
import '../styles/global.css';
import { AppRoutes } from './app-routes.tsx';
import { createQueryClient, Providers } from './providers.tsx';
import { preloadScreen, routes } from './routes.tsx';

const queryClient = createQueryClient();
preloadScreen(window.location, queryClient);

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

// Once the language's common texts are in; if they cannot load, English shows.
void i18nReady.then(render, render);
