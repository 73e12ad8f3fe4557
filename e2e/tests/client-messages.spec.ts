import type { Page } from '@playwright/test';
import { DEFAULT_SMS_TEMPLATES, clientTicketCode } from '@repair-shop/contracts';
import { addJob, addWorker, createShopOwner, jobDetail, saveSmsSettings, signIn, setJobStatus } from '../support/api';
import { makeJobWait } from '../support/database';
import { smsGatewayUrl } from '../support/environment';
import { receivedSms } from '../support/fake-sms-gateway';
import { SCREENSHOT_DIR, expect, test } from '../support/fixtures';

/** A Kosovo mobile number of its own for each client: as the shop writes it, and in international form. */
function clientPhone(offset = 0): { local: string; international: string } {
  const digits = String((Date.now() + offset) % 1_000_000).padStart(6, '0');
  return { local: `049 ${digits.slice(0, 3)} ${digits.slice(3)}`, international: `+38349${digits}` };
}

/**
 * The page stays where it is when a chat link is clicked: the test reads where the links go and that
 * the click was told to the server, never follows them to Viber or wa.me. (The app's own click handler
 * still runs: this only stops the browser's default action.)
 */
async function stayOnChatLinks(page: Page): Promise<void> {
  await page.evaluate(() =>
    document.addEventListener(
      'click',
      (event) => {
        const link = (event.target as Element).closest('a');
        if (link && /^(viber:|https:\/\/wa\.me\/)/.test(link.getAttribute('href') ?? '')) event.preventDefault();
      },
      true,
    ),
  );
}

/** The message inside a chat link (Viber's draft, WhatsApp's text). */
const textOf = (href: string | null): string => {
  const url = new URL(href ?? '');
  return url.searchParams.get('draft') ?? url.searchParams.get('text') ?? '';
};

test("from a job's detail, Viber and WhatsApp open with the client's number and the status's message, and the history says so", async ({
  page,
}) => {
  const phone = clientPhone();
  const owner = await createShopOwner({ firstName: 'Arben', lastName: 'Krasniqi' });
  const worker = await addWorker(owner);
  const job = await addJob(owner, worker.id, 'Drita Berisha', { clientPhone: phone.local });
  const code = clientTicketCode(job.id);

  await signIn(page, owner);
  await page.goto(`/dashboard/pune/${job.id}`);
  const chat = page.getByRole('region', { name: 'Shkruaji klientit' });
  const viber = chat.getByRole('link', { name: 'Viber' });
  const whatsapp = chat.getByRole('link', { name: 'WhatsApp' });

  // The new job's message, as its SMS would read, with the client's tracking link.
  await expect(viber).toHaveAttribute(
    'href',
    new RegExp(`^viber://chat/\\?number=${encodeURIComponent(phone.international)}&draft=`),
  );
  const welcome = textOf(await viber.getAttribute('href'));
  expect(welcome).toMatch(
    new RegExp(
      `^Përshëndetje Drita Berisha, pajisja juaj Samsung Galaxy S23 u pranua në Servisi Arben\\. Bileta: ${code}\\. Ndiqni riparimin: http.*/gjurmo/${job.trackingToken}$`,
    ),
  );
  await expect(chat.getByRole('group', { name: 'Mesazhi për klientin' })).toHaveText(welcome);

  // Ready: the links now carry the "Gati" message.
  await page.getByRole('group', { name: 'Ndrysho statusin' }).getByRole('button', { name: 'Gati' }).click();
  const ready = `Përshëndetje Drita Berisha, pajisja juaj Samsung Galaxy S23 është gati. Mund ta merrni në Servisi Arben. Bileta: ${code}.`;
  await expect(viber).toHaveAttribute(
    'href',
    `viber://chat/?number=${encodeURIComponent(phone.international)}&draft=${encodeURIComponent(ready)}`,
  );
  await expect(whatsapp).toHaveAttribute(
    'href',
    `https://wa.me/${phone.international.slice(1)}?text=${encodeURIComponent(ready)}`,
  );
  await expect(whatsapp).toHaveAttribute('target', '_blank');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/job-client-chat.png`, fullPage: true });

  // The tap writes who opened which app, for which message.
  await stayOnChatLinks(page);
  await viber.click();
  const line = page.locator('[data-entry-type="contact"]');
  await expect(line).toHaveCount(1);
  await expect(line).toContainText(`U hap Viber për t'i dërguar klientit (${phone.international}) mesazhin «Gati».`);
  await expect(line).toContainText('Arben Krasniqi');
  await whatsapp.click();
  await expect(line).toHaveCount(2);
  await expect(line.first()).toContainText(
    `U hap WhatsApp për t'i dërguar klientit (${phone.international}) mesazhin «Gati».`,
  );
  const history = (await jobDetail(owner, job.id)).messages.filter((entry) => entry.type === 'contact');
  expect(history.map((entry) => [entry.message, entry.author?.name])).toEqual([
    [`U hap Viber për t'i dërguar klientit (${phone.international}) mesazhin «Gati».`, 'Arben Krasniqi'],
    [`U hap WhatsApp për t'i dërguar klientit (${phone.international}) mesazhin «Gati».`, 'Arben Krasniqi'],
  ]);
});

test('jobs waiting too long appear in "Kërkon vëmendje", and a reminder SMS reaches the client once', async ({
  page,
}) => {
  const owner = await createShopOwner();
  const worker = await addWorker(owner);
  const uncollectedPhone = clientPhone(1);
  const idlePhone = clientPhone(2);
  // Written while SMS are off: no SMS outcome joins their history after they are made old.
  const uncollected = await addJob(owner, worker.id, 'Vjosa Gashi', {
    clientPhone: uncollectedPhone.local,
    deviceModel: 'iPhone 12',
  });
  const idle = await addJob(owner, worker.id, 'Luan Morina', {
    clientPhone: idlePhone.local,
    deviceModel: 'Xiaomi 13',
  });
  const recent = await addJob(owner, worker.id, 'Era Hoti');
  const brandNew = await addJob(owner, worker.id, 'Genc Leka');
  await setJobStatus(owner, uncollected.id, 'ready');
  await setJobStatus(owner, idle.id, 'in_process');
  await setJobStatus(owner, recent.id, 'ready');
  await makeJobWait(uncollected.id, 9);
  await makeJobWait(idle.id, 8);
  await makeJobWait(recent.id, 2);
  await makeJobWait(brandNew.id, 30);
  await saveSmsSettings(owner, { enabled: true, templates: DEFAULT_SMS_TEMPLATES });

  await signIn(page, owner);
  await page.goto('/dashboard');
  const card = page.getByRole('region', { name: 'Kërkon vëmendje' });
  await expect(card).toBeVisible();
  await expect(card.getByLabel('2 punë')).toHaveText('2');
  const rows = card.getByRole('listitem');
  await expect(rows).toHaveCount(2);
  const waitingReady = card.getByRole('listitem', { name: 'Vjosa Gashi, iPhone 12' });
  const waitingIdle = card.getByRole('listitem', { name: 'Luan Morina, Xiaomi 13' });
  await expect(rows.first()).toHaveAccessibleName('Vjosa Gashi, iPhone 12');
  await expect(waitingReady).toContainText('Gati prej 9 ditësh, pa u marrë');
  await expect(waitingIdle).toContainText('Në proces, pa asnjë lëvizje prej 8 ditësh');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/attention.png`, fullPage: true });

  // The reminder SMS: queued by the server, marked on the row, and sent by the gateway.
  await waitingReady.getByRole('button', { name: 'SMS' }).click();
  await expect(page.getByText("Kujtesa u vu në radhë për t'u dërguar me SMS.")).toBeVisible();
  await expect(waitingReady).toContainText('Kujtesa u dërgua sot me SMS');
  await expect(waitingReady.getByRole('button', { name: 'SMS' })).toBeDisabled();
  const reminder = `Përshëndetje Vjosa Gashi, ju kujtojmë se pajisja juaj iPhone 12 ndodhet te Servisi Arben, me statusin «Gati». Bileta: ${clientTicketCode(uncollected.id)}. Ndiqni: `;
  await expect
    .poll(
      async () =>
        (await receivedSms(smsGatewayUrl()))
          .filter((sms) => sms.to === uncollectedPhone.international)
          .map((sms) => sms.text),
      { timeout: 20_000 },
    )
    .toEqual([
      expect.stringMatching(
        new RegExp(`^${reminder.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}http.*/gjurmo/${uncollected.trackingToken}$`),
      ),
    ]);

  // The idle repair's reminder in WhatsApp: the link holds the number and the text; opening it is a
  // line in the job's history, which touches the job, so it leaves the list.
  const whatsapp = waitingIdle.getByRole('link', { name: 'WhatsApp' });
  await expect(whatsapp).toHaveAttribute(
    'href',
    new RegExp(`^https://wa\\.me/${idlePhone.international.slice(1)}\\?text=`),
  );
  expect(textOf(await whatsapp.getAttribute('href'))).toContain(
    'pajisja juaj Xiaomi 13 ndodhet te Servisi Arben, me statusin «Në proces»',
  );
  await stayOnChatLinks(page);
  await whatsapp.click();
  await expect(rows).toHaveCount(1);
  await expect(card.getByLabel('1 punë')).toHaveText('1');
  expect((await jobDetail(owner, idle.id)).messages.at(-1)?.message).toBe(
    `U hap WhatsApp për t'i dërguar klientit (${idlePhone.international}) një kujtesë.`,
  );

  // Collected: nothing needs attention any more, and the card is gone.
  await page.getByRole('link', { name: 'Vjosa Gashi' }).click();
  await expect(page.getByRole('heading', { name: `Puna #${clientTicketCode(uncollected.id)}` })).toBeVisible();
  await setJobStatus(owner, uncollected.id, 'completed');
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Punët në servis' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Kërkon vëmendje' })).toBeHidden();
});
