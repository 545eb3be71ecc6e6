import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import '../styles/global.css';
import { AppRoutes } from './app-routes.tsx';
import { createQueryClient, Providers } from './providers.tsx';
import { preloadScreen, routes } from './routes.tsx';

const queryClient = createQueryClient();
preloadScreen(window.location, queryClient);

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
