import { test as base, expect } from '@playwright/test';
import { baseUrl } from './environment';

/** Every test talks to the server global-setup.ts started. */
export const test = base.extend({
  // Playwright reads a fixture's dependencies from its destructuring pattern, empty here.
  // eslint-disable-next-line no-empty-pattern
  baseURL: async ({}, use) => {
    await use(baseUrl());
  },
});

export { expect };

/** Screenshots of the main screens, kept as test artifacts. */
export const SCREENSHOT_DIR = 'test-results/screens';
