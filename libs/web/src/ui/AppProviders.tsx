import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { theme } from './theme';

/** Theme, notifications and confirm modals: the frame every Mantine page renders in. */
export function MantineProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme}>
      <ModalsProvider labels={{ confirm: 'Po', cancel: 'Anulo' }}>
        <Notifications position="top-right" />
        {children}
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
