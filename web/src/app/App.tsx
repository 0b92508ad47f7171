import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './providers/AppProviders';
import type { AppRouter } from './router';

export function App({ router }: { router: AppRouter }) {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
