import { createShopOwner, signIn } from '../support/api';
import { expect, test } from '../support/fixtures';

const CASE = { name: 'Këllëf silikoni iPhone 13', barcode: '4006381333931' };

test('the stock as a person keeps it: a product for sale with its barcode, goods received and a count by scanning, the movements', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const owner = await createShopOwner();
  await signIn(page, owner);
  await page.goto('/dashboard/stoku');

  // A product for sale only; a barcode whose last digit is wrong is refused before it is sent.
  await page.getByRole('button', { name: 'Shto produkt' }).click();
  const dialog = page.getByRole('dialog', { name: 'Shto produkt në stok' });
  await dialog.getByLabel('Emri i produktit').fill(CASE.name);
  await dialog.getByLabel('Barkodi').fill('4006381333932');
  await dialog.getByLabel('Çmimi i blerjes').fill('2,35');
  await dialog.getByLabel('Çmimi i shitjes').fill('9,90');
  await dialog.getByLabel('Kategoria').fill('Këllëfë');
  await dialog.getByLabel('Sasia në stok').fill('2');
  await dialog.getByRole('switch', { name: 'Për riparime' }).uncheck({ force: true });
  await dialog.getByRole('button', { name: 'Shto produktin' }).click();
  await expect(
    dialog.getByText(
      'Shifra e fundit e barkodit EAN-13 «4006381333932» nuk përputhet me të tjerat: kontrolloni barkodin.',
    ),
  ).toBeVisible();
  await dialog.getByLabel('Barkodi').fill(CASE.barcode);
  await dialog.getByRole('button', { name: 'Shto produktin' }).click();
  await expect(page.getByText('Produkti u shtua në stok.')).toBeVisible();
  const row = page.getByRole('table', { name: 'Lista e produkteve' }).getByRole('row', { name: new RegExp(CASE.name) });
  await expect(row.getByRole('cell')).toHaveText([
    `${CASE.name}Këllëfë`,
    CASE.barcode,
    '2,35 €',
    '9,90 €',
    '2',
    '—',
    'Për shitje',
    '',
  ]);

  // Goods received: the scanner types the barcode and Enter; the total at cost is exact before it is booked.
  await page.getByRole('button', { name: 'Pranim malli' }).click();
  const receipt = page.getByRole('dialog', { name: 'Pranim malli' });
  await receipt.getByLabel('Furnitori').fill('Elektro Shpk');
  await receipt.getByLabel('Nr. i faturës').fill('F-2026/118');
  await receipt.getByRole('searchbox', { name: 'Shto produkt' }).pressSequentially(CASE.barcode);
  await receipt.getByRole('searchbox', { name: 'Shto produkt' }).press('Enter');
  await receipt.getByRole('textbox', { name: `Sasia e ${CASE.name}` }).fill('5');
  await receipt.getByRole('textbox', { name: `Kosto për copë e ${CASE.name}` }).fill('2,10');
  await expect(receipt.getByText('Gjithsej me kosto: 10,50 €')).toBeVisible();
  await receipt.getByRole('button', { name: 'Prano mallin' }).click();
  await expect(page.getByText('Malli u pranua: sasitë dhe çmimet e blerjes u përditësuan.')).toBeVisible();
  await expect(row.getByRole('cell').nth(4)).toHaveText('7');
  await expect(row.getByRole('cell').nth(2)).toHaveText('2,10 €');

  // A count: one case fewer on the shelf; the difference shows before it is booked.
  await page.getByRole('button', { name: 'Numërim stoku' }).click();
  const count = page.getByRole('dialog', { name: 'Numërim stoku' });
  await count.getByRole('searchbox', { name: 'Shto produkt' }).pressSequentially(CASE.barcode);
  await count.getByRole('searchbox', { name: 'Shto produkt' }).press('Enter');
  await count.getByRole('textbox', { name: `Sasia e numëruar e ${CASE.name}` }).fill('6');
  await expect(count.getByLabel(`Diferenca e ${CASE.name}`)).toHaveText('Diferenca -1');
  await count.getByRole('button', { name: 'Regjistro numërimin' }).click();
  await expect(page.getByText('Numërimi u regjistrua: diferencat u kontabilizuan në stok.')).toBeVisible();
  await expect(row.getByRole('cell').nth(4)).toHaveText('6');

  // Its movements, newest first, each with its reason.
  await row.getByRole('button', { name: `Lëvizjet e stokut të ${CASE.name}` }).click();
  const drawer = page.getByRole('dialog', { name: `Lëvizjet e stokut: ${CASE.name}` });
  const movements = drawer.getByRole('table', { name: 'Lëvizjet e stokut' }).getByRole('row');
  await expect(movements).toHaveCount(4);
  await expect(movements.nth(1).getByRole('cell').nth(1)).toHaveText('Numërim stoku');
  await expect(movements.nth(1).getByRole('cell').nth(2)).toHaveText('-1');
  await expect(movements.nth(2).getByRole('cell').nth(1)).toHaveText('Pranim malli');
  await expect(movements.nth(2).getByRole('cell').nth(2)).toHaveText('+5');
  await expect(movements.nth(3).getByRole('cell').nth(1)).toHaveText('Ndryshim me dorë');
  await expect(movements.nth(3).getByRole('cell').nth(2)).toHaveText('+2');
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // Taken off sale by mistake, and brought back with its six pieces; in between its barcode is not free again.
  await page.getByRole('button', { name: `Veprime për ${CASE.name}` }).click();
  await page.getByRole('menuitem', { name: 'Hiq nga shitja' }).click();
  await page.getByRole('dialog', { name: 'Hiq nga shitja' }).getByRole('button', { name: 'Hiq nga shitja' }).click();
  await expect(page.getByText(`Produkti «${CASE.name}» u hoq nga shitja. Kishte ende 6 copë në stok`)).toBeVisible();
  await expect(row).toBeHidden();
  await page.getByRole('switch', { name: 'Të hequrat nga shitja' }).check({ force: true });
  await page.getByRole('button', { name: `Rikthe në shitje ${CASE.name}` }).click();
  await expect(page.getByText(`«${CASE.name}» u rikthye në shitje.`)).toBeVisible();
  await expect(page.getByText('Asnjë produkt nuk është hequr nga shitja.')).toBeVisible();
  await page.getByRole('switch', { name: 'Të hequrat nga shitja' }).uncheck({ force: true });
  await expect(row.getByRole('cell').nth(4)).toHaveText('6');
});
