import type { Locator, Page } from '@playwright/test';
import { DEFAULT_SMS_TEMPLATES } from '@repair-shop/contracts';
import {
  addJob,
  addWorker,
  createShopOwner,
  markWelcomeSeen,
  saveSmsSettings,
  signIn,
  setJobStatus,
} from '../support/api';
import { makeJobWait } from '../support/database';
import { SCREENSHOT_DIR, expect, test } from '../support/fixtures';

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box): boolean =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The boxes of `locator`'s elements in the viewport, read at one moment (messages come and go). */
const boxesOf = (locator: Locator): Promise<Box[]> =>
  locator.evaluateAll((elements) =>
    elements.map((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x, y, width, height };
    }),
  );

/** The buttons a user taps next on the home tab: the jobs' "Shiko" and printer, and the reminders' SMS, Viber and WhatsApp. */
const tapTargets = (page: Page): Locator =>
  page
    .getByRole('button', { name: /^(Shiko punën e|Printo etiketën e)/ })
    .or(page.getByRole('region', { name: 'Kërkon vëmendje' }).getByRole('button', { name: 'SMS' }))
    .or(page.getByRole('region', { name: 'Kërkon vëmendje' }).getByRole('link', { name: /^(Viber|WhatsApp)$/ }));

const SCREENS = [
  { name: 'computer', width: 1280, height: 800, shownAtOnce: 3 },
  { name: 'phone', width: 390, height: 844, shownAtOnce: 2 },
] as const;

for (const screen of SCREENS) {
  test(`on a ${screen.name} (${screen.width}×${screen.height}) messages are few at once, go soon, and cover no row action nor Viber and WhatsApp`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const owner = await markWelcomeSeen(await createShopOwner());
    const worker = await addWorker(owner);
    await saveSmsSettings(owner, { enabled: true, templates: DEFAULT_SMS_TEMPLATES });
    // Ten jobs in the shop; the first three ready and waiting, so "Kërkon vëmendje" offers their reminders.
    for (let index = 0; index < 10; index += 1) {
      const job = await addJob(owner, worker.id, `Klienti ${index + 1}`, {
        clientPhone: `049 300 ${String(100 + index)}`,
      });
      if (index < 3) {
        await setJobStatus(owner, job.id, 'ready');
        await makeJobWait(job.id, 9);
      }
    }

    await page.setViewportSize({ width: screen.width, height: screen.height });
    await signIn(page, owner);
    await page.goto('/dashboard');
    const card = page.getByRole('region', { name: 'Kërkon vëmendje' });
    await expect(card.getByLabel('3 punë')).toBeVisible();
    if (screen.name === 'phone') await card.getByRole('button', { name: 'Shfaq' }).click();

    // Three reminders in a row, each answered with a message: no more on screen than the limit.
    const sms = card.getByRole('button', { name: 'SMS' });
    await expect(sms).toHaveCount(3);
    const sent = Promise.all(
      [0, 1, 2].map(() =>
        page.waitForResponse((response) => response.url().endsWith('/reminder-sms') && response.status() === 201),
      ),
    );
    for (let index = 0; index < 3; index += 1) await sms.nth(index).click();
    await sent;
    const messages = page.locator('.mantine-Notification-root');
    await expect(messages.first()).toContainText("Kujtesa u vu në radhë për t'u dërguar me SMS.");
    // Read once, not waited for: the limit must hold while all three are still within their time.
    await page.waitForTimeout(500);
    const shown = await boxesOf(messages);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.length).toBeLessThanOrEqual(screen.shownAtOnce);
    await page.screenshot({ path: `${SCREENSHOT_DIR}/notifications-${screen.name}.png` });

    const targets = await boxesOf(tapTargets(page));
    expect(targets.length).toBeGreaterThan(6);
    for (const message of shown) {
      for (const target of targets)
        expect(
          overlaps(message, target),
          `a message at ${JSON.stringify(message)} covers a button at ${JSON.stringify(target)}`,
        ).toBe(false);
    }
    // Gone within a few seconds, the queued one included.
    await expect(messages).toHaveCount(0, { timeout: 10_000 });
  });
}
