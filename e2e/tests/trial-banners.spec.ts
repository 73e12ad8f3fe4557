import { createShopOwner, sessionScript } from '../support/api';
import { setTrialExpiry } from '../support/database';
import { SCREENSHOT_DIR, expect, test } from '../support/fixtures';

const DAY = 24 * 60 * 60 * 1000;

test('a trial with 5 days left shows the yellow warning and a yellow badge', async ({ page }) => {
  const owner = await createShopOwner();
  await setTrialExpiry(owner.email, new Date(Date.now() + 4.5 * DAY));
  await page.goto('/');
  await page.evaluate(sessionScript(owner));
  await page.goto('/dashboard');
  await expect(page.getByText('Periudha provuese po mbaron')).toBeVisible();
  await expect(page.getByText('5 ditë të mbetura')).toBeVisible();
  await expect(page.getByText('Periudha provuese ka skaduar')).toBeHidden();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/trial-warning.png` });
});

test('an expired trial shows the red banner, "Trial skaduar", and writes are refused with the reason', async ({ page }) => {
  const owner = await createShopOwner();
  await setTrialExpiry(owner.email, new Date(Date.now() - DAY));
  await page.goto('/');
  await page.evaluate(sessionScript(owner));
  await page.goto('/dashboard');
  await expect(page.getByText('Periudha provuese ka skaduar')).toBeVisible();
  await expect(page.getByText('Trial skaduar')).toBeVisible();
  await expect(page.getByText('Periudha provuese po mbaron')).toBeHidden();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/trial-expired.png` });

  // Reading still works; adding a worker is refused with the server's Albanian explanation.
  await page.getByRole('tab', { name: 'Punëtorët' }).click();
  await page.getByRole('button', { name: 'Shto punëtor', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Shto punëtor' });
  await dialog.getByRole('textbox', { name: 'Emri', exact: true }).fill('Besnik');
  await dialog.getByLabel('Mbiemri').fill('Gashi');
  await dialog.getByLabel('Numri i telefonit').fill('049 111 222');
  await dialog.getByRole('button', { name: 'Shto punëtorin' }).click();
  await expect(page.getByText(/kontaktoni administratorin/).last()).toBeVisible();
});

test('a session whose token is no longer valid is cleared and ends on /login, saying why', async ({ page }) => {
  const owner = await createShopOwner();
  await page.goto('/');
  await page.evaluate(sessionScript({ ...owner, token: 'not-a-token' }));
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('alert').filter({ hasText: 'Seanca përfundoi' })).toContainText('Seanca juaj nuk është më e vlefshme. Ju lutemi identifikohuni përsëri.');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/session-ended.png` });
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
});

test('the dashboard works on a phone-sized screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const owner = await createShopOwner();
  await page.goto('/');
  await page.evaluate(sessionScript(owner));
  await page.goto('/dashboard');
  await expect(page.getByRole('tab', { name: 'Ballina' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/dashboard-phone.png`, fullPage: true });
});
