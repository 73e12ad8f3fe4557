import { trackingPath, type WorkerResponse } from '@repair-shop/contracts';
import { addJob, addWorker, callServer, createShopOwner, setJobStatus } from '../support/api';
import { baseUrl } from '../support/environment';
import { SCREENSHOT_DIR, expect, test } from '../support/fixtures';

const REQUIRED = 'Kjo fushë është e detyrueshme';

test('an empty form is answered in Albanian next to each field, never by the browser', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveTitle('Hyr në llogari – Servisi');
  await page.getByRole('button', { name: 'Hyr' }).click();
  // The browser would have stopped the form with "Please fill out this field." before any of these.
  await expect(page.getByText(REQUIRED)).toHaveCount(2);
  await page.getByLabel('Email').fill('arben');
  await page.getByRole('button', { name: 'Hyr' }).click();
  await expect(page.getByText('Shkruani një adresë email të vlefshme, p.sh. emri@shembull.com')).toBeVisible();
  // The form asks the browser not to check it: its English bubble never shows.
  expect(await page.locator('form').evaluate((form: HTMLFormElement) => form.noValidate)).toBe(true);

  await page.goto('/register');
  await expect(page).toHaveTitle('Krijo llogarinë – Servisi');
  await page.getByLabel('Emri', { exact: false }).first().fill('Arta');
  await page.getByLabel(/^Fjalëkalimi/).fill('shkurt');
  await page.getByRole('button', { name: 'Regjistrohu' }).click();
  await expect(page.getByText('Fjalëkalimi duhet të ketë të paktën 8 karaktere')).toBeVisible();
  await expect(page.getByText(REQUIRED)).toHaveCount(3);
  await expect(page).toHaveURL(/\/register$/);

  await page.goto('/gjurmo');
  await expect(page).toHaveTitle('Gjurmo riparimin – Servisi');
  await page.getByRole('button', { name: 'Gjurmo' }).click();
  await expect(page.getByText(REQUIRED)).toHaveCount(2);
});

test('an owner who skipped the business is taken to it at login, then led through the first steps', async ({
  page,
}) => {
  const owner = await createShopOwner({ business: false, firstName: 'Vjosa' });
  await page.goto('/login');
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel(/^Fjalëkalimi/).fill(owner.password);
  await page.getByRole('button', { name: 'Hyr' }).click();
  await expect(page).toHaveURL(/\/business-register$/);
  await expect(page).toHaveTitle('Regjistro biznesin – Servisi');

  await page.getByRole('button', { name: 'Regjistro biznesin' }).click();
  await expect(page.getByText(REQUIRED)).toHaveCount(3);
  await page.getByLabel('Emri i biznesit').fill('Servisi Vjosa');
  await page.getByLabel('Numri kontaktues').fill('044 777 888');
  await page.getByRole('combobox', { name: 'Shteti' }).click();
  await page.getByRole('option', { name: 'Shqipëri' }).click();
  await page.getByRole('combobox', { name: 'Qyteti' }).click();
  await page.getByRole('option', { name: 'Durrës' }).click();
  await page.getByRole('button', { name: 'Regjistro biznesin' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page).toHaveTitle('Ballina – Servisi');

  // The welcome banner's steps in their order: the business is done; no worker yet, so no job either.
  const steps = page.getByRole('list', { name: 'Hapat e parë' });
  await expect(steps.getByText('U bë')).toHaveCount(1);
  await expect(steps.getByRole('button', { name: 'Regjistro pajisjen e parë' })).toHaveCount(0);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/first-steps.png`, fullPage: true });
  // A shop of one: the owner is its worker in one tap.
  await steps.getByRole('button', { name: 'Shto veten si punëtor' }).click();
  await expect(page.getByText('Punëtori u shtua me sukses!')).toBeVisible();
  await expect(steps.getByText('U bë')).toHaveCount(2);
  await steps.getByRole('button', { name: 'Regjistro pajisjen e parë' }).click();
  const dialog = page.getByRole('dialog', { name: 'Shto punë' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');

  // A job received and already completed (none left in the shop): the last step is ticked, and stays so.
  const [self] = await callServer<WorkerResponse[]>(baseUrl(), 'GET', '/workers', undefined, owner.token);
  const first = await addJob(owner, self.id);
  await setJobStatus(owner, first.id, 'completed');
  await page.reload();
  await expect(steps.getByText('U bë')).toHaveCount(3);
  await expect(steps.getByRole('button', { name: 'Regjistro pajisjen e parë' })).toHaveCount(0);

  await page.getByRole('tab', { name: 'Punëtorët' }).click();
  await expect(page).toHaveTitle('Punëtorët – Servisi');
  await expect(page.getByText('044 777 888')).toBeVisible();
});

test('someone signed in who opens the landing page or the login is offered the way back; each page has its own title', async ({
  page,
}) => {
  const owner = await createShopOwner({ firstName: 'Driton' });
  const worker = await addWorker(owner);
  const job = await addJob(owner, worker.id, 'Blerta Hoxha', { deviceModel: 'iPhone 13' });

  await page.goto('/');
  await expect(page).toHaveTitle('Servisi – Menaxhimi i servisit të telefonave');
  await expect(page.getByRole('link', { name: 'Vazhdo te paneli' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Hyr', exact: true }).click();
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel(/^Fjalëkalimi/).fill(owner.password);
  await page.getByRole('button', { name: 'Hyr' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/');
  await page.getByRole('link', { name: 'Vazhdo te paneli' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/login');
  await expect(page.getByText('Jeni identifikuar si Driton Krasniqi')).toBeVisible();
  await page.getByRole('link', { name: 'Vazhdo te paneli' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto(`/dashboard/pune/${job.id}`);
  await expect(page).toHaveTitle('Blerta Hoxha · iPhone 13 – Servisi');
  await page.goto(trackingPath(job.trackingToken));
  await expect(page).toHaveTitle('Servisi Arben');
});
