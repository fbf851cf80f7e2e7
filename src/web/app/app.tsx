import { RouterProvider, type createBrowserRouter } from 'react-router';
import { AppProviders } from './provider.tsx';

export function App({ router }: { router: ReturnType<typeof createBrowserRouter> }) {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
