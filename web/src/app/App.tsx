import { RouterProvider } from 'react-router-dom';
import { AppProviders } from './providers/AppProviders';
import { createRouter } from './router';

const router = createRouter();

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
