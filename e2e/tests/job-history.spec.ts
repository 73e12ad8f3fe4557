import { addJob, addJobMessage, addWorker, createShopOwner, jobDetail, signIn } from '../support/api';
import { SCREENSHOT_DIR, expect, test } from '../support/fixtures';

test('a long history shows its latest 10 lines, newest first, and the rest on demand', async ({ page }) => {
  const owner = await createShopOwner();
  const worker = await addWorker(owner);
  const job = await addJob(owner, worker.id, 'Liridon Hasani');
  for (let index = 1; index <= 14; index += 1) await addJobMessage(owner, job.id, `Shënimi ${index}`);
  const all = (await jobDetail(owner, job.id)).messages.length;
  expect(all).toBeGreaterThanOrEqual(14);

  await signIn(page, owner);
  await page.goto(`/dashboard/pune/${job.id}`);
  const lines = page.getByLabel('Historia e punës').locator('[data-entry-type]');
  await expect(lines).toHaveCount(10);
  await expect(lines.first()).toContainText('Shënimi 14');
  await expect(lines.nth(9)).toContainText('Shënimi 5');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/job-history-long.png`, fullPage: true });

  await page.getByRole('button', { name: `Shfaq të gjitha (${all})` }).click();
  await expect(lines).toHaveCount(all);
  await expect(lines.last()).not.toContainText('Shënimi');
  await page.getByRole('button', { name: 'Shfaq më pak' }).click();
  await expect(lines).toHaveCount(10);

  // A new message goes on top.
  await page.getByLabel('Mesazh i ri').fill('Ekrani u porosit.');
  await page.getByLabel('Mesazh i ri').press('Enter');
  await expect(lines.first()).toContainText('Ekrani u porosit.');
  await expect(page.getByRole('button', { name: `Shfaq të gjitha (${all + 1})` })).toBeVisible();
});
