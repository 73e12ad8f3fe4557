import { expect, test } from '../support/fixtures';

test('the dashboard without a session goes to /login', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Hyr' })).toBeVisible();
});

test('the admin panel without an admin token goes to /admin-login', async ({ page }) => {
  await page.goto('/admin-panel');
  await expect(page).toHaveURL(/\/admin-login$/);
});

test('business registration without a token goes to /login', async ({ page }) => {
  await page.goto('/business-register');
  await expect(page).toHaveURL(/\/login$/);
});

test('an unknown address shows an Albanian not-found page', async ({ page }) => {
  await page.goto('/nuk-ekziston');
  await expect(page.getByText('Faqja nuk u gjet')).toBeVisible();
});
