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

function render() {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <Suspense fallback={null}>
          <RouterProvider router={router} />
        </Suspense>
      </Providers>
    </StrictMode>,
  );
}

// Once the language's common texts are in; if they cannot load, English shows.
void i18nReady.then(render, render);
