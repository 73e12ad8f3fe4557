import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { theme } from '../ui/theme';

export interface ProvidersRenderOptions {
  /** Answers already in the data cache, by their keys (never asked again: nothing is stale). */
  cached?: [QueryKey, unknown][];
  /** The address the router starts at. */
  path?: string;
}

export interface ProvidersRender extends RenderResult {
  queryClient: QueryClient;
}

/** A data cache that asks once (no retries) and keeps what it holds fresh for ever. */
export function createTestQueryClient(cached: [QueryKey, unknown][] = []): QueryClient {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  for (const [key, data] of cached) queryClient.setQueryData(key, data);
  return queryClient;
}

/**
 * Renders inside what a remote has around it: the theme (without transitions or portals), confirm
 * modals, a data cache holding `cached`, and a router at `path`.
 */
export function renderWithProviders(
  ui: ReactElement,
  { cached = [], path = '/' }: ProvidersRenderOptions = {},
): ProvidersRender {
  const queryClient = createTestQueryClient(cached);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>
      <MantineProvider theme={theme} env="test">
        <ModalsProvider labels={{ confirm: 'Po', cancel: 'Anulo' }}>
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </ModalsProvider>
      </MantineProvider>
    </MemoryRouter>
  );
  return Object.assign(render(ui, { wrapper }), { queryClient });
}
