import type { PaymentMethod, StationUnsignedCouponResponse } from '@repair-shop/contracts';
import type { webcrypto } from 'node:crypto';
import { FiscalDocumentIssuer } from '../src/modules/fiscal/documents/fiscal-document-issuer';
import { FiscalInvoiceInvalidException } from '../src/modules/fiscal/fiscal.exceptions';
import { AtkCouponType, AtkPaymentType, decodePosCoupon } from '../src/modules/fiscal/kosovo/atk-messages';
import { KosovoAtkDouble } from './fiscal-doubles/kosovo-atk-double';
import { kosovoShopWithTill, signAndSendCoupon, startKosovoTestApp, unsignedCoupons } from './support/kosovo-shop';
import { issueSaleDirectly, type DirectSale } from './support/issue-sale-directly';
import type { Shop, TestApp } from './support/test-app';

/**
 * A Kosovo shop's counter sale made by issueSale in the sale's transaction on the real database: one coupon of its till
 * with a tax group per line's VAT rate and each payment, signed by the station and verified by the ATK double; a return
 * is a return coupon naming the sale's.
 */
describe('fiscal documents of counter sales (issueSale, Kosovo)', () => {
  let t: TestApp;
  let atk: KosovoAtkDouble;
  let issuer: FiscalDocumentIssuer;

  beforeAll(async () => {
    ({ t, atk } = await startKosovoTestApp());
    issuer = t.app.get(FiscalDocumentIssuer);
  });
  afterAll(async () => {
    await t.close();
    await atk.close();
  });

  const sell = (shop: Shop, sale: DirectSale) => issueSaleDirectly(t, issuer, shop, 'EUR', sale);

  const unsigned = (credential: string) => unsignedCoupons(t, credential);
  const signAndSend = (credential: string, keys: webcrypto.CryptoKeyPair, coupon: StationUnsignedCouponResponse) =>
    signAndSendCoupon(t, { credential, keys }, coupon);

  it('makes one coupon of a sale with a tax group per VAT rate and each payment, and its return names it', async () => {
    const { shop, credential, keys } = await kosovoShopWithTill(t, atk);
    const sale = await sell(shop, {
      total: '22.60',
      payments: [
        { method: 'cash', amount: '12.60' },
        { method: 'bank', amount: '10.00' },
      ] as { method: PaymentMethod; amount: string }[],
      lines: [
        { name: 'Mbrojtëse ekrani', quantity: '2', unitPrice: '5.90', vatRate: '18.00' },
        { name: 'Libër udhëzimesh', quantity: '1', unitPrice: '10.80', vatRate: '8.00' },
      ],
    });
    const [coupon, ...others] = await unsigned(credential);
    expect(others).toHaveLength(0);
    expect(coupon!.id).toBe(sale.documentId);
    const pos = decodePosCoupon(Buffer.from(coupon!.posCoupon, 'base64'));
    expect(pos).toMatchObject({ Type: AtkCouponType.Sale, Total: 2260n, TotalTax: 260n, TotalNoTax: 2000n });
    expect(pos.TaxGroups).toEqual([
      { TaxRate: 'D', TotalForTax: 1000n, TotalTax: 80n },
      { TaxRate: 'E', TotalForTax: 1000n, TotalTax: 180n },
    ]);
    expect(pos.Items.map((item) => [item.Name, item.TaxRate])).toEqual([
      ['Mbrojtëse ekrani', 'E'],
      ['Libër udhëzimesh', 'D'],
    ]);
    expect(pos.Payments).toEqual([
      { Type: AtkPaymentType.Cash, Amount: 1260n },
      { Type: AtkPaymentType.Other, Amount: 1000n },
    ]);
    const fiscalized = await signAndSend(credential, keys, coupon!);
    expect(fiscalized).toMatchObject({
      status: 'fiscalized',
      saleId: sale.saleId,
      jobId: null,
      paymentId: null,
      kind: 'sale',
      total: '22.60',
      ordinal: 1,
    });

    const back = await sell(shop, {
      returnOf: sale.saleId,
      total: '5.90',
      payments: [{ method: 'cash', amount: '5.90' }],
      lines: [{ name: 'Mbrojtëse ekrani', quantity: '1', unitPrice: '5.90', vatRate: '18.00' }],
    });
    const [returned] = await unsigned(credential);
    expect(returned!.id).toBe(back.documentId);
    expect(decodePosCoupon(Buffer.from(returned!.posCoupon, 'base64'))).toMatchObject({
      Type: AtkCouponType.Return,
      ReferenceNo: BigInt(fiscalized.number),
      Total: 590n,
    });
    expect(await signAndSend(credential, keys, returned!)).toMatchObject({
      status: 'fiscalized',
      kind: 'refund',
      saleId: back.saleId,
      correctsId: sale.documentId,
      total: '-5.90',
      ordinal: 2,
    });
  });

  it('refuses a line at a VAT rate Kosovo does not have, and writes nothing', async () => {
    const { shop } = await kosovoShopWithTill(t, atk);
    await expect(
      sell(shop, {
        total: '12.00',
        payments: [{ method: 'card', amount: '12.00' }],
        lines: [{ name: 'Karikues', quantity: '1', unitPrice: '12.00', vatRate: '20.00' }],
      }),
    ).rejects.toBeInstanceOf(FiscalInvoiceInvalidException);
    const [{ count }] = await t.db.query(`SELECT COUNT(*)::int AS count FROM fiscal_documents WHERE business_id = $1`, [
      shop.business.id,
    ]);
    expect(count).toBe(0);
  });
});
