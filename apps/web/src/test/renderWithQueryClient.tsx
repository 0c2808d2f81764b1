import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import type { AuthContextValue } from '../features/auth/components/AuthContext';
import { FakeAuthProvider, makeAuthValue } from './fakeAuth';

/** Renders a component with a fresh query cache, a router and a signed-in user (`auth`). */
export function renderWithQueryClient(
  ui: ReactElement,
  { path = '/', auth = makeAuthValue() }: { path?: string; auth?: AuthContextValue } = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <FakeAuthProvider value={auth}>{ui}</FakeAuthProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...view, queryClient };
}
