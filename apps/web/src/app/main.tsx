import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { followRouter } from '../lib/notices.ts';
import '../styles/global.css';
import { createQueryClient, Providers } from './providers.tsx';
import { routes } from './routes.tsx';

const router = createBrowserRouter(routes);
followRouter(router);
const queryClient = createQueryClient();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers queryClient={queryClient}>
      <Suspense fallback={null}>
        <RouterProvider router={router} />
      </Suspense>
    </Providers>
  </StrictMode>,
);
