/** Where the shell mounts this remote. */
export const ADMIN_ROUTES = { login: '/admin-login', panel: '/admin-panel', home: '/' } as const;
