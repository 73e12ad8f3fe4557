import { createShopOwner, signIn } from '../support/api';
import { SHARED_DATABASE_SERVER_ENV, databaseUrl } from '../support/environment';
import { SCREENSHOT_DIR, expect, test } from '../support/fixtures';
import { freePort, startServer, type ServerProcess } from '../support/server-process';
import { setTimeout as delay } from 'node:timers/promises';

let server: ServerProcess;

// A server of its own without SMTP_URL: the reset email is then written to its log, where the test reads the link.
test.beforeAll(async () => {
  const port = await freePort();
  server = await startServer(
    {
      DATABASE_URL: databaseUrl(),
      ...SHARED_DATABASE_SERVER_ENV,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'warn',
    },
    port,
    { hashing: 'tests' },
  );
});

test.afterAll(async () => {
  await server.stop();
});

async function resetLinkFor(email: string): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const logged = server.output().split(`email to ${email} not sent`)[1];
    const link = logged?.match(/http:\/\/127\.0\.0\.1:\d+\/reset-password\/[A-Za-z0-9_-]+/)?.[0];
    if (link) return link;
    if (Date.now() > deadline) throw new Error(`No reset link for ${email} in the log`);
    await delay(100);
  }
}

test('a server without email says no link will come; the link it logged for the provider resets the password, once', async ({
  page,
}) => {
  const owner = await createShopOwner();
  await page.goto(`${server.baseUrl}/login`);
  await page.getByRole('link', { name: 'Keni harruar fjalëkalimin?' }).click();
  // The login page has an Email field too: type only once the link has opened its own page.
  await expect(page.getByRole('heading', { name: 'Keni harruar fjalëkalimin?' })).toBeVisible();
  await page.getByLabel('Email').fill(owner.email);
  await page.getByRole('button', { name: 'Dërgo lidhjen' }).click();
  // This server sends no email: the page says so, and whom to ask, rather than "we sent you a link".
  const answer = page.getByRole('status');
  await expect(answer).toContainText('Nuk do t’ju vijë asnjë email');
  await expect(answer).toContainText('Ky server nuk dërgon email, ndaj nuk do t’ju vijë asnjë lidhje.');
  await expect(answer).not.toContainText('ju kemi dërguar');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/forgot-password.png` });

  const link = await resetLinkFor(owner.email);
  await page.goto(link);
  await page.getByLabel(/^Fjalëkalimi i ri/).fill('fjalekalimi-i-ri-2026');
  await page.getByLabel(/^Konfirmo fjalëkalimin/).fill('fjalekalimi-i-ri-2026');
  await page.getByRole('button', { name: 'Ruaj fjalëkalimin' }).click();
  await expect(page.getByText('Fjalëkalimi u ndryshua.', { exact: false })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel(/^Fjalëkalimi/).fill('fjalekalimi-i-ri-2026');
  await page.getByRole('button', { name: 'Hyr' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The same link cannot be used twice.
  await page.goto(link);
  await page.getByLabel(/^Fjalëkalimi i ri/).fill('edhe-nje-fjalekalim');
  await page.getByLabel(/^Konfirmo fjalëkalimin/).fill('edhe-nje-fjalekalim');
  await page.getByRole('button', { name: 'Ruaj fjalëkalimin' }).click();
  await expect(page.getByText('nuk është e vlefshme ose ka skaduar', { exact: false })).toBeVisible();
});

test('a session ended by a password reset elsewhere lands on /login, saying why', async ({ page }) => {
  const owner = await createShopOwner();
  await signIn(page, owner, server.baseUrl);
  await page.goto(`${server.baseUrl}/dashboard`);
  await expect(page.getByRole('tab', { name: 'Ballina' })).toBeVisible();

  // Elsewhere (another device), the password is reset through the emailed link.
  const forgot = await fetch(`${server.baseUrl}/api/password/forgot`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: owner.email }),
  });
  expect(forgot.ok).toBe(true);
  const token = (await resetLinkFor(owner.email)).split('/').pop();
  const reset = await fetch(`${server.baseUrl}/api/password/reset`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ token, password: 'fjalekalimi-tjeter-2026' }),
  });
  expect(reset.ok).toBe(true);

  // The next call of the open dashboard is refused: the session is cleared and the login page says why. That call
  // is the click's, or a refetch's already on its way (then the tab is gone before the click, which is fine).
  await page
    .getByRole('tab', { name: 'Klientët' })
    .click({ timeout: 10_000 })
    .catch(() => undefined);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('alert').filter({ hasText: 'Seanca përfundoi' })).toContainText(
    'Seanca juaj u mbyll, sepse fjalëkalimi u ndryshua ose dolët nga llogaria në një pajisje tjetër.',
  );
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
