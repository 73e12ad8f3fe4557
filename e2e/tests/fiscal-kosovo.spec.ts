import type {
  FiscalDocumentResponse,
  FiscalTillResponse,
  JobResponse,
  LoginResponse,
  PaymentCreatedResponse,
  PrintStationCreatedResponse,
  WorkerResponse,
} from '@repair-shop/contracts';
import { KosovoAtkDouble } from '@repair-shop/backend/kosovo-atk-double';
import { callServer } from '../support/api';
import { SCREENSHOT_DIR, expect, test } from '../support/fixtures';
import { startOwnServer, type OwnServer } from '../support/own-server';
import type { ServerProcess } from '../support/server-process';

const NUI = '810000042';
const BRANCH = '3';

/**
 * Kosovo's till in a real browser: the counter's paired station makes its own non-extractable ECDSA key, registers
 * its public key, and signs the coupon of a payment taken on the dashboard; ATK (a double on this machine, which
 * checks every signature with the key the owner registered) accepts it and the receipt carries its QR code. The
 * backend here is one of this test's own, on a database of its own, so that it posts to this double.
 */
test.describe('Kosovo fiscalization at the counter', () => {
  let atk: KosovoAtkDouble;
  let own: OwnServer;
  let server: ServerProcess;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    atk = await KosovoAtkDouble.start([]);
    own = await startOwnServer('kosovo_till', { FISCAL_KS_ATK_URL: atk.url, FISCAL_KS_APPLICATION_ID: '4242' });
    server = own.server;
  });
  test.afterAll(async () => {
    await own?.stop();
    await atk?.close();
  });

  test('the station makes its key, signs the coupon of a payment, ATK verifies it and the receipt shows its QR code', async ({
    browser,
  }) => {
    const api = <T>(method: string, path: string, body?: unknown, token?: string) =>
      callServer<T>(server.baseUrl, method, path, body, token);
    const email = `kosova-${Date.now()}@example.com`;
    const password = 'fjalekalim-i-sigurt';
    await api('POST', '/register', { firstName: 'Arben', lastName: 'Krasniqi', email, password });
    const login = await api<LoginResponse>('POST', '/login', { email, password });
    const token = login.access_token;
    await api(
      'POST',
      '/business/register',
      { businessName: 'Servisi Dardania', contactNumber: '044 123 456', country: 'kosovo', city: 'Prishtinë' },
      token,
    );
    await api(
      'PUT',
      '/business',
      {
        businessName: 'Servisi Dardania',
        contactNumber: '044 123 456',
        country: 'kosovo',
        city: 'Prishtinë',
        currency: 'EUR',
        vatRate: 18,
      },
      token,
    );
    const created = await api<PrintStationCreatedResponse>('POST', '/print-stations', { name: 'Banaku' }, token);

    // The counter's browser opens the pairing link before the shop is fiscalized; once it is, the station makes its
    // key and registers it as POS 1 at once (not at its next look at the till, a minute later).
    const counter = await browser.newContext({
      baseURL: server.baseUrl,
      locale: 'sq-AL',
      timezoneId: 'Europe/Belgrade',
    });
    // What the station printed, as it stood when printed: its fiscal section's text and whether it had the QR code.
    await counter.addInitScript(() => {
      const printed: { text: string; qr: boolean }[] = [];
      (window as unknown as { printed: typeof printed }).printed = printed;
      window.print = () => {
        const section = window.document.querySelector('section[aria-label="Fatura fiskale"]');
        printed.push({
          text: (section as HTMLElement | null)?.innerText ?? '',
          qr: section !== null && section.querySelector('img[alt^="Kodi QR"]') !== null,
        });
      };
    });
    const station = await counter.newPage();
    await station.goto(new URL(created.pairingUrl).pathname);
    await expect(station).toHaveURL(/\/print\/station$/);
    await expect(station.getByRole('status', { name: 'Lidhja: Lidhur' })).toBeVisible();
    await expect(station.getByText(/Arka fiskale/)).toHaveCount(0);
    await api(
      'PUT',
      '/business/fiscal',
      { country: 'kosovo', nui: NUI, fiscalizationNumber: '77', branchId: BRANCH },
      token,
    );
    await expect(station.getByText('Arka fiskale POS 1: kuponët nënshkruhen këtu')).toBeVisible();

    // The owner registers the till's public key with ATK, as the fiscal settings show it.
    const [till] = await api<FiscalTillResponse[]>('GET', '/business/fiscal/tills', undefined, token);
    expect(till).toMatchObject({ stationName: 'Banaku', posId: 1 });
    atk.registerTill({ nui: NUI, branchId: BRANCH, posId: '1', publicKeyPem: till.publicKeyPem! });

    // A payment on the dashboard: its coupon waits for the till, which signs it at once (its event stream).
    const { worker } = await api<{ worker: WorkerResponse }>(
      'POST',
      '/workers',
      { firstName: 'Besnik', lastName: 'Gashi', phoneNumber: '049 111 222' },
      token,
    );
    const { job } = await api<{ job: JobResponse }>(
      'POST',
      '/jobs',
      {
        workerId: worker.id,
        clientName: 'Drita Berisha',
        clientPhone: '045 987 654',
        deviceModel: 'Samsung Galaxy S23',
        deviceImei: '356938035643809',
        deviceCode: '1234',
        workDescription: 'Ekrani i thyer',
        estimatedPrice: 25,
      },
      token,
    );
    await api('POST', `/jobs/${job.id}/payments`, { amount: 25, method: 'cash', kind: 'payment' }, token);
    await expect
      .poll(
        async () =>
          (await api<FiscalDocumentResponse[]>('GET', `/jobs/${job.id}/fiscal-documents`, undefined, token))[0]?.status,
        {
          timeout: 20_000,
        },
      )
      .toBe('fiscalized');
    const [document] = await api<FiscalDocumentResponse[]>('GET', `/jobs/${job.id}/fiscal-documents`, undefined, token);

    // ATK accepted the coupon only after checking its signature against the registered key; the QR code too.
    expect(atk.coupons).toHaveLength(1);
    expect(atk.coupons[0].transactionId).toBe(document.fic);
    expect(atk.coupons[0].coupon.PosId).toBe(1n);
    const scanned = await fetch(`${atk.url}/citizen/coupon`, {
      method: 'POST',
      body: JSON.stringify({ citizen_id: 1, qr_code: document.qrCode }),
    });
    expect(scanned.status).toBe(200);

    // The payment's receipt carries the coupon's number, its till and the QR code of the signed citizen coupon.
    const owner = await browser.newContext({ baseURL: server.baseUrl, locale: 'sq-AL', timezoneId: 'Europe/Belgrade' });
    const receipt = await owner.newPage();
    await receipt.goto('/');
    await receipt.evaluate(
      ([savedToken, user]) => {
        localStorage.setItem('token', savedToken);
        localStorage.setItem('user', user);
      },
      [token, JSON.stringify(login.user)],
    );
    await receipt.goto(`/print/payment-receipt/${job.id}`);
    await expect(receipt.getByText('KUPON FISKAL')).toBeVisible();
    await expect(receipt.getByText(document.number)).toBeVisible();
    await expect(
      receipt.getByRole('img', { name: `Kodi QR i verifikimit të faturës ${document.number}` }),
    ).toBeVisible();
    await receipt.screenshot({ path: `${SCREENSHOT_DIR}/fiscal-kosovo-receipt.png`, animations: 'disabled' });

    // A receipt sent to the station right after a payment, both waiting as the counter's page opens: the station
    // signs the coupon before it prints, so the receipt carries its QR code rather than "awaiting signature".
    await station.close();
    const paid = await api<PaymentCreatedResponse>(
      'POST',
      `/jobs/${job.id}/payments`,
      { amount: 5, method: 'cash', kind: 'refund' },
      token,
    );
    expect(paid.fiscalDocument).toMatchObject({ awaitingSignature: true, posId: 1 });
    await api(
      'POST',
      `/jobs/${job.id}/print`,
      { stationId: created.station.id, document: 'payment_receipt', paymentId: paid.payment.id },
      token,
    );
    const reopened = await counter.newPage();
    await reopened.goto('/print/station');
    await expect
      .poll(() => reopened.evaluate(() => (window as unknown as { printed: unknown[] }).printed.length), {
        timeout: 20_000,
      })
      .toBe(1);
    const [printed] = await reopened.evaluate(
      () => (window as unknown as { printed: { text: string; qr: boolean }[] }).printed,
    );
    expect(printed.text).toContain(paid.fiscalDocument!.number);
    expect(printed.text).not.toContain('Kuponi pret nënshkrimin e arkës');
    expect(printed.qr).toBe(true);

    // The owner's fiscal settings show the till with the key to register at ATK.
    await receipt.goto('/dashboard/biznesi');
    const tills = receipt.getByRole('region', { name: 'Arkat (POS)' });
    await expect(tills.getByText('POS 1 · Banaku')).toBeVisible();
    await expect(tills.getByText(/BEGIN PUBLIC KEY/)).toBeVisible();
    await expect(tills.getByText(`Gjurma SHA-256: ${till.fingerprint}`, { exact: false })).toBeVisible();

    // A second till at another counter: the payment dialog offers «Arka», and the coupon is made on the one chosen.
    const window2 = await api<PrintStationCreatedResponse>('POST', '/print-stations', { name: 'Dritarja' }, token);
    const counter2 = await browser.newContext({
      baseURL: server.baseUrl,
      locale: 'sq-AL',
      timezoneId: 'Europe/Belgrade',
    });
    const station2 = await counter2.newPage();
    await station2.goto(new URL(window2.pairingUrl).pathname);
    await expect(station2.getByText('Arka fiskale POS 2: kuponët nënshkruhen këtu')).toBeVisible();
    await receipt.goto(`/dashboard/pune/${job.id}`);
    await receipt.getByRole('region', { name: 'Pagesat' }).getByRole('button', { name: 'Merr pagesë' }).click();
    const payment = receipt.getByRole('dialog', { name: 'Merr pagesë' });
    const tillChoice = payment.getByRole('combobox', { name: 'Arka' });
    await expect(tillChoice).toHaveValue('Banaku · POS 1');
    await tillChoice.click();
    await receipt.getByRole('option', { name: 'Dritarja · POS 2' }).click();
    await payment.getByRole('button', { name: 'Regjistro pagesën' }).click();
    await expect(receipt.getByText('Pagesa u regjistrua.')).toBeVisible();
    const documents = await api<FiscalDocumentResponse[]>('GET', `/jobs/${job.id}/fiscal-documents`, undefined, token);
    expect(documents.at(-1)).toMatchObject({ kind: 'sale', posId: 2, ordinal: 1 });
    await counter2.close();
    await counter.close();
    await owner.close();
  });
});
