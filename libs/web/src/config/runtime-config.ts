/** Where the API and each remote live; read at run time so that one build serves any deployment. */
export interface ProviderContact {
  phone: string;
  whatsapp: string;
  viber: string;
  facebook: string;
  snapchat: string;
  email: string;
}

export interface RuntimeConfig {
  apiBaseUrl: string;
  remotes: Record<'shop' | 'admin' | 'print', string>;
  /** The provider's sales contacts shown on the landing page (buying is not done online). */
  contact: ProviderContact;
}

export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  apiBaseUrl: '/api',
  remotes: {
    shop: '/remotes/shop/remoteEntry.js',
    admin: '/remotes/admin/remoteEntry.js',
    print: '/remotes/print/remoteEntry.js',
  },
  contact: {
    phone: '+383 44 000 000',
    whatsapp: '+383 44 000 000',
    viber: '+383 44 000 000',
    facebook: 'facebook.com/servisi',
    snapchat: 'servisi',
    email: 'info@servisi.app',
  },
};

declare global {
  interface Window {
    __REPAIR_SHOP_CONFIG__?: RuntimeConfig;
  }
}

/** The configuration the shell loaded (every remote reads the same window value). */
export function runtimeConfig(): RuntimeConfig {
  return (typeof window !== 'undefined' && window.__REPAIR_SHOP_CONFIG__) || DEFAULT_RUNTIME_CONFIG;
}

/** Fetches /runtime-config.json once at start; a missing or broken file falls back to the defaults. */
export async function loadRuntimeConfig(url = '/runtime-config.json'): Promise<RuntimeConfig> {
  let config = DEFAULT_RUNTIME_CONFIG;
  try {
    const response = await fetch(url, { cache: 'no-store' });
    if (response.ok) {
      const loaded = (await response.json()) as Partial<RuntimeConfig>;
      config = {
        apiBaseUrl: loaded.apiBaseUrl ?? DEFAULT_RUNTIME_CONFIG.apiBaseUrl,
        remotes: { ...DEFAULT_RUNTIME_CONFIG.remotes, ...loaded.remotes },
        contact: { ...DEFAULT_RUNTIME_CONFIG.contact, ...loaded.contact },
      };
    }
  } catch {
    // Defaults serve the usual single-host deployment.
  }
  window.__REPAIR_SHOP_CONFIG__ = config;
  return config;
}
