import { test as base, expect } from '@playwright/test';
import { baseUrl } from './environment';

/** Every test talks to the server global-setup.ts started. */
export const test = base.extend({
  baseURL: async ({}, use) => {
    await use(baseUrl());
  },
});

export { expect };

/** Screenshots of the main screens, kept as test artifacts. */
export const SCREENSHOT_DIR = 'test-results/screens';
