import type { Locator, Page } from '@playwright/test';
import {
  addJob,
  addPayment,
  addWorker,
  createShopOwner,
  markWelcomeSeen,
  signIn,
  type ShopOwner,
} from '../support/api';
import { baseUrl } from '../support/environment';
import { SCREENSHOT_DIR, expect, test } from '../support/fixtures';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const CLIENT = 'Qëndresa Çeku-Dërmaku';

async function post<T>(owner: ShopOwner, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${baseUrl()}/api${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${owner.token}` },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path} → ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A shop with what the phone screens show: parts with long names and prices, a job with parts and payments, a client with two jobs. */
async function busyShop(): Promise<{ owner: ShopOwner; jobId: string }> {
  const owner = await markWelcomeSeen(await createShopOwner());
  const worker = await addWorker(owner);
  const parts: { part: { id: string } }[] = [];
  for (const [index, name] of [
    'Ekran OLED Samsung Galaxy S23 Ultra origjinal',
    'Bateri iPhone 13 Pro Max',
    'Porta e karikimit USB-C Xiaomi',
  ].entries()) {
    parts.push(
      await post(owner, '/parts', {
        name,
        code: `88012345${index}`,
        costPrice: 120.5,
        salePrice: 1890.5,
        quantity: 12 - index * 5,
        lowStockLevel: 3,
      }),
    );
  }
  const job = await addJob(owner, worker.id, CLIENT, { clientPhone: '049 321 654' });
  for (const { part } of parts.slice(0, 2))
    await post(owner, `/jobs/${job.id}/parts`, { partId: part.id, quantity: 1, allowNegativeStock: true });
  await addPayment(owner, job.id, { amount: 20, method: 'cash', kind: 'deposit' });
  await addPayment(owner, job.id, { amount: 1234.5, method: 'card', kind: 'payment', note: 'Pagesa e plotë' });
  await addJob(owner, worker.id, CLIENT, { clientPhone: '049 321 654', deviceModel: 'iPad Pro 12.9' });
  return { owner, jobId: job.id };
}

/**
 * Nothing reaches past the screen's right edge unless it is inside a box that scrolls sideways (the
 * page itself never does), and every such box that does scroll shows it: the shadow over its right edge
 * and the hint under it.
 */
async function expectNothingSilentlyCut(page: Page): Promise<void> {
  const found = await page.evaluate(() => {
    const screen = window.innerWidth;
    const insideScroller = (element: Element): boolean => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        const overflow = getComputedStyle(parent).overflowX;
        if (overflow === 'auto' || overflow === 'scroll') return true;
      }
      return false;
    };
    const cut = Array.from(document.body.querySelectorAll('*'))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.right > screen + 1 && !insideScroller(element);
      })
      .map((element) => element.outerHTML.slice(0, 120));
    // Every box that does scroll sideways (a table's, or any other) is one that shows it.
    const scrollers = Array.from(document.body.querySelectorAll<HTMLElement>('*'))
      .filter(
        (box) => ['auto', 'scroll'].includes(getComputedStyle(box).overflowX) && box.scrollWidth > box.clientWidth + 1,
      )
      .map((box) => ({
        html: box.outerHTML.slice(0, 80),
        shows:
          box.dataset.scrolls === 'true' && box.parentElement?.querySelector('[data-scroll-shadow="right"]') !== null,
        hint: box.parentElement?.parentElement?.textContent?.includes('Rrëshqitni anash') ?? false,
      }));
    return { pageWidth: document.documentElement.scrollWidth, screen, cut, scrollers };
  });
  expect(found.pageWidth).toBeLessThanOrEqual(found.screen);
  expect(found.cut).toEqual([]);
  for (const scroller of found.scrollers) expect(scroller).toEqual({ html: scroller.html, shows: true, hint: true });
}

/** Every text of these elements is whole: none is cut short (its content no wider than its box). */
async function expectWholeTexts(elements: Locator): Promise<void> {
  const cut = await elements.evaluateAll((nodes) =>
    nodes
      .filter((node) => node.getBoundingClientRect().width > 0 && node.scrollWidth > node.clientWidth + 1)
      .map((node) => node.textContent),
  );
  expect(cut).toEqual([]);
}

/** The intake checklist's answers: every chip and button of the dialog reads whole, each answer on one line. */
async function expectChecklistReadable(dialog: Locator): Promise<void> {
  const screen = dialog.getByRole('radiogroup', { name: 'Ekrani' });
  await expect(screen.getByText('Në rregull')).toBeVisible();
  await expect(screen.getByText('Pa testuar')).toBeVisible();
  await expect(dialog.getByRole('radiogroup', { name: 'Gjurmë uji' }).getByText('Pa kontrolluar')).toBeVisible();
  await expectWholeTexts(dialog.locator('button, label'));
  // An answer broken inside a word would take two lines: each is one line high.
  const tall = await dialog
    .getByRole('radiogroup')
    .locator('label')
    .evaluateAll((labels) =>
      labels
        .filter(
          (label) =>
            label.getClientRects().length !== 1 ||
            label.getBoundingClientRect().height > 2 * parseFloat(getComputedStyle(label).fontSize) + 12,
        )
        .map((label) => label.textContent),
    );
  expect(tall).toEqual([]);
}

const SCREENS = (jobId: string) =>
  [
    ['home', '/dashboard', 'Sot, sipas statusit'],
    ['stock', '/dashboard/stoku', 'Ekran OLED Samsung Galaxy S23 Ultra origjinal'],
    ['job', `/dashboard/pune/${jobId}`, 'Pjesët e përdorura'],
    ['day-close', '/dashboard/mbyllja', 'Pagesat e ditës'],
    ['client', '/dashboard/klientet/049321654', 'Punët e klientit'],
    ['clients', '/dashboard/klientet', CLIENT],
    ['workers', '/dashboard/punetoret', 'Besnik Gashi'],
    ['stats', '/dashboard/statistikat', 'Të ardhurat'],
    ['business', '/dashboard/biznesi', 'Servisi Arben'],
  ] as const;

/** Opens each tab of a busy shop at this size, waits for it to draw and keeps a screenshot; `check` runs on each. */
async function visitScreens(
  page: Page,
  size: { name: string; width: number; height: number },
  check: (page: Page) => Promise<void>,
): Promise<string> {
  const { owner, jobId } = await busyShop();
  await signIn(page, owner);
  await page.setViewportSize({ width: size.width, height: size.height });
  for (const [screen, path, ready] of SCREENS(jobId)) {
    await page.goto(path);
    await expect(page.getByText(ready).first()).toBeVisible();
    // Charts and shadows are drawn after the first paint.
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/layout-${screen}-${size.name}.png`, fullPage: true });
    await check(page);
  }
  return jobId;
}

test('on a phone nothing is cut at the right edge of any tab: tables become cards or show that they scroll', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await visitScreens(page, { name: 'phone', ...PHONE }, expectNothingSilentlyCut);
});

test('on a phone the stock, the parts, the payments and the clients are cards or rows, and the five counters fit', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const { owner, jobId } = await busyShop();
  await signIn(page, owner);
  await page.setViewportSize(PHONE);
  await page.goto('/dashboard/stoku');
  await expect(page.getByRole('list', { name: 'Lista e produkteve' }).getByRole('listitem')).toHaveCount(3);
  await expect(page.getByRole('list', { name: 'Lista e produkteve' })).toContainText('Në stok: 2');
  await page.goto(`/dashboard/pune/${jobId}`);
  const parts = page.getByRole('region', { name: 'Pjesët e përdorura' });
  await expect(parts.getByRole('list', { name: 'Pjesët e përdorura' }).getByRole('listitem')).toHaveCount(2);
  await expect(parts).toContainText('1 × 1.890,50 €');
  await parts.screenshot({ path: `${SCREENSHOT_DIR}/layout-job-parts-phone.png` });
  await page.goto('/dashboard/mbyllja');
  const payments = page.getByRole('list', { name: 'Pagesat e ditës' });
  await expect(payments.getByRole('listitem')).toHaveCount(2);
  await expect(payments).toContainText('1.234,50 €');
  await page.goto('/dashboard/klientet');
  await expect(page.getByRole('list', { name: 'Lista e klientëve' })).toContainText('2 punë');
  await page.goto('/dashboard/klientet/049321654');
  await expectWholeTexts(page.getByRole('button', { name: 'Kthehu' }));

  // The home tab's five counters, each whole and on the screen.
  await page.goto('/dashboard');
  const counters = page.getByRole('list', { name: 'Punët e sotme sipas statusit' }).getByRole('listitem');
  await expect(counters).toHaveCount(5);
  for (const counter of await counters.all()) {
    const box = await counter.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
  }
  await expectWholeTexts(counters.locator('p'));
  await page
    .getByRole('list', { name: 'Punët e sotme sipas statusit' })
    .screenshot({ path: `${SCREENSHOT_DIR}/layout-counters-phone.png` });
});

test('every tab draws at desktop size, and the intake checklist reads whole on a phone and on a desktop', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const jobId = await visitScreens(page, { name: 'desktop', ...DESKTOP }, async () => undefined);

  // The intake checklist, in the new job dialog and in the job's own, at both sizes.
  for (const [name, size] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Shto punë', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Shto punë të re' });
    await expectChecklistReadable(dialog);
    await dialog.getByRole('radiogroup', { name: 'Ekrani' }).getByText('Me defekt').click();
    await expect(
      dialog.getByRole('radiogroup', { name: 'Ekrani' }).getByRole('radio', { name: 'Me defekt' }),
    ).toBeChecked();
    await dialog.getByRole('radiogroup', { name: 'Kamerat' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENSHOT_DIR}/layout-checklist-${name}.png` });
    await dialog.getByRole('button', { name: 'Anulo' }).click();

    await page.goto(`/dashboard/pune/${jobId}`);
    await page.getByRole('button', { name: 'Regjistro gjendjen' }).click();
    await expectChecklistReadable(page.getByRole('dialog', { name: 'Gjendja e pajisjes në pranim' }));
  }
});
