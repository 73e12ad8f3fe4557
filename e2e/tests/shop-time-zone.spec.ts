import type { Page } from '@playwright/test';
import { addWorker, createShopOwner, markWelcomeSeen, signIn, type ShopOwner } from '../support/api';
import { baseUrl } from '../support/environment';
import { expect, test } from '../support/fixtures';

/** A device set to UTC, an hour (two in summer) behind the shop's time (Europe/Belgrade). */
test.use({ timezoneId: 'UTC' });

/** Jobs imported as the shop's spreadsheet has them: the date each came in, in the shop's time. */
async function importJobs(
  owner: ShopOwner,
  workerId: string,
  rows: [client: string, phone: string, receivedAt: string][],
): Promise<void> {
  const header = ['Klienti', 'Telefoni', 'Pajisja', 'IMEI', 'Përshkrimi', 'Statusi', 'Data'];
  const lines = [
    header,
    ...rows.map(([client, phone, receivedAt]) => [
      client,
      phone,
      'iPhone 12',
      '356938035643809',
      'Ekrani',
      'E re',
      receivedAt,
    ]),
  ];
  const form = new FormData();
  form.append('kind', 'jobs');
  form.append(
    'mapping',
    JSON.stringify({
      columns: { clientName: 0, clientPhone: 1, deviceModel: 2, deviceId: 3, description: 4, status: 5, createdAt: 6 },
      workerId,
    }),
  );
  form.append('file', new Blob([lines.map((line) => line.join(';')).join('\r\n')], { type: 'text/csv' }), 'punet.csv');
  const response = await fetch(`${baseUrl()}/api/imports`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${owner.token}` },
    body: form,
  });
  if (!response.ok) throw new Error(`POST /imports → ${response.status} ${await response.text()}`);
}

const jobRow = (page: Page, client: string) =>
  page.getByRole('table', { name: 'Lista e punëve' }).getByRole('row').filter({ hasText: client });

test("on a device set to UTC every date and time is the shop's: a job received at 00:30 in the shop is on the shop's day, and so is today", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const owner = await markWelcomeSeen(await createShopOwner());
  const worker = await addWorker(owner);
  // 00:30 on 25 November in the shop is 23:30 on the 24th in UTC; 23:50 on the 24th in the shop is 22:50 UTC.
  await importJobs(owner, worker.id, [
    ['Ardit Hoxha', '044 100 200', '25.11.2026 00:30'],
    ['Blerina Gashi', '044 100 300', '24.11.2026 23:50'],
  ]);
  // The device's clock: 23:40 UTC on the 24th, already 00:40 on the 25th in the shop.
  await page.clock.setFixedTime(new Date('2026-11-24T23:40:00Z'));
  await signIn(page, owner);

  await page.goto('/dashboard');
  await expect(jobRow(page, 'Ardit Hoxha')).toContainText('25.11.2026, 00:30');
  await expect(jobRow(page, 'Blerina Gashi')).toContainText('24.11.2026, 23:50');

  // "Të sotmet" is the shop's day: the job of 00:30 is today's, the one of 23:50 yesterday's.
  await page.getByRole('radiogroup', { name: 'Cilat punë shfaqen' }).getByText('Të sotmet').click();
  await expect(jobRow(page, 'Ardit Hoxha')).toBeVisible();
  await expect(jobRow(page, 'Blerina Gashi')).toHaveCount(0);
  await expect(
    page.getByRole('list', { name: 'Punët e sotme sipas statusit' }).getByRole('listitem', { name: 'E re: 1' }),
  ).toBeVisible();

  // The job's page and its label.
  await jobRow(page, 'Ardit Hoxha').getByRole('button', { name: 'Shiko punën e Ardit Hoxha' }).click();
  await expect(page.getByText('25.11.2026, 00:30').first()).toBeVisible();
  const jobId = page.url().split('/').pop() as string;
  await page.goto(`/print/label/${jobId}`);
  await expect(page.getByRole('article').first()).toContainText('25.11.2026');

  // The day close opens on the shop's today.
  await page.goto('/dashboard/mbyllja');
  await expect(page.getByText('e mërkurë, 25.11.2026')).toBeVisible();
});
