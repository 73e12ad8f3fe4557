import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../../support/chromium';
import { format, formatBytes, type Report } from '../report';
import { median } from './percentile';

/** What the browser fetched of one kind (script or stylesheet). */
interface Transfer {
  bytes: number;
  files: number;
  compressed: number;
}

export interface LoginRun {
  /** From the click on "Hyr" to the first row of the jobs list being visible. */
  loginMs: number;
  /** From opening /login to that row. */
  totalMs: number;
  scripts: Transfer;
  styles: Transfer;
}

/**
 * The first row of the jobs list (a row of the table on a wide screen, a card on a phone), or the list's
 * empty state: the home tab shows the work still in the shop, and a small shop may have none right now.
 */
function firstJobRow(page: Page) {
  const rows = page.locator('table[aria-label="Lista e punëve"] tbody tr, ul[aria-label="Lista e punëve"] > li');
  return rows.or(page.getByRole('heading', { name: 'Nuk ka punë në servis' })).first();
}

/** One login in a fresh context (nothing cached), timed to the first row of jobs. */
async function loginOnce(browser: Browser, baseUrl: string, email: string, password: string): Promise<LoginRun> {
  const context = await browser.newContext({
    viewport: { width: 1366, height: 800 },
    locale: 'sq-AL',
    timezoneId: 'Europe/Belgrade',
  });
  try {
    const page = await context.newPage();
    const scripts: Transfer = { bytes: 0, files: 0, compressed: 0 };
    const styles: Transfer = { bytes: 0, files: 0, compressed: 0 };
    const pending: Promise<void>[] = [];
    page.on('response', (response) => {
      const kind = response.request().resourceType();
      const tally = kind === 'script' ? scripts : kind === 'stylesheet' ? styles : null;
      if (!tally) return;
      pending.push(
        (async () => {
          const sizes = await response
            .request()
            .sizes()
            .catch(() => null);
          const encoding = (await response.headerValue('content-encoding').catch(() => null)) ?? '';
          tally.files += 1;
          tally.bytes += sizes ? sizes.responseBodySize : 0;
          if (/^(br|gzip|zstd|deflate)$/.test(encoding)) tally.compressed += 1;
        })(),
      );
    });
    const opened = Date.now();
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Fjalëkalimi').fill(password);
    const clicked = Date.now();
    await page.getByRole('button', { name: 'Hyr', exact: true }).click();
    await firstJobRow(page).waitFor({ state: 'visible', timeout: 30_000 });
    const shown = Date.now();
    await Promise.all(pending);
    return { loginMs: shown - clicked, totalMs: shown - opened, scripts, styles };
  } finally {
    await context.close();
  }
}

/** `runs` logins of each shop in Debian's Chromium; median and max, and what the scripts and styles weighed. */
export async function measureLogin(
  baseUrl: string,
  shops: { shop: 'big' | 'small'; email: string; password: string }[],
  runs: number,
  report: Report,
): Promise<string> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  const lines: string[] = [];
  try {
    for (const { shop, email, password } of shops) {
      const name = `${shop}: login → first job row (median of ${runs})`;
      try {
        const results: LoginRun[] = [];
        for (let run = 0; run < runs; run++) results.push(await loginOnce(browser, baseUrl, email, password));
        const times = results.map((result) => result.loginMs);
        const totals = results.map((result) => result.totalMs);
        const measured = `${format(median(times))} ms (max ${format(Math.max(...times))})`;
        if (shop === 'big') report.below(name, median(times), 1200, 'ms', measured);
        else report.add({ name, measured, target: '', pass: null });
        lines.push(
          `${shop}: login → first row ${times.map((time) => `${time} ms`).join(', ')}; from opening /login ${totals.map((time) => `${time} ms`).join(', ')}`,
        );
        const first = results[0];
        if (shop === 'big' && first) {
          for (const [kind, tally] of [
            ['JS', first.scripts],
            ['CSS', first.styles],
          ] as const) {
            const all = tally.files > 0 && tally.compressed === tally.files;
            report.add({
              name: `${kind} transferred (login + dashboard, cold)`,
              measured: `${formatBytes(tally.bytes)} in ${tally.files} files, ${tally.compressed} compressed`,
              target: 'served compressed',
              pass: tally.files === 0 ? null : all,
            });
          }
        }
      } catch (error) {
        report.problem(name, error);
      }
    }
  } finally {
    await browser.close();
  }
  return lines.join('\n');
}

/**
 * A 3-line sale at the counter, timed from the first scan to its receipt page: three codes typed as a scanner
 * types them (fast, then Enter), «Paguaj» in cash, «Printo kuponin», the receipt drawn. Logged in beforehand in
 * the same context, so the figure is the sale's own, not a cold start.
 */
export async function measureSaleInBrowser(
  baseUrl: string,
  account: { email: string; password: string },
  codes: string[],
  runs: number,
  report: Report,
): Promise<string> {
  const name = `big: 3-line sale, first scan → receipt page (median of ${runs})`;
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({
      viewport: { width: 1366, height: 800 },
      locale: 'sq-AL',
      timezoneId: 'Europe/Belgrade',
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/login`);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Fjalëkalimi').fill(account.password);
    await page.getByRole('button', { name: 'Hyr', exact: true }).click();
    await firstJobRow(page).waitFor({ state: 'visible', timeout: 30_000 });
    const times: number[] = [];
    await page.goto(`${baseUrl}/dashboard/shitje`);
    // One unmeasured sale first (the sale screen's and the receipt's code load once); after each receipt the
    // cashier goes back to the sale screen, as the counter does, without reloading the application.
    for (let run = 0; run <= runs; run++) {
      if (run > 0) await page.goBack();
      const field = page.getByRole('searchbox', { name: 'Skano ose kërko' });
      await field.waitFor({ state: 'visible', timeout: 30_000 });
      const lines = page.getByRole('list', { name: 'Shporta' }).getByRole('listitem');
      const started = Date.now();
      for (const [index, code] of codes.entries()) {
        await field.pressSequentially(code);
        await field.press('Enter');
        await lines.nth(index).waitFor({ state: 'visible' });
      }
      await page.getByRole('button', { name: /^Paguaj / }).click();
      await page.getByRole('button', { name: 'Printo kuponin' }).click();
      await page.getByRole('article', { name: 'Kupon shitjeje' }).waitFor({ state: 'visible', timeout: 30_000 });
      if (run > 0) times.push(Date.now() - started);
    }
    await context.close();
    report.below(name, median(times), 1500, 'ms', `${format(median(times))} ms (max ${format(Math.max(...times))})`);
    return `3-line sale, first scan → receipt: ${times.map((time) => `${time} ms`).join(', ')}`;
  } catch (error) {
    report.problem(name, error);
    return `${name}: not measured`;
  } finally {
    await browser.close();
  }
}
