import { addJob, addWorker, createShopOwner, giveLogin, inviteStaff, jobDetail, signIn } from '../support/api';
import { SCREENSHOT_DIR, expect, test } from '../support/fixtures';

test('an owner gives a worker a technician login; the worker accepts it on a phone and works on jobs only, until the login is taken away', async ({
  page,
  browser,
  baseURL,
}) => {
  const owner = await createShopOwner();
  const worker = await addWorker(owner, 'Teuta');
  const job = await addJob(owner, worker.id, 'Vjosa Berisha');
  const email = `teuta-${Date.now()}@example.com`;

  // The owner, on the Workers tab: "Jep hyrje në aplikacion".
  await signIn(page, owner);
  await page.goto('/dashboard/punetoret');
  await page.getByRole('button', { name: 'Veprime për Teuta Gashi' }).click();
  await page.getByRole('menuitem', { name: 'Jep hyrje në aplikacion' }).click();
  // The dialog is open once its first field has the focus.
  await expect(page.getByLabel('Email i punëtorit')).toBeFocused();
  await page.getByRole('button', { name: 'Krijo llogarinë' }).click();
  await expect(page.getByText('Kjo fushë është e detyrueshme')).toBeVisible();
  await page.getByLabel('Email i punëtorit').fill(email);
  await expect(page.getByText('Nuk sheh statistikat, klientët, biznesin dhe stafin.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Krijo llogarinë' }).click();
  const link = await page.getByLabel('Lidhja e ftesës').inputValue();
  expect(link).toMatch(/\/invite\/[A-Za-z0-9_-]{43}$/);
  // This server sends no email: the owner is told so, never "sent", and sends the link to the worker's chats.
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Llogaria u krijua. Ky server nuk është konfiguruar të dërgojë email.');
  await expect(dialog).not.toContainText('u dërgua me email');
  const whatsapp = (await dialog.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')) ?? '';
  expect(whatsapp).toMatch(/^https:\/\/wa\.me\/38349111222\?text=/);
  expect(decodeURIComponent(whatsapp)).toContain(link);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/staff-invite-link.png` });
  await page.getByRole('dialog').getByRole('button', { name: 'Mbyll', exact: true }).click();
  const row = page.getByRole('listitem', { name: 'Teuta Gashi' });
  await expect(row.getByText('Teknik · ftesë në pritje')).toBeVisible();

  // The worker opens the link on a phone, in a browser of their own.
  const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, locale: 'sq-AL' });
  const staff = await phone.newPage();
  await staff.goto(new URL(link).pathname);
  await expect(staff.getByText('Mirë se vini, Teuta!')).toBeVisible();
  await expect(staff.getByText('Servisi Arben')).toBeVisible();
  await staff.getByLabel(/^Fjalëkalimi/).fill('fjalekalimi-i-teutes');
  await staff.getByLabel(/^Konfirmo fjalëkalimin/).fill('fjalekalimi-tjeter');
  await staff.getByRole('button', { name: 'Ruaj dhe hyr' }).click();
  await expect(staff.getByText('Fjalëkalimet nuk përputhen')).toBeVisible();
  await staff.getByLabel(/^Konfirmo fjalëkalimin/).fill('fjalekalimi-i-teutes');
  await staff.getByRole('button', { name: 'Ruaj dhe hyr' }).click();
  await expect(staff).toHaveURL(/\/dashboard$/);

  // The shop's jobs, and only the tabs of a technician.
  await expect(staff.getByText('Vjosa Berisha').filter({ visible: true })).toBeVisible();
  await expect(staff.getByRole('tab', { name: 'Ballina' })).toBeVisible();
  await expect(staff.getByRole('tab', { name: 'Punëtorët' })).toBeVisible();
  for (const hidden of ['Klientët', 'Statistikat', 'Biznesi'])
    await expect(staff.getByRole('tab', { name: hidden })).toHaveCount(0);
  await staff.screenshot({ path: `${SCREENSHOT_DIR}/staff-technician-phone.png`, fullPage: true });
  // The technician moves the job on; the history signs it with their name.
  await staff.goto(`/dashboard/pune/${job.id}`);
  await staff.getByRole('group', { name: 'Ndrysho statusin' }).getByRole('button', { name: 'Në proces' }).click();
  await expect(
    staff.getByRole('group', { name: 'Ndrysho statusin' }).getByRole('button', { name: 'Në proces' }),
  ).toHaveAttribute('aria-pressed', 'true');
  const history = staff.getByLabel('Historia e punës');
  await expect(history.locator('[data-entry-type="status"]').first()).toContainText('Teuta Gashi ·');
  await expect(history.locator('[data-entry-type="status"]').last()).toContainText('Arben Krasniqi ·');
  expect((await jobDetail(owner, job.id)).messages.at(-1)?.author?.name).toBe('Teuta Gashi');
  await staff.goto('/dashboard/statistikat');
  await expect(staff).toHaveURL(/\/dashboard$/);
  await staff.getByRole('tab', { name: 'Punëtorët' }).click();
  await expect(staff.getByRole('button', { name: 'Shto punëtor' })).toHaveCount(0);
  await expect(staff.getByRole('button', { name: /^Veprime për/ })).toHaveCount(0);

  // The owner sees the login accepted, and takes it away: the technician's next request ends the session.
  await page.reload();
  await expect(row.getByText('Teknik', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Veprime për Teuta Gashi' }).click();
  await page.getByRole('menuitem', { name: 'Hiq hyrjen' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Hiq hyrjen' }).click();
  await expect(page.getByText('Llogaria e punëtorit u hoq.', { exact: false })).toBeVisible();
  await expect(row.getByText(/^Teknik/)).toHaveCount(0);

  await staff.getByRole('tab', { name: 'Ballina' }).click();
  await staff.reload();
  await expect(staff).toHaveURL(/\/login$/);
  await phone.close();
});

test('the owner keeps technicians to their own jobs from the Business tab', async ({ page, browser, baseURL }) => {
  const owner = await createShopOwner();
  const teuta = await addWorker(owner, 'Teuta');
  const besa = await addWorker(owner, 'Besa');
  await addJob(owner, teuta.id, 'Klienti i Teutës');
  await addJob(owner, besa.id, 'Klienti i Besës');
  const technician = await giveLogin(owner, teuta, 'technician');

  const bench = await browser.newContext({ baseURL });
  const staff = await bench.newPage();
  await signIn(staff, technician);
  await staff.goto('/dashboard');
  await expect(staff.getByText('Klienti i Besës').filter({ visible: true })).toBeVisible();

  await signIn(page, owner);
  await page.goto('/dashboard/biznesi');
  const onlyOwn = page.getByRole('switch', { name: 'Teknikët shohin vetëm punët e caktuara atyre' });
  await expect(onlyOwn).not.toBeChecked();
  await onlyOwn.click();
  await expect(page.getByText('Teknikët tani shohin vetëm punët e tyre.')).toBeVisible();
  await expect(onlyOwn).toBeChecked();

  await staff.reload();
  await expect(staff.getByText('Klienti i Teutës').filter({ visible: true })).toBeVisible();
  await expect(staff.getByText('Klienti i Besës')).toHaveCount(0);
  await bench.close();
});

test('accepting an invitation opens the dashboard without asking again for the invitation it spent', async ({
  page,
}) => {
  const owner = await createShopOwner();
  const { inviteUrl } = await inviteStaff(owner, await addWorker(owner, 'Arta'), 'technician');
  const invitationPath = `/api/invitations/${inviteUrl.split('/invite/')[1]}`;
  const asked: number[] = [];
  const consoleErrors: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === invitationPath) asked.push(response.status());
  });
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });

  await page.goto(new URL(inviteUrl).pathname);
  await expect(page.getByText('Mirë se vini, Arta!')).toBeVisible();
  await page.getByLabel(/^Fjalëkalimi/).fill('fjalekalimi-i-artes');
  await page.getByLabel(/^Konfirmo fjalëkalimin/).fill('fjalekalimi-i-artes');
  await page.getByRole('button', { name: 'Ruaj dhe hyr' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('tab', { name: 'Ballina' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Nuk ka punë në servis' })).toBeVisible();

  expect(asked).toEqual([200]);
  expect(consoleErrors).toEqual([]);
});

test('a worker who forgot the password gets a new one through a link the owner sends, since this server sends no email', async ({
  page,
  browser,
  baseURL,
}) => {
  const owner = await createShopOwner();
  const technician = await giveLogin(owner, await addWorker(owner, 'Drilon'), 'technician');

  await signIn(page, owner);
  await page.goto('/dashboard/punetoret');
  await page.getByRole('button', { name: 'Veprime për Drilon Gashi' }).click();
  await page.getByRole('menuitem', { name: 'Lidhje për fjalëkalim të ri' }).click();
  const dialog = page.getByRole('dialog', { name: 'Fjalëkalim i ri për Drilon Gashi' });
  await dialog.getByRole('button', { name: 'Krijo lidhjen' }).click();
  const link = await dialog.getByLabel('Lidhja për fjalëkalimin e ri').inputValue();
  expect(link).toMatch(/\/reset-password\/[A-Za-z0-9_-]{43}$/);
  await expect(dialog).toContainText('Nuk u dërgua asnjë email');
  await expect(dialog).toContainText('Me këtë lidhje Drilon zgjedh një fjalëkalim të ri, brenda një ore.');
  await expect(dialog.getByRole('link', { name: 'Viber' })).toHaveAttribute(
    'href',
    /^viber:\/\/chat\/\?number=%2B38349111222&draft=/,
  );
  await page.screenshot({ path: `${SCREENSHOT_DIR}/staff-password-link.png` });

  // The worker opens it on a phone and chooses a new password; the old one no longer logs in.
  const phone = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 }, locale: 'sq-AL' });
  const staff = await phone.newPage();
  await staff.goto(new URL(link).pathname);
  await staff.getByLabel(/^Fjalëkalimi i ri/).fill('fjalekalimi-i-ri-i-drilonit');
  await staff.getByLabel(/^Konfirmo fjalëkalimin/).fill('fjalekalimi-i-ri-i-drilonit');
  await staff.getByRole('button', { name: 'Ruaj fjalëkalimin' }).click();
  await expect(staff).toHaveURL(/\/login$/);
  await staff.getByLabel('Email').fill(technician.email);
  await staff.getByLabel(/^Fjalëkalimi/).fill(technician.password);
  await staff.getByRole('button', { name: 'Hyr' }).click();
  await expect(staff.getByRole('alert').filter({ hasText: 'Email ose fjalëkalimi i gabuar' })).toBeVisible();
  await staff.getByLabel(/^Fjalëkalimi/).fill('fjalekalimi-i-ri-i-drilonit');
  await staff.getByRole('button', { name: 'Hyr' }).click();
  await expect(staff).toHaveURL(/\/dashboard$/);
  await expect(staff.getByText('Email ose fjalëkalimi i gabuar')).toHaveCount(0);
  await phone.close();
});
