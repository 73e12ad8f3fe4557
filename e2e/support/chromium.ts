import { existsSync } from 'node:fs';

/**
 * Debian's Chromium; a browser is never downloaded. Its headless shell (apt-get install chromium-headless-shell) is
 * what Playwright itself runs headless: it draws the same pages as the full browser for about half the processor,
 * which is most of the browser tests' time on two cores. The full browser (apt-get install chromium) serves too.
 */
const DEBIAN_CHROMIUM = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'];

export function chromiumPath(): string {
  const given = process.env.CHROMIUM_PATH;
  const path = given ?? DEBIAN_CHROMIUM.find((candidate) => existsSync(candidate));
  if (!path || !existsSync(path)) {
    throw new Error(
      `Chromium not found at ${given ?? DEBIAN_CHROMIUM.join(' or ')}: install it ` +
        '(apt-get install -y chromium-headless-shell) or set CHROMIUM_PATH',
    );
  }
  return path;
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
