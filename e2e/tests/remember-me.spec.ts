import type { Page } from '@playwright/test';
import { createShopOwner, type ShopOwner } from '../support/api';
import { expect, test } from '../support/fixtures';

async function logIn(page: Page, owner: ShopOwner, remember: boolean): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel(/^Fjalëkalimi/).fill(owner.password);
  const rememberMe = page.getByRole('checkbox', { name: 'Më mbaj mend' });
  // Checked unless the owner says otherwise.
  await expect(rememberMe).toBeChecked();
  if (!remember) await rememberMe.uncheck();
  await page.getByRole('button', { name: 'Hyr' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('tab', { name: 'Ballina' })).toBeVisible();
}

const stored = (page: Page) =>
  page.evaluate(() => ({
    local: { token: localStorage.getItem('token'), user: localStorage.getItem('user') },
    session: { token: sessionStorage.getItem('token'), user: sessionStorage.getItem('user') },
  }));

test('"Më mbaj mend" unchecked keeps the session in sessionStorage only: it survives a reload, not a new tab', async ({
  page,
  context,
}) => {
  const owner = await createShopOwner();
  await logIn(page, owner, false);
  const kept = await stored(page);
  expect(kept.session.token).toBeTruthy();
  expect(JSON.parse(kept.session.user ?? '{}').email).toBe(owner.email);
  expect(kept.local).toEqual({ token: null, user: null });

  await page.reload();
  await expect(page.getByRole('tab', { name: 'Ballina' })).toBeVisible();

  const otherTab = await context.newPage();
  await otherTab.goto('/dashboard');
  await expect(otherTab).toHaveURL(/\/login$/);
});

test('"Më mbaj mend" checked keeps the session in localStorage, for every tab; logging out clears it', async ({
  page,
  context,
}) => {
  const owner = await createShopOwner();
  await logIn(page, owner, true);
  const kept = await stored(page);
  expect(kept.local.token).toBeTruthy();
  expect(kept.session).toEqual({ token: null, user: null });

  const otherTab = await context.newPage();
  await otherTab.goto('/dashboard');
  await expect(otherTab.getByRole('tab', { name: 'Ballina' })).toBeVisible();
  await otherTab.close();

  await page
    .getByRole('button', { name: /Arben Krasniqi/ })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Dilni' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await stored(page)).toEqual({ local: { token: null, user: null }, session: { token: null, user: null } });
});
