import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import type { RuntimeConfig } from '@repair-shop/web/runtime-config';

export type RemoteName = keyof RuntimeConfig['remotes'];

/** The global each remote's remoteEntry.js defines; the same prefix as in the shared webpack config. */
const entryGlobalName = (name: string): string => `__mf_remote_${name}`;

/** Registers each remote at the URL runtime-config.json gives; `force` replaces a failed registration. */
export function registerRemoteUrls(remotes: RuntimeConfig['remotes'], force = false): void {
  registerRemotes(
    Object.entries(remotes).map(([name, entry]) => ({ name, entry, entryGlobalName: entryGlobalName(name) })),
    { force },
  );
}

/** Every remote exposes its routes as "./App". */
export async function loadRemoteApp(name: RemoteName): Promise<ComponentType> {
  const module = await loadRemote<{ default: ComponentType }>(`${name}/App`);
  if (!module?.default) throw new Error(`Remote ${name} has no App`);
  return module.default;
}
