import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './support/chromium';

/**
 * Three workers share one server and one database, test by test (every test makes its own shop; a file whose tests
 * must take turns says so); the test that deletes every account runs alone, after all the others (tagged @alone).
 */
export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  globalSetup: './support/global-setup.ts',
  workers: 3,
  fullyParallel: true,
  // One more try for a test that fails on a machine loaded by the whole suite; the list reporter names every test
  // that needed it as "flaky", and a test failing twice fails the run.
  retries: 1,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
    locale: 'sq-AL',
    timezoneId: 'Europe/Belgrade',
    // As a device asking for less motion: dialogs open at once, so a step never lands on one still opening.
    reducedMotion: 'reduce',
    // A trace costs a quarter of the suite's processor; record one when debugging (--trace=retain-on-failure).
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  projects: [
    // The fleet starts first, on one worker, beside the shared tests: its cluster and servers are its own, and
    // much of its time is spent waiting for restarts.
    { name: 'fleet', grep: /@fleet/ },
    { name: 'shared', grepInvert: /@alone|@fleet/ },
    { name: 'alone', grep: /@alone/, dependencies: ['fleet', 'shared'] },
  ],
});
