import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppNotifications } from './AppNotifications';
import { AppQueryProvider } from './AppQueryProvider';
import { theme } from './theme';

/**
 * Theme, notifications, confirm modals and the shared data cache: the frame every Mantine page renders
 * in. Must sit inside a router (the cache opens the login page when a session ends).
 */
export function MantineProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme}>
      <ModalsProvider labels={{ confirm: 'Po', cancel: 'Anulo' }}>
        <AppNotifications />
        <AppQueryProvider>{children}</AppQueryProvider>
      </ModalsProvider>
    </MantineProvider>
  );
}

/** The shell's frame with its router, for a remote running on its own. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <BrowserRouter>
      <MantineProviders>{children}</MantineProviders>
    </BrowserRouter>
  );
}
