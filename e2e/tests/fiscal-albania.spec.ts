import type { FiscalDocumentResponse, JobResponse, LoginResponse, WorkerResponse } from '@repair-shop/contracts';
import { AlbaniaCisDouble } from '@repair-shop/backend/albania-cis-double';
import { testCertificatePem, testPkcs12 } from '@repair-shop/backend/test-certificates';
import { callServer } from '../support/api';
import { SCREENSHOT_DIR, expect, test } from '../support/fixtures';
import { startOwnServer, type OwnServer } from '../support/own-server';

const NIPT = 'K12345678L';
const UNIT = 'bu123ab456';
const OPERATOR = 'op123ab456';
const PASSWORD = 'fjalëkalimi i certifikatës';
const CERTIFICATE = {
  nipt: NIPT,
  notBefore: new Date('2026-01-01T00:00:00Z'),
  notAfter: new Date('2028-01-01T00:00:00Z'),
};

/**
 * An Albanian shop in a real browser, against a CIS double on this machine that checks every XML signature against
 * the certificate the shop uploaded: the owner uploads the certificate and Servisi registers the register (TCR), the
 * payment dialog asks for the day's initial cash before the first cash invoice, the payment is fiscalized, its receipt
 * prints the NIVF, the NSLF and the QR code, "KOPJE" from the second print on, and the day close adds cash put in to
 * what the drawer should hold. The backend here is one of this test's own, so that it talks to this double.
 */
test.describe('Albanian fiscalization at the counter', () => {
  let cis: AlbaniaCisDouble;
  let own: OwnServer;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    cis = await AlbaniaCisDouble.start();
    cis.registerCertificate(testCertificatePem(CERTIFICATE));
    own = await startOwnServer('albania_cis', {
      FISCAL_AL_CIS_URL: cis.url,
      FISCAL_AL_SOFTWARE_CODE: 'sw123ab456',
      FISCAL_AL_MAINTAINER_CODE: 'mt123ab456',
    });
  });
  test.afterAll(async () => {
    await own?.stop();
    await cis?.close();
  });

  test('the certificate registers the register, the payment asks for the initial cash first and is fiscalized, the receipt prints NIVF, NSLF and QR, KOPJE on a reprint, the day close counts cash put in', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const baseUrl = own.server.baseUrl;
    const api = <T>(method: string, path: string, body?: unknown, token?: string) =>
      callServer<T>(baseUrl, method, path, body, token);
    const email = `tirana-${Date.now()}@example.com`;
    const password = 'fjalekalim-i-sigurt';
    await api('POST', '/register', { firstName: 'Besa', lastName: 'Hoxha', email, password });
    const login = await api<LoginResponse>('POST', '/login', { email, password });
    const token = login.access_token;
    const business = { businessName: 'Servisi Teknik Besa', contactNumber: '069 111 2222', country: 'albania' };
    await api('POST', '/business/register', { ...business, city: 'Tiranë' }, token);
    await api('PUT', '/business', { ...business, city: 'Tiranë', currency: 'ALL', vatRate: 20 }, token);
    // No TCR code: the register is Servisi's to register, once the certificate is there.
    await api(
      'PUT',
      '/business/fiscal',
      { country: 'albania', nipt: NIPT, businessUnitCode: UNIT, operatorCode: OPERATOR },
      token,
    );

    const context = await browser.newContext({ baseURL: baseUrl, locale: 'sq-AL', timezoneId: 'Europe/Belgrade' });
    const page = await context.newPage();
    await page.goto('/');
    await page.evaluate(
      ([savedToken, user]) => {
        localStorage.setItem('token', savedToken);
        localStorage.setItem('user', user);
      },
      [token, JSON.stringify(login.user)],
    );

    // The owner uploads the certificate in the Business tab; the register is registered with the CIS at once.
    await page.goto('/dashboard/biznesi');
    await expect(page.getByText('Arka nuk është regjistruar ende')).toBeVisible();
    const upload = page.getByRole('form', { name: 'Certifikata e fiskalizimit' });
    // The file is chosen as a person does: the field opens the browser's file chooser.
    const choosing = page.waitForEvent('filechooser');
    await upload.getByLabel('Skedari i certifikatës (.p12)').click();
    await (
      await choosing
    ).setFiles({ name: 'besa.p12', mimeType: 'application/x-pkcs12', buffer: testPkcs12(CERTIFICATE, PASSWORD) });
    await upload.getByLabel('Fjalëkalimi i certifikatës').fill(PASSWORD);
    await upload.getByRole('button', { name: 'Ngarko certifikatën' }).click();
    await expect(page.getByLabel('Arka')).toContainText(/Kodi i arkës \(TCR\):\s*[a-z]{2}\d{3}[a-z]{2}\d{3}/);
    const registration = cis.received.find((request) => request.name === 'RegisterTCRRequest');
    expect(registration).toBeDefined();

    // A payment taken in the job's dialog: the day's first cash invoice asks for the register's initial cash first.
    const { worker } = await api<{ worker: WorkerResponse }>(
      'POST',
      '/workers',
      { firstName: 'Ilir', lastName: 'Dervishi', phoneNumber: '069 222 3333' },
      token,
    );
    const { job } = await api<{ job: JobResponse }>(
      'POST',
      '/jobs',
      {
        workerId: worker.id,
        clientName: 'Ermira Çela',
        clientPhone: '069 444 5555',
        deviceModel: 'iPhone 13',
        deviceImei: '356938035643809',
        deviceCode: '1234',
        workDescription: 'Ekrani i thyer',
        estimatedPrice: 6000,
      },
      token,
    );
    await page.goto(`/dashboard/pune/${job.id}`);
    await page.getByRole('region', { name: 'Pagesat' }).getByRole('button', { name: 'Merr pagesë' }).click();
    const dialog = page.getByRole('dialog', { name: 'Merr pagesë' });
    const initialCash = dialog.getByRole('region', { name: 'Fondi fillestar i arkës për sot' });
    await expect(initialCash.getByLabel('Shuma në arkë (lekë)')).toHaveValue('0.00');
    await expect(dialog.getByRole('button', { name: 'Regjistro pagesën' })).toBeDisabled();
    await initialCash.getByLabel('Shuma në arkë (lekë)').fill('5000');
    await initialCash.getByRole('button', { name: 'Regjistro fondin fillestar' }).click();
    await expect(initialCash).toHaveCount(0);
    const initial = cis.received.filter((request) => request.name === 'RegisterCashDepositRequest').at(-1);
    expect(initial?.xml).toContain('Operation="INITIAL"');
    await dialog.getByRole('button', { name: 'Regjistro pagesën' }).click();
    await expect(page.getByText('Pagesa u regjistrua.')).toBeVisible();
    // Its invoice is fiscalized by the CIS before the answer.
    const [document] = await api<FiscalDocumentResponse[]>('GET', `/jobs/${job.id}/fiscal-documents`, undefined, token);
    expect(document, `the CIS's answer: ${document?.error}`).toMatchObject({
      status: 'fiscalized',
      tcrCode: expect.any(String),
      total: '6000.00',
    });
    // The NIVF on it is the one the CIS answered that invoice with.
    const invoice = cis.received.filter((request) => request.name === 'RegisterInvoiceRequest').at(-1);
    expect(invoice?.answer).toEqual({ result: document!.fic });

    // The receipt: NIVF, NSLF and the QR code of the tax office's check; the second print says "KOPJE".
    await page.addInitScript(() => {
      window.print = () => undefined;
    });
    await page.goto(`/print/payment-receipt/${job.id}`);
    const fiscal = page.getByRole('region', { name: 'Fatura fiskale' });
    await expect(fiscal).toContainText(`NIVF${document!.fic}`);
    await expect(fiscal).toContainText(`NSLF${document!.iic}`);
    await expect(fiscal).toContainText(`Nr. i faturës${document!.number}`);
    await expect(
      fiscal.getByRole('img', { name: `Kodi QR i verifikimit të faturës ${document!.number}` }),
    ).toBeVisible();
    await expect(page.getByText('KOPJE', { exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Printo' }).click();
    await expect
      .poll(
        async () =>
          (await api<FiscalDocumentResponse[]>('GET', `/jobs/${job.id}/fiscal-documents`, undefined, token))[0]
            ?.printCount,
      )
      .toBe(1);
    await expect(page.getByText('KOPJE', { exact: true })).toHaveCount(0);
    await page.getByRole('button', { name: 'Printo' }).click();
    await expect(page.getByText('KOPJE', { exact: true })).toBeVisible();
    await page.screenshot({ path: `${SCREENSHOT_DIR}/fiscal-albania-receipt.png`, animations: 'disabled' });

    // The day close: the initial cash listed, cash put in beside it, both in what the drawer should hold, no warning.
    await page.goto('/dashboard/mbyllja');
    const fund = page.getByRole('region', { name: 'Fondi i arkës' });
    const deposits = fund.getByRole('table', { name: 'Fondi i arkës sot' });
    await expect(deposits).toContainText('5.000');
    await expect(fund.getByText('Fondi fillestar mungon')).toHaveCount(0);
    await fund.getByText('Shto para në arkë').click();
    await fund.getByLabel('Shuma (lekë)').fill('1000');
    await fund.getByRole('button', { name: 'Regjistro' }).click();
    await expect(deposits).toContainText('Shtim parash');
    expect(cis.received.filter((request) => request.name === 'RegisterCashDepositRequest').at(-1)?.xml).toContain(
      'Operation="DEPOSIT"',
    );
    await expect(fund.getByText('Fatura para fondit fillestar')).toHaveCount(0);
    await expect(page.getByRole('table', { name: 'Paratë në arkë' })).toContainText(
      /Paratë që duhet të jenë në arkë\s*12\.000 L/,
    );
    await context.close();
  });
});
