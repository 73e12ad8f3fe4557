import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from '../config/runtime-config';
import { AppProviders } from './AppProviders';

/** Runs a remote as its own page (development, or a separately deployed remote). */
export async function renderStandalone(App: ComponentType): Promise<void> {
  await loadRuntimeConfig();
  createRoot(document.getElementById('root') as HTMLElement).render(
    <AppProviders>
      <App />
    </AppProviders>,
  );
}
