import type { Page } from '@playwright/test';
import { roleMay, type ShopPermission, type StaffRole } from '@repair-shop/contracts';
import {
  addJob,
  addPayment,
  addWorker,
  createShopOwner,
  giveLogin,
  markWelcomeSeen,
  signIn,
  setJobStatus,
  type ShopOwner,
} from '../support/api';
import { expect, test } from '../support/fixtures';

/**
 * What the dashboard offers for each permission of the contracts' table, as `role:name` of the control.
 * The owner's walk must meet every one of them (so that this list names real offers); a role without the
 * permission must meet none.
 */
const OFFERS: Partial<Record<ShopPermission, string[]>> = {
  manageBusiness: ['tab:Biznesi', 'button:Ndrysho të dhënat', 'button:Ruaj cilësimet e SMS'],
  manageStaff: [
    'button:Shto punëtor',
    'button:Veprime për Besnik Gashi',
    'menuitem:Jep hyrje në aplikacion',
    'menuitem:Lidhje për fjalëkalim të ri',
    'menuitem:Hiq hyrjen',
    'menuitem:Çaktivizo',
  ],
  managePrintStations: ['link:«Biznesi» → «Printerët»', 'button:Shto printer'],
  manageStock: ['tab:Stoku'],
  readClients: ['tab:Klientët', 'link:Drita Berisha'],
  readStats: ['tab:Statistikat'],
  readMoneyReports: ['tab:Mbyllja e ditës'],
  transferData: ['button:Importo', 'button:Eksporto', 'button:Pagesat'],
  refund: ['radio:Kthim parash'],
  deleteJobs: ['button:Fshi punën'],
};

const CONTROL_ROLES = 'button|link|tab|menuitem|radio|option|switch|checkbox|combobox';
const CONTROL_LINE = new RegExp(`^\\s*- '?(${CONTROL_ROLES}) "((?:[^"\\\\]|\\\\.)*)"(.*)$`);

/** The enabled controls of the page's accessibility tree, as `role:name`. */
async function enabledControls(page: Page): Promise<string[]> {
  const snapshot = await page.locator('body').ariaSnapshot();
  return snapshot
    .split('\n')
    .map((line) => CONTROL_LINE.exec(line))
    .filter((match): match is RegExpExecArray => match !== null && !match[3].includes('[disabled]'))
    .map((match) => `${match[1]}:${match[2].replace(/\\"/g, '"')}`);
}

interface Shop {
  owner: ShopOwner;
  staff: Record<'manager' | 'technician', ShopOwner>;
  jobId: string;
}

/**
 * A shop whose only job was collected (so that the home tab shows its empty state), with money taken on
 * it, a worker without a login (Besnik), a technician (Teuta) and a manager (Mira).
 */
async function shopWithStaff(): Promise<Shop> {
  const owner = await markWelcomeSeen(await createShopOwner());
  const besnik = await addWorker(owner, 'Besnik');
  const technician = await giveLogin(owner, await addWorker(owner, 'Teuta'), 'technician');
  const manager = await giveLogin(owner, await addWorker(owner, 'Mira'), 'manager');
  const job = await addJob(owner, besnik.id, 'Drita Berisha');
  await addPayment(owner, job.id, { kind: 'payment', amount: 20, method: 'cash' });
  await setJobStatus(owner, job.id, 'completed');
  return { owner, staff: { manager, technician }, jobId: job.id };
}

async function settled(page: Page): Promise<void> {
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
}

/**
 * Visits what a member of the shop opens (the home tab, every tab offered, a job, a client's page), opens
 * every menu and the payment dialog, and gives every control offered on the way. Any 403 the server
 * answers meanwhile fails the test: the page asked for something the role may not have.
 */
async function walk(page: Page, account: ShopOwner, jobId: string): Promise<Set<string>> {
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 403) refused.push(`${response.request().method()} ${new URL(response.url()).pathname}`);
  });
  const seen = new Set<string>();
  const collect = async ({ menus: openMenus = true } = {}) => {
    await settled(page);
    for (const control of await enabledControls(page)) seen.add(control);
    if (!openMenus) return;
    const menus = page.locator('[aria-haspopup="menu"]:visible:enabled');
    for (let index = 0; index < (await menus.count()); index += 1) {
      await menus.nth(index).click();
      await expect(page.getByRole('menu')).toBeVisible();
      for (const control of await enabledControls(page)) seen.add(control);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('menu')).toHaveCount(0);
    }
  };

  await signIn(page, account);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Nuk ka punë në servis' })).toBeVisible();
  await collect();
  const tabs = await page.getByRole('tab').allInnerTexts();
  for (const tab of tabs.slice(1)) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
    await collect();
  }

  await page.goto(`/dashboard/pune/${jobId}`);
  await expect(page.getByRole('heading', { name: /^Puna #/ })).toBeVisible();
  await collect();
  await page.getByRole('button', { name: 'Merr pagesë' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await collect({ menus: false });
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.goto('/dashboard/klientet/045987654');
  await expect(page).toHaveURL(/\/dashboard(\/klientet\/045987654)?$/);
  await collect();

  expect(refused, 'requests the server refused on the way').toEqual([]);
  return seen;
}

/** The offers met that the role may not use, by permission. */
function forbiddenOffers(role: StaffRole, seen: Set<string>): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(OFFERS)
      .filter(([permission]) => !roleMay(role, permission as ShopPermission))
      .map(([permission, offers]) => [permission, (offers ?? []).filter((offer) => seen.has(offer))])
      .filter(([, offers]) => offers.length > 0),
  );
}

let shop: Shop;

test.beforeAll(async () => {
  shop = await shopWithStaff();
});

test('the owner is offered everything the list names (so that the list names real offers)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const seen = await walk(page, shop.owner, shop.jobId);
  const missing = Object.values(OFFERS)
    .flat()
    .filter((offer) => !seen.has(offer));
  expect(missing).toEqual([]);
});

for (const viewport of [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`a technician is offered nothing the role may not do (${viewport.name})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const seen = await walk(page, shop.staff.technician, shop.jobId);
    expect(forbiddenOffers('technician', seen)).toEqual({});
    // The jobs are theirs to work on: the walk did meet the job's own actions.
    expect(seen.has('button:Merr pagesë')).toBe(true);
  });

  test(`a manager is offered nothing the role may not do, nor to take away their own login (${viewport.name})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const seen = await walk(page, shop.staff.manager, shop.jobId);
    expect(forbiddenOffers('manager', seen)).toEqual({});
    expect(seen.has('menuitem:Hiq hyrjen')).toBe(true);

    await page.getByRole('tab', { name: 'Punëtorët' }).click();
    await page.getByRole('button', { name: 'Veprime për Mira Gashi' }).click();
    await expect(page.getByRole('menuitem', { name: 'Ndrysho të dhënat' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Hiq hyrjen' })).toHaveCount(0);
    await expect(page.getByRole('menuitem', { name: 'Çaktivizo' })).toHaveCount(0);
  });
}

test('staff opening the business registration go back to the dashboard: only an owner registers a business', async ({
  page,
}) => {
  for (const account of [shop.staff.manager, shop.staff.technician]) {
    await signIn(page, account);
    await page.goto('/business-register');
    await expect(page).toHaveURL(/\/dashboard$/);
  }
});

test('a technician adding a job finds themselves chosen as its worker', async ({ page }) => {
  await signIn(page, shop.staff.technician);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Shto punë', exact: true }).click();
  await expect(page.getByRole('dialog').getByRole('combobox', { name: /^Punëtori/ })).toHaveValue('Teuta Gashi');
});
