import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { UpdatePrompt } from '../features/app-download/UpdatePrompt';
import { ThemeProvider } from '../state/theme';
import { router } from './router';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <RouterProvider router={router} />
        <UpdatePrompt />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
