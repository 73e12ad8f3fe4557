import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
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
        {/* At the bottom: at the top they covered the header's trial badge and user menu. */}
        <Notifications position="bottom-right" />
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
