import { SCREENSHOT_DIR, expect, test } from '../support/fixtures';

test('a remote that fails to load shows an Albanian message, the shell keeps working, and retry loads it', async ({
  page,
}) => {
  let blocked = true;
  await page.route('**/remotes/admin/**', (route) => (blocked ? route.abort('failed') : route.continue()));

  await page.goto('/admin-login');
  await expect(page.getByText('Paneli i administratorit nuk mund të ngarkohet')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Provo përsëri' })).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/remote-failed.png` });

  // The rest of the shell still works.
  await page.getByRole('link', { name: 'Kthehu në ballinë' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.goto('/admin-login');
  await expect(page.getByRole('button', { name: 'Provo përsëri' })).toBeVisible();
  blocked = false;
  await page.getByRole('button', { name: 'Provo përsëri' }).click();
  await expect(page.getByLabel('Fjalëkalimi')).toBeVisible();
});
