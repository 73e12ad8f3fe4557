import type { Page } from '@playwright/test';
import { DEFAULT_SMS_TEMPLATES, clientTicketCode, type JobResponse } from '@repair-shop/contracts';
import { addJob, addWorker, createShopOwner, saveSmsSettings, signIn } from '../support/api';
import { setTrialExpiry } from '../support/database';
import { SHARED_DATABASE_SERVER_ENV, databaseUrl, smsGatewayUrl } from '../support/environment';
import { receivedSms, setGatewayAnswer, type GatewayAnswer } from '../support/fake-sms-gateway';
import { SCREENSHOT_DIR, expect, test } from '../support/fixtures';
import { freePort, startServer } from '../support/server-process';

/** A Kosovo mobile number of its own for each test: as the shop writes it, and as the gateway gets it. */
function clientPhone(): { local: string; international: string } {
  const digits = String(Date.now() % 1_000_000).padStart(6, '0');
  return { local: `044 ${digits.slice(0, 3)} ${digits.slice(3)}`, international: `+38344${digits}` };
}

/**
 * A shop with SMS on, whose gateway gives `answer` for the client's number; the page shows the job
 * just registered (which queued the "E re" SMS).
 */
async function openNewJobWithSmsOn(
  page: Page,
  answer: GatewayAnswer,
): Promise<{ phone: ReturnType<typeof clientPhone>; job: JobResponse }> {
  const phone = clientPhone();
  await setGatewayAnswer(smsGatewayUrl(), phone.international, answer);
  const owner = await createShopOwner();
  await saveSmsSettings(owner, { enabled: true, templates: DEFAULT_SMS_TEMPLATES });
  const worker = await addWorker(owner);
  const job = await addJob(owner, worker.id, 'Genc Hoxha', { clientPhone: phone.local });
  await signIn(page, owner);
  await page.goto(`/dashboard/pune/${job.id}`);
  return { phone, job };
}

test('the owner turns on SMS, writes the "Gati" text, and the client gets it when the job is ready', async ({
  page,
}) => {
  const phone = clientPhone();
  const owner = await createShopOwner();
  const worker = await addWorker(owner);
  // Registered before SMS are on: the only SMS is the one of the status change below.
  const job = await addJob(owner, worker.id, 'Drita Berisha', { clientPhone: phone.local });

  await signIn(page, owner);
  await page.goto('/dashboard/biznesi');
  const sms = page.getByRole('region', { name: 'Njoftimet me SMS' });
  await expect(sms).toBeVisible();
  const enabled = sms.getByRole('switch', { name: 'Dërgo SMS klientit kur ndryshon statusi' });
  await expect(enabled).not.toBeChecked();
  // The server has a gateway here: no warning that messages only go to its log.
  await expect(sms.getByText('SMS-të nuk po u dërgohen klientëve')).toBeHidden();
  await enabled.check();
  await expect(enabled).toBeChecked();

  // A placeholder the server does not know is refused before saving.
  const ready = sms.getByRole('textbox', { name: 'Gati', exact: true });
  await expect(ready).toHaveValue(DEFAULT_SMS_TEMPLATES.ready);
  await ready.fill('{emri}, {pajisja} është gati. Kodi {kodi}');
  await expect(sms.getByText('Vendmbajtës i panjohur: {emri}')).toBeVisible();
  const save = sms.getByRole('button', { name: 'Ruaj cilësimet e SMS' });
  await expect(save).toBeDisabled();

  // Fixed, the last placeholder added with its button at the cursor; the preview shows a sample job.
  await ready.fill('{klienti}, {pajisja} është gati. Kodi ');
  await sms.getByRole('button', { name: /\{kodi\}/ }).click();
  await expect(ready).toHaveValue('{klienti}, {pajisja} është gati. Kodi {kodi}');
  await expect(sms.getByText('Vendmbajtës i panjohur: {emri}')).toBeHidden();
  const preview = sms.getByRole('group', { name: 'Shembulli i SMS-së: Gati' });
  await expect(preview).toContainText('Arben Krasniqi, iPhone 13 është gati. Kodi A1B2C3');
  await expect(preview).toContainText('49 karaktere · 1 SMS · Unicode');
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText('Cilësimet e SMS u ruajtën.')).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/sms-settings.png`, fullPage: true });

  // Kept by the server.
  await page.reload();
  await expect(enabled).toBeChecked();
  await expect(ready).toHaveValue('{klienti}, {pajisja} është gati. Kodi {kodi}');
  await expect(sms.getByRole('textbox', { name: 'E re', exact: true })).toHaveValue(DEFAULT_SMS_TEMPLATES.new);

  // The job is ready: the SMS goes out, and its outcome joins the job's history without a reload.
  await page.goto(`/dashboard/pune/${job.id}`);
  await page.getByRole('group', { name: 'Ndrysho statusin' }).getByRole('button', { name: 'Gati' }).click();
  await expect(page.getByText('Statusi u ndryshua në «Gati»').first()).toBeVisible();
  const text = `Drita Berisha, Samsung Galaxy S23 është gati. Kodi ${clientTicketCode(job.id)}`;
  const sent = page.locator('[data-entry-type="sms_sent"]');
  await expect(sent).toHaveCount(1, { timeout: 20_000 });
  await expect(sent).toContainText('SMS u dërgua');
  await expect(sent).toContainText(phone.international);
  await expect(sent).toContainText(text);
  await expect(page.getByText(/SMS në radhë për dërgim/)).toBeHidden();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/job-sms.png`, fullPage: true });

  // The gateway got exactly that one message, to the number in international form.
  const toClient = (await receivedSms(smsGatewayUrl())).filter((message) => message.to === phone.international);
  expect(toClient).toHaveLength(1);
  expect(toClient[0].text).toBe(text);
});

test('an SMS waits in the queue while the gateway is unavailable, and its outcome appears without reloading', async ({
  page,
}) => {
  // Registering the job queues the "E re" SMS; the gateway answers 503, so it is tried again later.
  const { phone, job } = await openNewJobWithSmsOn(page, 'unavailable');
  const pending = page.getByRole('status').filter({ hasText: '1 SMS në radhë për dërgim…' });
  await expect(pending).toBeVisible();
  await expect(page.locator('[data-entry-type^="sms_"]')).toHaveCount(0);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/job-sms-pending.png`, fullPage: true });

  // The gateway is back: the next try goes through and the page shows it by itself.
  await setGatewayAnswer(smsGatewayUrl(), phone.international, 'accept');
  const sent = page.locator('[data-entry-type="sms_sent"]');
  await expect(sent).toHaveCount(1, { timeout: 30_000 });
  await expect(sent).toContainText(
    `Përshëndetje Genc Hoxha, pajisja juaj Samsung Galaxy S23 u pranua në Servisi Arben. Bileta: ${clientTicketCode(job.id)}.`,
  );
  await expect(pending).toBeHidden();
  expect((await receivedSms(smsGatewayUrl())).filter((message) => message.to === phone.international)).toHaveLength(1);
});

test('an SMS the gateway refuses shows in red in the job history', async ({ page }) => {
  const { phone } = await openNewJobWithSmsOn(page, 'reject');
  const failed = page.locator('[data-entry-type="sms_failed"]');
  await expect(failed).toHaveCount(1, { timeout: 20_000 });
  await expect(failed).toContainText('SMS nuk u dërgua');
  await expect(failed).toContainText(phone.international);
  await expect(page.locator('[data-entry-type="sms_sent"]')).toHaveCount(0);
  await expect(page.getByText(/SMS në radhë për dërgim/)).toBeHidden();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/job-sms-failed.png`, fullPage: true });
  expect((await receivedSms(smsGatewayUrl())).filter((message) => message.to === phone.international)).toHaveLength(0);
});

test('with an expired trial the SMS settings can be read but saving is refused with the reason', async ({ page }) => {
  const owner = await createShopOwner();
  await setTrialExpiry(owner.email, new Date(Date.now() - 24 * 60 * 60 * 1000));
  await signIn(page, owner);
  await page.goto('/dashboard/biznesi');
  const sms = page.getByRole('region', { name: 'Njoftimet me SMS' });
  const enabled = sms.getByRole('switch', { name: 'Dërgo SMS klientit kur ndryshon statusi' });
  await enabled.check();
  await sms.getByRole('button', { name: 'Ruaj cilësimet e SMS' }).click();
  // The notification, not the red banner (which also asks to contact the administrator).
  await expect(page.getByText(/^Gabim: Periudha juaj provuese ka skaduar/)).toBeVisible();
  await page.reload();
  await expect(enabled).not.toBeChecked();
});

test('without an SMS gateway the Business tab warns that messages only go to the server log', async ({ page }) => {
  const owner = await createShopOwner();
  // A server of its own without SMS_GATEWAY_URL, on the same database (so the same owner).
  const port = await freePort();
  const server = await startServer(
    { DATABASE_URL: databaseUrl(), ...SHARED_DATABASE_SERVER_ENV, LOG_LEVEL: 'warn' },
    port,
    { hashing: 'tests' },
  );
  try {
    await signIn(page, owner, server.baseUrl);
    await page.goto(`${server.baseUrl}/dashboard/biznesi`);
    const sms = page.getByRole('region', { name: 'Njoftimet me SMS' });
    await expect(sms.getByText('SMS-të nuk po u dërgohen klientëve')).toBeVisible();
    await expect(sms.getByText(/vetëm shkruhen në regjistrin \(log\) e serverit/)).toBeVisible();
    await expect(sms.getByRole('switch', { name: 'Dërgo SMS klientit kur ndryshon statusi' })).not.toBeChecked();
    await sms.screenshot({ path: `${SCREENSHOT_DIR}/sms-settings-no-gateway.png` });
  } finally {
    await server.stop();
  }
});
