import { addWorker, createShopOwner, jobDetail, signIn } from '../support/api';
import { SCREENSHOT_DIR, expect, test } from '../support/fixtures';

const PART = { name: 'Ekran Samsung S23', code: `880${Date.now()}` };

test("the shop's money: a part in stock, a job with a deposit, the part used on it, the rest paid, the stock one less", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const owner = await createShopOwner();
  await addWorker(owner);
  await signIn(page, owner);

  // Stoku: a part with 3 in stock, low at 2.
  await page.goto('/dashboard');
  await page.getByRole('tab', { name: 'Stoku' }).click();
  await expect(page).toHaveURL(/\/dashboard\/stoku$/);
  await expect(page.getByText('Nuk keni ende asgjë në stok.')).toBeVisible();
  await page.getByRole('button', { name: 'Shto produkt' }).click();
  const partDialog = page.getByRole('dialog', { name: 'Shto produkt në stok' });
  await partDialog.getByRole('button', { name: 'Shto produktin' }).click();
  await expect(partDialog.getByText('Kjo fushë është e detyrueshme').first()).toBeVisible();
  await partDialog.getByLabel('Emri i produktit').fill(PART.name);
  await partDialog.getByLabel('Kodi i pjesës').fill(PART.code);
  await partDialog.getByLabel('Çmimi i blerjes').fill('12');
  await partDialog.getByLabel('Çmimi i shitjes').fill('25,50');
  await partDialog.getByLabel('Sasia në stok').fill('3');
  await partDialog.getByLabel('Niveli i stokut të ulët').fill('2');
  await partDialog.getByRole('button', { name: 'Shto produktin' }).click();
  await expect(page.getByText('Produkti u shtua në stok.')).toBeVisible();
  const partRow = page
    .getByRole('table', { name: 'Lista e produkteve' })
    .getByRole('row', { name: new RegExp(PART.name) });
  await expect(partRow.getByRole('cell')).toHaveText([
    `${PART.name}Kodi ${PART.code}`,
    '—',
    '12,00 €',
    '25,50 €',
    '3',
    // Not used yet: nothing to count the days left from.
    '—',
    'Shitje dhe riparime',
    '',
  ]);

  // A new job with an estimated price of 40 € and a deposit of 20 € in cash.
  await page.getByRole('tab', { name: 'Ballina' }).click();
  await page.getByRole('button', { name: 'Shto punë', exact: true }).click();
  const jobDialog = page.getByRole('dialog', { name: 'Shto punë të re' });
  await jobDialog.getByLabel('Emri i klientit').fill('Blerta Krasniqi');
  await jobDialog.getByLabel('Telefoni i klientit').fill('045 321 654');
  await jobDialog.getByLabel('Modeli i pajisjes').fill('Samsung Galaxy S23');
  await jobDialog.getByLabel('IMEI').fill('356938035643809');
  await jobDialog.getByLabel('Çmimi i punës (pa pjesët)').fill('40');
  await jobDialog.getByLabel('Përshkrimi i problemit').fill('Ekrani i thyer');
  await jobDialog.getByLabel('Paradhënie').fill('20');
  await jobDialog.getByRole('button', { name: 'Krijo punën' }).click();
  await expect(page.getByText('Puna u krijua me sukses!')).toBeVisible();
  await page.getByRole('button', { name: 'Shiko punën e Blerta Krasniqi' }).click();
  await expect(page.getByRole('heading', { name: /^Puna #/ })).toBeVisible();
  const jobId = page.url().split('/').pop() as string;

  const money = page.getByRole('region', { name: 'Pagesat' });
  await expect(money.getByRole('group', { name: 'Totali' })).toContainText('40,00 €');
  await expect(money.getByRole('group', { name: 'Paguar' })).toContainText('20,00 €');
  await expect(money.getByRole('group', { name: 'Mbetja për pagesë' })).toContainText('20,00 €');
  await expect(money.getByRole('list', { name: 'Lista e pagesave' })).toContainText('Paradhënie');

  // The part, found by its scanned code (the scanner types it and Enter).
  const parts = page.getByRole('region', { name: 'Pjesët e përdorura' });
  await parts.getByRole('button', { name: 'Shto pjesë' }).click();
  const picker = page.getByRole('dialog', { name: 'Shto pjesë në punë' });
  await picker.getByRole('searchbox', { name: 'Kërko pjesën' }).fill(PART.code);
  await picker.getByRole('searchbox', { name: 'Kërko pjesën' }).press('Enter');
  await expect(picker.getByText('Në stok: 3')).toBeVisible();
  await expect(picker.getByLabel('Çmimi i shitjes (për copë)')).toHaveValue('25,50');
  await picker.getByRole('button', { name: 'Shto në punë' }).click();
  await expect(page.getByText('Pjesa u shtua në punë.')).toBeVisible();
  await expect(parts.getByRole('table', { name: 'Pjesët e përdorura' })).toContainText(PART.name);
  await expect(parts.getByRole('table', { name: 'Pjesët e përdorura' })).toContainText('12,00 €');
  await expect(money.getByRole('group', { name: 'Totali' })).toContainText('65,50 €');
  await expect(money.getByRole('group', { name: 'Totali' })).toContainText('Puna 40,00 € + pjesët 25,50 €');
  await expect(money.getByRole('group', { name: 'Mbetja për pagesë' })).toContainText('45,50 €');

  // Completing the job while 45,50 € are due asks first; "Anulo" leaves it as it was.
  const completed = page.getByRole('group', { name: 'Ndrysho statusin' }).getByRole('button', { name: 'Përfunduar' });
  await completed.click();
  const question = page.getByRole('dialog', { name: 'Puna nuk është paguar plotësisht' });
  await expect(question).toContainText('Klienti ka ende për të paguar 45,50 €. Ta shënoj si të përfunduar?');
  await question.getByRole('button', { name: 'Anulo' }).click();
  await expect(completed).toHaveAttribute('aria-pressed', 'false');

  // Asked again, the payment is taken there: the rest, by card, with the fiscal receipt's number; then the job is completed.
  await completed.click();
  await question.getByRole('button', { name: 'Merr pagesën dhe përfundo' }).click();
  const payment = page.getByRole('dialog', { name: 'Merr pagesën dhe përfundo' });
  await expect(payment.getByLabel('Shuma')).toHaveValue('45,50');
  await expect(payment.getByRole('radio', { name: 'Kthim parash' })).toHaveCount(1);
  await payment.getByText('Kartelë').click();
  await payment.getByLabel('Nr. i kuponit fiskal').fill('K-1001');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/payment-dialog.png` });
  await payment.getByRole('button', { name: 'Regjistro pagesën' }).click();
  await expect(page.getByText('Pagesa u regjistrua.')).toBeVisible();
  await expect(payment).toBeHidden();
  await expect(completed).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Statusi u ndryshua në «Përfunduar»', { exact: true })).toBeVisible();
  await expect(money.getByRole('group', { name: 'Paguar' })).toContainText('65,50 €');
  await expect(money.getByRole('group', { name: 'Mbetja për pagesë' })).toContainText('0,00 €');
  await expect(money.getByRole('group', { name: 'Fitimi' })).toContainText('53,50 €');
  await expect(money.getByRole('list', { name: 'Lista e pagesave' }).getByRole('listitem')).toHaveCount(2);
  await expect(money.getByRole('list', { name: 'Lista e pagesave' })).toContainText('Kuponi fiskal nr. K-1001');

  // The history has a line for each payment and for the part.
  const history = page.getByLabel('Historia e punës');
  await expect(history.locator('[data-entry-type="payment"]')).toHaveCount(2);
  await expect(history.locator('[data-entry-type="payment"]').first()).toContainText(
    'Pagesë 45,50 € (Kartelë, kuponi fiskal K-1001).',
  );
  await expect(history.locator('[data-entry-type="payment"]').last()).toContainText(
    'Paradhënie 20,00 € (Para në dorë).',
  );
  await expect(history.locator('[data-entry-type="parts"]')).toContainText(
    `U përdor pjesa «${PART.name}» × 1 (25,50 € për copë).`,
  );
  await page.screenshot({ path: `${SCREENSHOT_DIR}/job-money.png`, fullPage: true });

  const detail = await jobDetail(owner, jobId);
  // The owner also sees what the part cost the shop (12,00 €) and the profit.
  expect(detail.money).toEqual({
    currency: 'EUR',
    labour: 40,
    parts: 25.5,
    total: 65.5,
    paid: 65.5,
    balance: 0,
    partsCost: 12,
    profit: 53.5,
  });

  // The invoice: the part, the server's sums, the payments, and that it is no fiscal receipt.
  await page.goto(`/print/invoice/${jobId}`);
  const invoice = page.getByRole('article', { name: 'Fatura' });
  await expect(invoice.getByRole('table', { name: 'Rreshtat e faturës' })).toContainText(PART.name);
  await expect(invoice.getByTestId('invoice-total')).toHaveText('65,50 €');
  await expect(invoice.getByTestId('invoice-balance')).toHaveText('0,00 €');
  await expect(invoice.getByTestId('invoice-payment-note')).toHaveText('Fatura është paguar plotësisht.');
  await expect(invoice.getByRole('table', { name: 'Pagesat' })).toContainText('K-1001');
  await expect(invoice).toContainText('Ky dokument nuk është kupon fiskal.');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/invoice-money.png`, fullPage: true });

  // The stock is one less, and low: the home tab says so.
  await page.goto('/dashboard/stoku');
  await expect(partRow.getByRole('cell').nth(4)).toHaveText('Stok i ulët2');
  await page.getByRole('switch', { name: 'Vetëm me stok të ulët' }).check();
  await expect(partRow).toBeVisible();
  await page.screenshot({ path: `${SCREENSHOT_DIR}/stock.png`, fullPage: true });
  await page.getByRole('tab', { name: 'Ballina' }).click();
  await expect(page.getByRole('list', { name: 'Pjesët me stok të ulët' })).toContainText(PART.name);
  await expect(page.getByRole('list', { name: 'Pjesët me stok të ulët' })).toContainText('2 copë');
  await page.screenshot({ path: `${SCREENSHOT_DIR}/home-low-stock.png`, fullPage: true });
});
