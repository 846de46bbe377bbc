import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { getQueryClient } from '../../lib/query-client';

/**
 * Provides the query cache to the data screens. It is a lazily loaded layout so the first load of the
 * sign-in screens does not ship TanStack Query (bundle budget).
 */
export function QueryLayout() {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <Outlet />
    </QueryClientProvider>
  );
}
