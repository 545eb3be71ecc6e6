import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { i18nReady } from '../lib/i18n.ts';
import { followRouter } from '../lib/notices.ts';
import '../styles/global.css';
import { createQueryClient, Providers } from './providers.tsx';
import { routes } from './routes.tsx';

const router = createBrowserRouter(routes);
followRouter(router);
const queryClient = createQueryClient();

// The first render waits for the reader's common texts (the router meanwhile loads the first
// screen). Rendered before them, the layout suspends above the router, and the router's first
// screen could stay unshown: a Korean or Japanese first visit to the home page stayed "Loading...".
void i18nReady.then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <Suspense fallback={null}>
          <RouterProvider router={router} />
        </Suspense>
      </Providers>
    </StrictMode>,
  ),
);
