import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { AppContextProvider, type AppContext } from './lib/app-context';
import type { AppRouter } from './router';

/** The providers around the router; main.tsx and the router tests render the same tree. */
export function App({ context, router }: { context: AppContext; router: AppRouter }) {
  return (
    <AppContextProvider value={context}>
      <QueryClientProvider client={context.queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </AppContextProvider>
  );
}
