import { addJob, addWorker, callServer, createShopOwner, jobDetail, signIn } from '../support/api';
import { baseUrl } from '../support/environment';
import { SCREENSHOT_DIR, expect, test } from '../support/fixtures';

test('the shop sends an estimate; the client accepts it on a phone from the tracking page; the job shows it and its new price', async ({
  page,
  browser,
}) => {
  const owner = await createShopOwner();
  const worker = await addWorker(owner);
  const job = await addJob(owner, worker.id, 'Blerta Krasniqi');
  expect(job.trackingToken).toMatch(/^[A-Za-z0-9]{22}$/);

  // The shop sends the estimate from the job's page.
  await signIn(page, owner);
  await page.goto(`/dashboard/pune/${job.id}`);
  const panel = page.getByRole('region', { name: 'Preventivi' });
  await panel.getByRole('button', { name: 'Dërgo preventiv' }).click();
  const dialog = page.getByRole('dialog', { name: 'Dërgo preventiv' });
  await dialog.getByLabel('Çmimi').fill('45');
  await dialog.getByLabel('Çfarë përfshin').fill('Ekran origjinal Samsung dhe xham mbrojtës');
  await dialog.getByRole('button', { name: 'Dërgo te klienti' }).click();
  await expect(dialog).toBeHidden();
  await expect(panel.getByLabel('Gjendja e preventivit')).toHaveText('Në pritje të klientit');
  await expect(
    page.getByText('Preventivi u dërgua te klienti: 45,00 € — Ekran origjinal Samsung dhe xham mbrojtës.'),
  ).toBeVisible();

  // This shop has SMS off: the page says no SMS went, and offers the estimate in Viber and WhatsApp, its price and link in the text.
  await expect(
    page.getByText('Preventivi u ruajt dhe shihet në faqen e ndjekjes, por nuk u dërgua me SMS'),
  ).toBeVisible();
  const whatsapp = panel.getByRole('link', { name: 'WhatsApp' });
  await expect(whatsapp).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=/);
  const chatText = new URL((await whatsapp.getAttribute('href')) ?? '').searchParams.get('text') ?? '';
  expect(chatText).toContain('Blerta Krasniqi');
  expect(chatText).toContain('kushton 45,00 €');
  expect(chatText).toContain(`/gjurmo/${job.trackingToken}`);

  // The client opens the link on a phone-sized screen.
  const phone = await browser.newContext({
    viewport: { width: 375, height: 667 },
    locale: 'sq-AL',
    timezoneId: 'Europe/Belgrade',
  });
  const client = await phone.newPage();
  await client.goto(`/gjurmo/${job.trackingToken}`);
  const card = client.getByRole('region', { name: 'Preventivi' });
  await expect(card.getByLabel('Çmimi i preventivit')).toHaveText('45,00 €');
  await expect(card).toContainText('Ekran origjinal Samsung dhe xham mbrojtës');
  expect(await client.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await client.screenshot({ path: `${SCREENSHOT_DIR}/estimate-tracking-phone.png`, fullPage: true });

  await card.getByRole('button', { name: 'Pranoj' }).click();
  await expect(card).toContainText('Pranoni riparimin për 45,00 €?');
  await card.getByRole('button', { name: 'Po, e pranoj' }).click();
  await expect(card).toContainText(/E pranuat më \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}/);
  await expect(card.getByRole('button', { name: 'Pranoj' })).toHaveCount(0);
  expect(await client.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await client.screenshot({ path: `${SCREENSHOT_DIR}/estimate-accepted-phone.png`, fullPage: true });
  await phone.close();

  // The shop sees the answer, the new price and both lines in the history.
  await page.reload();
  await expect(panel.getByLabel('Gjendja e preventivit')).toHaveText('Pranuar');
  await expect(page.getByText('Klienti e pranoi preventivin (45,00 €) nga faqja e ndjekjes.')).toBeVisible();
  await expect(page.getByText('Çmimi: pa çmim → 45,00 €')).toBeVisible();
  expect((await jobDetail(owner, job.id)).job.estimatedPrice).toBe(45);
});

test('a refused estimate keeps the price, and an answer to a replaced one shows the new estimate to answer', async ({
  page,
}) => {
  const owner = await createShopOwner();
  const worker = await addWorker(owner);
  const job = await addJob(owner, worker.id, 'Arbër Gashi');
  await page.setViewportSize({ width: 375, height: 667 });
  await callServer(baseUrl(), 'POST', `/jobs/${job.id}/estimates`, { price: 120 }, owner.token);
  await page.goto(`/gjurmo/${job.trackingToken}`);
  const card = page.getByRole('region', { name: 'Preventivi' });
  await expect(card.getByLabel('Çmimi i preventivit')).toHaveText('120,00 €');

  // Meanwhile the shop sends a new one: the page's answer is refused, and the new estimate shows.
  await callServer(
    baseUrl(),
    'POST',
    `/jobs/${job.id}/estimates`,
    { price: 95, note: 'Pa kamerën e pasme' },
    owner.token,
  );
  await card.getByRole('button', { name: 'Refuzoj' }).click();
  await card.getByRole('button', { name: 'Po, e refuzoj' }).click();
  await expect(card).toContainText(
    'Servisi ka dërguar një preventiv të ri në vend të këtij. Shikoni çmimin e ri dhe përgjigjuni përsëri.',
  );
  await expect(card.getByLabel('Çmimi i preventivit')).toHaveText('95,00 €');

  await card.getByRole('button', { name: 'Refuzoj' }).click();
  await card.getByRole('button', { name: 'Po, e refuzoj' }).click();
  await expect(card).toContainText(/E refuzuat më/);
  expect((await jobDetail(owner, job.id)).job.estimatedPrice).toBeNull();
});
