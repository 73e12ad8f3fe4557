// @ts-check
const fs = require('node:fs');
const path = require('node:path');

/**
 * One copy of React, the router, Mantine and TanStack Query for the shell and every remote. Query's
 * React context lives in its module, so a single copy is what lets the remotes use the shell's
 * QueryClient (one cache).
 */
const SINGLETONS = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'react-router-dom',
  '@mantine/core',
  '@mantine/hooks',
  '@mantine/notifications',
  '@mantine/modals',
  '@tanstack/react-query',
];

function installedVersion(name) {
  const packageName = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
  // Read the file directly: some packages do not export their package.json.
  const manifest = path.join(__dirname, '..', '..', 'node_modules', packageName, 'package.json');
  return JSON.parse(fs.readFileSync(manifest, 'utf8')).version;
}

function sharedSingletons() {
  return Object.fromEntries(
    SINGLETONS.map((name) => [name, { singleton: true, requiredVersion: `^${installedVersion(name)}` }]),
  );
}

module.exports = { sharedSingletons };
