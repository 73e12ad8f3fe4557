import type { Locator, Page } from '@playwright/test';
import { addWorker, createShopOwner, jobDetail, jobPage, signIn } from '../support/api';
import { SCREENSHOT_DIR, expect, test } from '../support/fixtures';

const TERMS = 'Servisi nuk përgjigjet për të dhënat në pajisje.\nPajisja e pa marrë pas 90 ditësh shitet.';

/** Signs on the pad as a finger would: two strokes across the canvas. */
async function signOn(pad: Locator, page: Page): Promise<void> {
  const box = await pad.boundingBox();
  if (!box) throw new Error('the signature pad is not on the screen');
  const at = (x: number, y: number) => [box.x + box.width * x, box.y + box.height * y] as const;
  for (const stroke of [
    [at(0.1, 0.6), at(0.25, 0.3), at(0.4, 0.7), at(0.55, 0.35)],
    [at(0.6, 0.5), at(0.75, 0.45), at(0.9, 0.55)],
  ]) {
    await page.mouse.move(...stroke[0]);
    await page.mouse.down();
    for (const point of stroke.slice(1)) await page.mouse.move(...point, { steps: 6 });
    await page.mouse.up();
  }
}

test('intake: the shop writes its terms, records the device and the client signs on a tablet; the pickup is signed; the receipt prints both', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const owner = await createShopOwner();
  await addWorker(owner);
  await page.setViewportSize({ width: 820, height: 1180 });
  await signIn(page, owner);

  // The owner writes the shop's terms in the Business tab.
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Biznesi' }).click();
  const termsForm = page.getByRole('form', { name: 'Kushtet e servisit' });
  await termsForm.getByRole('textbox', { name: 'Teksti i kushteve' }).fill(TERMS);
  await termsForm.getByRole('button', { name: 'Ruaj' }).click();
  await expect(page.getByText('Kushtet e servisit u ruajtën.')).toBeVisible();

  // A new job with its checklist, what the client left, and the client's signature under the terms.
  await page.getByRole('tab', { name: 'Ballina' }).click();
  await page.getByRole('button', { name: 'Shto punë', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Shto punë të re' });
  await dialog.getByRole('combobox', { name: 'Punëtori' }).click();
  await page.getByRole('option', { name: 'Besnik Gashi' }).click();
  await dialog.getByLabel('Emri i klientit').fill('Qëndresa Çeku');
  await dialog.getByLabel('Telefoni i klientit').fill('049 321 654');
  await dialog.getByLabel('Modeli i pajisjes').fill('iPhone 12');
  await dialog.getByLabel('IMEI').fill('356938035643809');
  await dialog.getByLabel('Përshkrimi i problemit').fill('Ekrani i krisur, bateria fryhet');
  await dialog.getByRole('radiogroup', { name: 'Ekrani' }).getByText('Me defekt').click();
  await dialog.getByRole('radiogroup', { name: 'Ndizet' }).getByText('Po').click();
  await dialog.getByRole('checkbox', { name: 'Karikuesi' }).check();
  await dialog.getByRole('checkbox', { name: 'Karta SIM' }).check();
  await dialog.getByLabel('Shënim për gjendjen').fill('Gërvishtje në kornizë lart djathtas');

  await dialog.getByRole('button', { name: 'Klienti nënshkruan' }).click();
  const signing = page.getByRole('dialog', { name: 'Nënshkrimi në pranim' });
  await expect(signing.getByText('Pajisja e pa marrë pas 90 ditësh shitet.')).toBeVisible();
  await expect(signing.getByLabel('Emri i nënshkruesit')).toHaveValue('Qëndresa Çeku');
  await expect(signing.getByRole('button', { name: 'Ruaj nënshkrimin' })).toBeDisabled();
  await signOn(signing.getByLabel('Fusha e nënshkrimit'), page);
  await page.screenshot({ path: `${SCREENSHOT_DIR}/intake-signing.png` });
  await signing.getByRole('button', { name: 'Ruaj nënshkrimin' }).click();
  await expect(signing).toBeHidden();
  await expect(dialog.getByRole('img', { name: 'Nënshkrimi i Qëndresa Çeku' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Krijo punën' }).click();
  await expect(page.getByText('Puna u krijua me sukses!').last()).toBeVisible();

  const [job] = (await jobPage(owner, { limit: 1 })).items;
  const stored = await jobDetail(owner, job.id);
  expect(stored.intake).toMatchObject({
    checks: { screen: 'damaged', powersOn: 'ok', cameras: 'untested' },
    itemsLeft: ['charger', 'simCard'],
    note: 'Gërvishtje në kornizë lart djathtas',
  });
  expect(stored.signatures).toHaveLength(1);
  expect(stored.signatures[0]).toMatchObject({ kind: 'intake', signerName: 'Qëndresa Çeku', terms: TERMS });
  expect(stored.signatures[0].drawing.strokes).toHaveLength(2);

  // The job's page: the condition, the signature, no more changes to what was signed.
  await page.goto(`/dashboard/pune/${job.id}`);
  const intake = page.getByRole('region', { name: 'Pranimi dhe dorëzimi' });
  await expect(intake.getByText('Ekrani: Me defekt')).toBeVisible();
  await expect(intake.getByText('Karikuesi, Karta SIM')).toBeVisible();
  await expect(intake.getByRole('img', { name: 'Nënshkrimi në pranim: Qëndresa Çeku' })).toBeVisible();
  await expect(intake.getByRole('button', { name: 'Ndrysho gjendjen' })).toHaveCount(0);
  await expect(page.getByText('Klienti nënshkroi fletëpranimin dhe kushtet e servisit.')).toBeVisible();

  // Ready: the client signs for the device at pickup, on a phone.
  await page.getByRole('button', { name: 'Gati', exact: true }).click();
  await page.setViewportSize({ width: 390, height: 844 });
  await intake.getByRole('button', { name: 'Merr nënshkrimin' }).click();
  const pickup = page.getByRole('dialog', { name: 'Nënshkrimi në marrje' });
  await signOn(pickup.getByLabel('Fusha e nënshkrimit'), page);
  await pickup.getByRole('button', { name: 'Ruaj nënshkrimin' }).click();
  await expect(intake.getByRole('img', { name: 'Nënshkrimi në marrje: Qëndresa Çeku' })).toBeVisible();
  await expect(page.getByText('Klienti nënshkroi marrjen e pajisjes.')).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/job-intake-phone.png`, fullPage: true });

  // The intake receipt prints the condition, the terms as signed and the signature.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/print/intake-receipt/${job.id}`);
  const receipt = page.getByRole('article', { name: 'Fletëpranim' });
  await expect(receipt.getByText('Gjendja në pranim:')).toBeVisible();
  await expect(receipt).toContainText('EkraniMe defekt');
  await expect(receipt).toContainText('Klienti laKarikuesi, Karta SIM');
  await expect(receipt).toContainText('Pajisja e pa marrë pas 90 ditësh shitet.');
  await expect(receipt.getByRole('img', { name: 'Nënshkrimi i klientit' })).toBeVisible();
  await expect(receipt).toContainText('Nënshkrimi i klientit: Qëndresa Çeku');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/intake-receipt-signed.png`, fullPage: true });
});
