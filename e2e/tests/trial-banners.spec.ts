import { READ_ONLY_REASON } from '@repair-shop/contracts';
import { addJob, addWorker, createShopOwner, signIn } from '../support/api';
import { baseUrl } from '../support/environment';
import { setTrialExpiry } from '../support/database';
import { SCREENSHOT_DIR, expect, test } from '../support/fixtures';

const DAY = 24 * 60 * 60 * 1000;

test('a trial with 5 days left shows the yellow warning and a yellow badge', async ({ page }) => {
  const owner = await createShopOwner();
  await setTrialExpiry(owner.email, new Date(Date.now() + 4.5 * DAY));
  await signIn(page, owner);
  await page.goto('/dashboard');
  await expect(page.getByText('Periudha provuese po mbaron')).toBeVisible();
  await expect(page.getByText('5 ditë të mbetura')).toBeVisible();
  await expect(page.getByText('Periudha provuese ka skaduar')).toBeHidden();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/trial-warning.png` });
});

test('an expired trial shows the red banner, "Skaduar", and every write is disabled, saying why, before anything is filled in', async ({
  page,
}) => {
  const owner = await createShopOwner();
  const worker = await addWorker(owner);
  const job = await addJob(owner, worker.id, 'Drita Berisha');
  await setTrialExpiry(owner.email, new Date(Date.now() - DAY));
  await signIn(page, owner);
  await page.goto('/dashboard');
  await expect(page.getByText('Periudha provuese ka skaduar')).toBeVisible();
  await expect(page.getByText('Skaduar', { exact: true })).toBeVisible();
  await expect(page.getByText('Periudha provuese po mbaron')).toBeHidden();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/trial-expired.png` });

  // Reading still works; "Shto punë" is disabled and says why, instead of refusing a whole form once filled.
  const addJobButton = page.getByRole('main').getByRole('button', { name: 'Shto punë', exact: true });
  await expect(addJobButton).toBeDisabled();
  await addJobButton.hover();
  await expect(page.getByRole('tooltip')).toHaveText(READ_ONLY_REASON);
  await addJobButton.click({ force: true });
  await expect(page.getByRole('dialog', { name: 'Shto punë të re' })).toHaveCount(0);

  // The job can be read; its status buttons and pencils are disabled, with the same reason.
  await page.getByRole('button', { name: 'Shiko punën e Drita Berisha' }).click();
  const statuses = page.getByRole('group', { name: 'Ndrysho statusin' });
  await expect(statuses.getByRole('button', { name: 'Gati' })).toBeDisabled();
  await statuses.getByRole('button', { name: 'Gati' }).hover();
  await expect(page.getByRole('tooltip')).toHaveText(READ_ONLY_REASON);
  const pencil = page.getByRole('button', { name: 'Ndrysho: Klienti' });
  await expect(pencil).toBeDisabled();
  await pencil.click({ force: true });
  await expect(page.getByRole('button', { name: 'Ruaj', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Anulo punën' })).toBeDisabled();

  await page.getByRole('button', { name: 'Kthehu' }).click();
  await page.getByRole('tab', { name: 'Punëtorët' }).click();
  await expect(page.getByRole('button', { name: 'Shto punëtor', exact: true })).toBeDisabled();

  // The server refuses a write anyway, with its Albanian explanation.
  const refused = await fetch(`${baseUrl()}/api/jobs/${job.id}/status`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${owner.token}` },
    body: JSON.stringify({ status: 'ready' }),
  });
  expect(refused.status).toBe(403);
  expect(((await refused.json()) as { detail: string }).detail).toMatch(/administrator/);
});

test('a session whose token is no longer valid is cleared and ends on /login, saying why', async ({ page }) => {
  const owner = await createShopOwner();
  await signIn(page, { ...owner, token: 'not-a-token' });
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('alert').filter({ hasText: 'Seanca përfundoi' })).toContainText(
    'Seanca juaj nuk është më e vlefshme. Ju lutemi identifikohuni përsëri.',
  );
  await page.screenshot({ path: `${SCREENSHOT_DIR}/session-ended.png` });
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
});

test('the dashboard works on a phone-sized screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const owner = await createShopOwner();
  await signIn(page, owner);
  await page.goto('/dashboard');
  await expect(page.getByRole('tab', { name: 'Ballina' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/dashboard-phone.png`, fullPage: true });
});
