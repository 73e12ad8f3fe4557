import { randomUUID } from 'node:crypto';
import { cashDepositRequestXml } from '../../src/modules/fiscal/albania/cash-deposit-request';
import { sendCisRequest, type CisEndpoint } from '../../src/modules/fiscal/albania/cis-client';
import { formatCisDateTime } from '../../src/modules/fiscal/albania/cis-date-time';
import {
  CisFaultError,
  CisUnreachableError,
  CisUnreadableAnswerError,
} from '../../src/modules/fiscal/albania/cis-errors';
import type { AlbanianInvoice } from '../../src/modules/fiscal/albania/cis-invoice';
import { prepareInvoice, signedInvoiceRequest } from '../../src/modules/fiscal/albania/register-invoice-request';
import { registerTcrRequestXml } from '../../src/modules/fiscal/albania/register-tcr-request';
import { signCisMessage, verifyCisSignature } from '../../src/modules/fiscal/albania/xml-signature';
import { AlbaniaCisDouble } from './albania-cis-double';
import { makeAlbaniaTestCredential } from './albania-test-credential';

const NIPT = 'L91806031N';
const shop = makeAlbaniaTestCredential({ nipt: NIPT, name: 'Servis Çelësi shpk' });
const otherKey = makeAlbaniaTestCredential({ nipt: NIPT });
const otherShop = makeAlbaniaTestCredential({ nipt: 'K12345678A' });

let cis: AlbaniaCisDouble;
let endpoint: CisEndpoint;

beforeEach(async () => {
  cis = await AlbaniaCisDouble.start({ lateAnswerMs: 1500 });
  cis.registerCertificate(shop.certificatePem);
  cis.registerCertificate(otherShop.certificatePem);
  // Time enough for an answer on a busy machine (npm test runs the browser tests beside these); the time-out's own
  // test waits 300 ms.
  endpoint = { url: cis.url, timeoutMs: 10_000, checkAnswerSignature: true };
});

afterEach(() => cis.close());

function saleInvoice(overrides: Partial<AlbanianInvoice> = {}): AlbanianInvoice {
  const now = formatCisDateTime(new Date());
  return {
    uuid: randomUUID(),
    sendDateTime: now,
    type: 'CASH',
    issueDateTime: now,
    ordinalNumber: 12,
    tcrCode: 'ab123cd456',
    isIssuerInVat: true,
    operatorCode: 'op123op123',
    businessUnitCode: 'bu123bu123',
    softwareCode: 'sw123sw123',
    seller: {
      nipt: NIPT,
      name: 'Servis Çelësi & Bros shpk',
      address: 'Rruga e Kavajës 10',
      town: 'Tiranë',
      country: 'ALB',
    },
    items: [
      { name: 'Ndërrim ekrani iPhone 13', unit: 'copë', quantity: '1', unitPriceWithVat: '12000', vatRate: '20' },
      {
        name: 'Mbrojtëse xhami',
        code: '3800001',
        unit: 'copë',
        quantity: '2',
        unitPriceWithVat: '499.99',
        vatRate: '20',
      },
    ],
    payments: [{ type: 'BANKNOTE', amount: '12999.98' }],
    ...overrides,
  };
}

async function refusal(promise: Promise<unknown>): Promise<CisFaultError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(CisFaultError);
  return error as CisFaultError;
}

describe("Albania's CIS double and the CIS client", () => {
  it('accepts a valid invoice and answers its FIC in a response signed by the CIS', async () => {
    const { prepared, request } = signedInvoiceRequest(saleInvoice(), shop);
    const answer = await sendCisRequest(endpoint, request);

    expect(answer.result).toMatch(/^[0-9a-f-]{36}$/);
    expect(answer.result).toBe(cis.ficOf(request.uuid));
    expect(answer.requestUuid).toBe(request.uuid);
    expect(prepared.amounts.total).toBe('12999.98');
    expect(cis.received).toHaveLength(1);
    expect(cis.received[0].answer).toEqual({ result: answer.result });
  });

  it('answers the same FIC when a document is resent with its UUID after the CIS was unreachable', async () => {
    const invoice = saleInvoice();
    const first = await sendCisRequest(endpoint, signedInvoiceRequest(invoice, shop).request);
    const resent = signedInvoiceRequest(
      { ...invoice, subsequentDelivery: 'SERVICE', sendDateTime: formatCisDateTime(new Date(Date.now() + 1000)) },
      shop,
    );

    const second = await sendCisRequest(endpoint, resent.request);

    expect(second.result).toBe(first.result);
    expect(cis.received).toHaveLength(2);
  });

  it('refuses a total changed after signing: the digest no longer matches (30)', async () => {
    const { request } = signedInvoiceRequest(saleInvoice(), shop);
    const tampered = request.xml.replace('TotPrice="12999.98"', 'TotPrice="1299.98"');
    expect(tampered).not.toBe(request.xml);

    const error = await refusal(sendCisRequest(endpoint, { ...request, xml: tampered }));
    expect(error.code).toBe('30');
    expect(error.origin).toBe('Client');
    expect(error.requestUuid).toBe(request.uuid);
  });

  it('refuses a total changed and signed again, since the IIC was made over the other total', async () => {
    const invoice = saleInvoice();
    const { xml } = prepareInvoice(invoice, shop.privateKeyPem);
    const changed = xml
      .replace('TotPrice="12999.98"', 'TotPrice="12000.00"')
      .replace('Amt="12999.98"', 'Amt="12000.00"');
    const error = await refusal(
      sendCisRequest(endpoint, {
        name: 'RegisterInvoiceRequest',
        uuid: invoice.uuid,
        xml: signCisMessage(changed, shop),
      }),
    );
    expect(error.code).toBe('11');
    expect(error.text).toMatch(/IIC/);
  });

  it('refuses a request signed with a key other than the certificate it carries (29)', async () => {
    const forged = { privateKeyPem: otherKey.privateKeyPem, certificatePem: shop.certificatePem };
    const error = await refusal(sendCisRequest(endpoint, signedInvoiceRequest(saleInvoice(), forged).request));
    expect(error.code).toBe('29');
  });

  it("refuses a certificate not registered for the NIPT (35) and another business's certificate (37)", async () => {
    const unregistered = await refusal(sendCisRequest(endpoint, signedInvoiceRequest(saleInvoice(), otherKey).request));
    expect(unregistered.code).toBe('35');

    const another = await refusal(sendCisRequest(endpoint, signedInvoiceRequest(saleInvoice(), otherShop).request));
    expect(another.code).toBe('37');
  });

  it('is the distinct offline error when the CIS answers after the time-out or cuts the connection', async () => {
    cis.reachability = 'answer-late';
    const invoice = saleInvoice();
    const started = Date.now();
    const shortWait = { ...endpoint, timeoutMs: 300 };
    await expect(sendCisRequest(shortWait, signedInvoiceRequest(invoice, shop).request)).rejects.toBeInstanceOf(
      CisUnreachableError,
    );
    expect(Date.now() - started).toBeLessThan(1200);

    // The late request was registered all the same: sending it again later gives that one FIC, not a second one.
    cis.reachability = 'online';
    const resent = signedInvoiceRequest(
      { ...invoice, subsequentDelivery: 'SERVICE', sendDateTime: formatCisDateTime(new Date()) },
      shop,
    );
    const answer = await sendCisRequest(endpoint, resent.request);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect(cis.received.map((received) => received.answer)).toEqual([
      { result: answer.result },
      { result: answer.result },
    ]);

    cis.reachability = 'refuse-connections';
    await expect(sendCisRequest(endpoint, signedInvoiceRequest(saleInvoice(), shop).request)).rejects.toBeInstanceOf(
      CisUnreachableError,
    );
  });

  it('accepts a corrective invoice that takes an item back, naming the original', async () => {
    const original = signedInvoiceRequest(saleInvoice(), shop);
    await sendCisRequest(endpoint, original.request);
    const correction = signedInvoiceRequest(
      saleInvoice({
        ordinalNumber: 13,
        items: [{ name: 'Mbrojtëse xhami', unit: 'copë', quantity: '-1', unitPriceWithVat: '499.99', vatRate: '20' }],
        payments: [{ type: 'BANKNOTE', amount: '-499.99' }],
        corrects: {
          iic: original.prepared.issuerCode.iic,
          issueDateTime: saleInvoice().issueDateTime,
          type: 'CORRECTIVE',
        },
      }),
      shop,
    );

    const answer = await sendCisRequest(endpoint, correction.request);

    expect(answer.result).toBe(cis.ficOf(correction.request.uuid));
    expect(correction.request.xml).toContain(`IICRef="${original.prepared.issuerCode.iic}"`);
    expect(correction.prepared.amounts.total).toBe('-499.99');
  });

  it('registers a cash register once and the day-start cash once a day', async () => {
    const sendDateTime = formatCisDateTime(new Date());
    const registration = {
      uuid: randomUUID(),
      sendDateTime,
      issuerNipt: NIPT,
      businessUnitCode: 'bu123bu123',
      internalId: 'station-1',
      softwareCode: 'sw123sw123',
      maintainerCode: 'mt123mt123',
    };
    const tcrRequest = (uuid: string) => ({
      name: 'RegisterTCRRequest' as const,
      uuid,
      xml: signCisMessage(registerTcrRequestXml({ ...registration, uuid }), shop),
    });
    const tcr = await sendCisRequest(endpoint, tcrRequest(registration.uuid));
    const again = await sendCisRequest(endpoint, tcrRequest(randomUUID()));
    expect(tcr.result).toMatch(/^[a-z]{2}[0-9]{3}[a-z]{2}[0-9]{3}$/);
    expect(again.result).toBe(tcr.result);

    const deposit = (uuid: string, operation: 'INITIAL' | 'DEPOSIT' | 'WITHDRAW' = 'INITIAL') => ({
      name: 'RegisterCashDepositRequest' as const,
      uuid,
      xml: signCisMessage(
        cashDepositRequestXml({
          uuid,
          sendDateTime,
          changeDateTime: sendDateTime,
          operation,
          cashAmount: '5000',
          tcrCode: tcr.result,
          issuerNipt: NIPT,
        }),
        shop,
      ),
    });
    expect((await sendCisRequest(endpoint, deposit(randomUUID()))).result).toMatch(/^[0-9a-f-]{36}$/);
    expect((await refusal(sendCisRequest(endpoint, deposit(randomUUID())))).code).toBe('56');
    // Cash put in and taken out, as often as the day needs (Albania's CIS takes DEPOSIT beside WITHDRAW).
    for (const operation of ['DEPOSIT', 'DEPOSIT', 'WITHDRAW'] as const) {
      expect((await sendCisRequest(endpoint, deposit(randomUUID(), operation))).result).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it("signs its answers as the CIS does, and the client refuses an answer that is not the CIS's", async () => {
    const { request } = signedInvoiceRequest(saleInvoice(), shop);
    await sendCisRequest(endpoint, request);
    const response = await fetch(cis.url, { method: 'POST', body: request.xml }).then((r) => r.text());
    expect(verifyCisSignature(response, 'Response').certificatePem).toContain('BEGIN CERTIFICATE');

    const impostor = await AlbaniaCisDouble.start({ cisCredential: otherShop });
    impostor.registerCertificate(shop.certificatePem);
    try {
      await expect(sendCisRequest({ ...endpoint, url: impostor.url }, request)).rejects.toBeInstanceOf(
        CisUnreadableAnswerError,
      );
    } finally {
      await impostor.close();
    }
  });
});
