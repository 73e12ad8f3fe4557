import { addJob, addWorker, callServer, createShopOwner, jobDetail, jobPage, signIn } from '../support/api';
import { baseUrl } from '../support/environment';
import { SCREENSHOT_DIR, expect, test } from '../support/fixtures';

const IMEI = '356938035643809';

test('an IMEI that fails Luhn is refused in the dialog; the device brought back under warranty becomes a warranty return of its repair', async ({
  page,
}) => {
  const owner = await createShopOwner();
  const worker = await addWorker(owner);
  const original = await addJob(owner, worker.id, 'Qëndresa Çeku', {
    clientPhone: '049 321 654',
    deviceModel: 'iPhone 12',
    deviceImei: IMEI,
  });
  await callServer(baseUrl(), 'PUT', `/jobs/${original.id}/status`, { status: 'completed' }, owner.token);
  const ticket = original.id.slice(-6).toUpperCase();

  await signIn(page, owner);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Shto punë', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Shto punë të re' });
  await dialog.getByLabel('Emri i klientit').fill('Qëndresa Çeku');
  await dialog.getByLabel('Telefoni i klientit').fill('+383 49 321 654');
  await dialog.getByLabel('Modeli i pajisjes').fill('iPhone 12');
  await dialog.getByLabel('Përshkrimi i problemit').fill('Ekrani sërish nuk ndizet');

  // A digit wrong: the check digit does not match, and nothing is sent.
  await dialog.getByLabel('IMEI').fill('356938035643808');
  await dialog.getByRole('button', { name: 'Krijo punën' }).click();
  await expect(dialog.getByText(/IMEI nuk është i saktë: shifra e fundit e kontrollit nuk përputhet/)).toBeVisible();

  // The right IMEI (typed with spaces): the earlier repair shows, still under warranty.
  await dialog.getByLabel('IMEI').fill('35 693803 564380 9');
  const earlier = dialog.getByRole('alert', { name: 'Kjo pajisje ose ky klient ka ardhur më parë' });
  const repair = earlier.getByRole('group', { name: `Puna #${ticket}` });
  await expect(repair).toContainText('iPhone 12');
  await expect(repair).toContainText(/në garanci deri më \d{2}\.\d{2}\.\d{4}/);
  await repair.getByRole('button', { name: 'Kthim në garanci' }).click();
  await expect(earlier).toContainText(`Puna e re regjistrohet si kthim në garanci e punës #${ticket}.`);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/warranty-return-dialog.png` });
  await dialog.getByRole('button', { name: 'Krijo punën' }).click();
  await expect(page.getByText('Puna u krijua me sukses!').last()).toBeVisible();

  const [returned] = (await jobPage(owner, { limit: 1 })).items;
  expect(returned).toMatchObject({ deviceImei: IMEI, deviceIdKind: 'imei', warrantyOfJobId: original.id });

  // The new job says what it returns, and links to it; the original's history says it came back.
  await page.goto(`/dashboard/pune/${returned.id}`);
  await expect(page.getByText(`Kthim në garanci i punës #${ticket}`)).toBeVisible();
  await page.getByRole('link', { name: `e punës #${ticket}` }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/pune/${original.id}$`));
  await expect(page.getByText(/30 ditë, deri më \d{2}\.\d{2}\.\d{4}/)).toBeVisible();
  await expect(
    page.getByText(`Pajisja u kthye në garanci: puna e re #${returned.id.slice(-6).toUpperCase()}.`),
  ).toBeVisible();
  expect((await jobDetail(owner, original.id)).job.warrantyEndsAt).not.toBeNull();

  // The statistics count the return for the worker whose repair came back.
  await page.goto('/dashboard/statistikat');
  await expect(
    page.getByRole('table', { name: 'Statistikat e punëtorëve' }).getByRole('row', { name: /Besnik Gashi/ }),
  ).toContainText(/1$/);
});

test('a laptop is added with its serial number instead of an IMEI', async ({ page }) => {
  const owner = await createShopOwner();
  await addWorker(owner);
  await signIn(page, owner);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Shto punë', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Shto punë të re' });
  await dialog.getByLabel('Emri i klientit').fill('Arbër Dërmaku');
  await dialog.getByLabel('Telefoni i klientit').fill('044 765 432');
  await dialog.getByLabel('Modeli i pajisjes').fill('MacBook Air M1');
  await dialog.getByLabel('Përshkrimi i problemit').fill('Tastiera nuk punon');
  await dialog.getByRole('switch', { name: 'Me numër serik (laptop, tablet pa SIM)' }).check();
  await dialog.getByLabel('Numri serik').fill('c02x l0ab jg5h');
  await dialog.getByRole('button', { name: 'Krijo punën' }).click();
  await expect(page.getByText('Puna u krijua me sukses!').last()).toBeVisible();
  const [laptop] = (await jobPage(owner, { limit: 1 })).items;
  expect(laptop).toMatchObject({ deviceIdKind: 'serial', deviceImei: 'C02X L0AB JG5H' });
});
