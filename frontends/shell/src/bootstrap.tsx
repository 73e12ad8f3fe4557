import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from '@repair-shop/web/runtime-config';
import { App } from './App';
import { registerRemoteUrls } from './remotes/remote-registry';

async function start(): Promise<void> {
  const config = await loadRuntimeConfig();
  registerRemoteUrls(config.remotes);
  createRoot(document.getElementById('root') as HTMLElement).render(<App />);
}

void start();
