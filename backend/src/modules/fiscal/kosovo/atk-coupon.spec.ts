import { KosovoCouponDocument, KosovoTill, buildAtkCoupon } from './atk-coupon';
import { AtkCouponError } from './atk-errors';
import { AtkCouponType, AtkPaymentType } from './atk-messages';
import { ATK_PAYMENT_METHOD } from './atk-payment-methods';
import { verificationNoOf } from './atk-verification-no';

const till: KosovoTill = { nui: '60100', branchId: '1', posId: '1', applicationId: '1234', location: 'Prishtine' };

/** ATK's own example (pos-csharp a4060ef, ModelBuilder.cs and readme.md "POS Coupon"). */
const atkExample: KosovoCouponDocument = {
  kind: 'sale',
  couponNumber: '10',
  verificationNo: '1234567890123456',
  issuedAt: new Date('2024-10-01T15:30:20Z'),
  operator: 'Kushtrimi',
  lines: [
    { name: 'uje rugove', quantity: '3', unitPrice: '1.50', taxGroup: 'C', unit: 'cope', category: 'TT' },
    { name: 'sendviq', quantity: '2', unitPrice: '3.00', taxGroup: 'E', unit: 'cope', category: 'TT' },
    { name: 'buke', quantity: '4', unitPrice: '0.80', taxGroup: 'D', unit: 'cope', category: 'TT' },
    { name: 'machiato e madhe', quantity: '3', unitPrice: '1.50', taxGroup: 'E', unit: 'cope', category: 'TT' },
  ],
  payments: [
    { method: 'Cash', amount: '5.00' },
    { method: 'CreditCard', amount: '10.00' },
    { method: 'Voucher', amount: '3.20' },
  ],
  offline: false,
};

describe('buildAtkCoupon', () => {
  it("gives ATK's example coupon the figures ATK's sample gives it", () => {
    const { pos, citizen, offlineMark } = buildAtkCoupon(till, atkExample);

    expect(pos).toMatchObject({
      BusinessId: 60100n,
      CouponId: 10n,
      BranchId: 1n,
      Location: 'Prishtine',
      OperatorId: 'Kushtrimi',
      PosId: 1n,
      ApplicationId: 1234n,
      VerificationNo: '1234567890123456',
      Type: AtkCouponType.Sale,
      Time: 1727796620n,
      Total: 1820n,
      TaxGroups: [
        { TaxRate: 'C', TotalForTax: 450n, TotalTax: 0n },
        { TaxRate: 'D', TotalForTax: 296n, TotalTax: 24n },
        { TaxRate: 'E', TotalForTax: 889n, TotalTax: 161n },
      ],
      TotalTax: 185n,
      TotalNoTax: 1635n,
      ReferenceNo: 0n,
    });
    expect(pos.Items[0]).toEqual({
      Name: 'uje rugove',
      Price: 15000n,
      Unit: 'cope',
      Quantity: 3,
      Total: 45000n,
      TaxRate: 'C',
      Type: 'TT',
    });
    expect(pos.Items.map((item) => item.Total)).toEqual([45000n, 60000n, 32000n, 45000n]);
    expect(pos.Payments).toEqual([
      { Type: AtkPaymentType.Cash, Amount: 500n },
      { Type: AtkPaymentType.CreditCard, Amount: 1000n },
      { Type: AtkPaymentType.Voucher, Amount: 320n },
    ]);
    expect(citizen).toEqual({
      BusinessId: pos.BusinessId,
      CouponId: pos.CouponId,
      BranchId: pos.BranchId,
      PosId: pos.PosId,
      VerificationNo: pos.VerificationNo,
      Type: pos.Type,
      Time: pos.Time,
      Total: pos.Total,
      TaxGroups: pos.TaxGroups,
      TotalTax: pos.TotalTax,
      TotalNoTax: pos.TotalNoTax,
    });
    expect(offlineMark).toBeNull();
  });

  it('keeps amounts exact: 0.10 + 0.20 and 19.99 × 3 at 18 %', () => {
    const { pos } = buildAtkCoupon(till, {
      ...atkExample,
      lines: [
        { name: 'Kabllo', quantity: '1', unitPrice: '0.10', taxGroup: 'E' },
        { name: 'Ngjitës', quantity: '1', unitPrice: '0.20', taxGroup: 'E' },
        { name: 'Ekran iPhone', quantity: '3', unitPrice: '19.99', taxGroup: 'E' },
      ],
      payments: [{ method: 'Cash', amount: '60.27' }],
    });

    expect(pos.Items.map((item) => item.Total)).toEqual([1000n, 2000n, 599700n]);
    // Per line, tax included: 0.10 → 0.02, 0.20 → 0.03, 59.97 → 9.15.
    expect(pos.TaxGroups).toEqual([{ TaxRate: 'E', TotalForTax: 5107n, TotalTax: 920n }]);
    expect(pos.Total).toBe(6027n);
    expect(pos.Items[0]).toMatchObject({ Unit: 'copë', Type: '' });
  });

  it('makes a return that names its sale, with the return type', () => {
    const { pos, citizen } = buildAtkCoupon(till, {
      ...atkExample,
      kind: 'return',
      couponNumber: '11',
      originalCouponNumber: '10',
      verificationNo: '1234567890123457',
      lines: [atkExample.lines[1]],
      payments: [{ method: 'Cash', amount: '6.00' }],
    });

    expect(pos).toMatchObject({ Type: AtkCouponType.Return, ReferenceNo: 10n, CouponId: 11n, Total: 600n });
    expect(pos.TaxGroups).toEqual([{ TaxRate: 'E', TotalForTax: 508n, TotalTax: 92n }]);
    expect(citizen.Type).toBe(AtkCouponType.Return);
  });

  it("makes a counter sale's coupon with two tax groups and two payments, and its return", () => {
    const sale: KosovoCouponDocument = {
      kind: 'sale',
      couponNumber: '202600010000042',
      verificationNo: '1234567890123458',
      issuedAt: new Date('2026-11-27T10:00:00Z'),
      operator: 'Arta',
      lines: [
        { name: 'Mbrojtëse ekrani', quantity: '2', unitPrice: '5.90', taxGroup: 'E' },
        { name: 'Libër udhëzimesh', quantity: '1', unitPrice: '10.80', taxGroup: 'D' },
      ],
      payments: [
        { method: ATK_PAYMENT_METHOD.cash, amount: '12.60' },
        { method: ATK_PAYMENT_METHOD.bank, amount: '10.00' },
      ],
      offline: false,
    };
    const { pos, citizen } = buildAtkCoupon(till, sale);

    // 11.80 at 18 %: 10.00 + 1.80; 10.80 at 8 %: 10.00 + 0.80.
    expect(pos).toMatchObject({
      Type: AtkCouponType.Sale,
      Total: 2260n,
      TaxGroups: [
        { TaxRate: 'D', TotalForTax: 1000n, TotalTax: 80n },
        { TaxRate: 'E', TotalForTax: 1000n, TotalTax: 180n },
      ],
      TotalTax: 260n,
      TotalNoTax: 2000n,
      ReferenceNo: 0n,
    });
    expect(pos.Items.map((item) => [item.TaxRate, item.Total])).toEqual([
      ['E', 118000n],
      ['D', 108000n],
    ]);
    expect(pos.Payments).toEqual([
      { Type: AtkPaymentType.Cash, Amount: 1260n },
      { Type: AtkPaymentType.Other, Amount: 1000n },
    ]);
    expect(citizen).toMatchObject({ Total: 2260n, TotalTax: 260n, TaxGroups: pos.TaxGroups });

    const returned = buildAtkCoupon(till, {
      ...sale,
      kind: 'return',
      couponNumber: '202600010000043',
      originalCouponNumber: sale.couponNumber,
      verificationNo: '1234567890123459',
      lines: [sale.lines[0]],
      payments: [
        { method: 'Cash', amount: '5.90' },
        { method: 'CreditCard', amount: '5.90' },
      ],
    });
    expect(returned.pos).toMatchObject({ Type: AtkCouponType.Return, ReferenceNo: 202600010000042n, Total: 1180n });

    // The payments must add up to the lines' total.
    expect(() =>
      buildAtkCoupon(till, { ...sale, payments: [sale.payments[0], { method: 'Other', amount: '9.99' }] }),
    ).toThrow(AtkCouponError);
  });

  it('makes a cancel coupon that names its sale', () => {
    const { pos } = buildAtkCoupon(till, {
      ...atkExample,
      kind: 'cancel',
      couponNumber: '12',
      originalCouponNumber: '10',
    });
    expect(pos).toMatchObject({ Type: AtkCouponType.Cancel, ReferenceNo: 10n, Total: 1820n });
  });

  it('marks a coupon made offline and keeps the time it was made', () => {
    const { pos, offlineMark } = buildAtkCoupon(till, { ...atkExample, offline: true });
    expect(offlineMark).toBe('OFFLINE');
    expect(pos.Time).toBe(1727796620n);
  });

  it('refuses a document that cannot make a valid coupon', () => {
    const cases: Partial<KosovoCouponDocument>[] = [
      { kind: 'return' },
      { kind: 'cancel' },
      { originalCouponNumber: '9' },
      { payments: [{ method: 'Cash', amount: '18.19' }] },
      {
        payments: [
          { method: 'Cash', amount: '18.2' },
          { method: 'Cash', amount: '0' },
        ],
      },
      { lines: [] },
      { lines: [{ ...atkExample.lines[0], unitPrice: '1.00001' }] },
      { lines: [{ ...atkExample.lines[0], quantity: '-1' }] },
      { lines: [{ ...atkExample.lines[0], taxGroup: 'B' as never }] },
      { verificationNo: '12345678901234567' },
      { verificationNo: '1234-5678' },
      { couponNumber: '0' },
      { couponNumber: '18446744073709551616' },
      { operator: ' ' },
      { issuedAt: new Date('not a date') },
    ];
    for (const change of cases) {
      expect(() => buildAtkCoupon(till, { ...atkExample, ...change })).toThrow(AtkCouponError);
    }
    expect(() => buildAtkCoupon({ ...till, nui: 'N60100' }, atkExample)).toThrow(AtkCouponError);
  });

  it('carries 64-bit ids exactly', () => {
    const { pos } = buildAtkCoupon({ ...till, nui: '18446744073709551615' }, atkExample);
    expect(pos.BusinessId).toBe(18446744073709551615n);
  });
});

describe('ATK_PAYMENT_METHOD', () => {
  it("sends Servisi's cash, card and bank transfer as ATK's Cash, CreditCard and Other", () => {
    const { pos } = buildAtkCoupon(till, {
      ...atkExample,
      payments: [
        { method: ATK_PAYMENT_METHOD.cash, amount: '8.20' },
        { method: ATK_PAYMENT_METHOD.card, amount: '5' },
        { method: ATK_PAYMENT_METHOD.bank, amount: '5' },
      ],
    });
    expect(pos.Payments.map((payment) => payment.Type)).toEqual([
      AtkPaymentType.Cash,
      AtkPaymentType.CreditCard,
      AtkPaymentType.Other,
    ]);
  });
});

describe('verificationNoOf', () => {
  it('gives a document the same 16 digits every time, and another document others', () => {
    const first = verificationNoOf('3f2b8c4e-9d1a-4e7b-8c3d-2a1b0c9d8e7f');
    expect(first).toMatch(/^\d{16}$/);
    expect(verificationNoOf('3F2B8C4E-9D1A-4E7B-8C3D-2A1B0C9D8E7F')).toBe(first);
    expect(verificationNoOf('3f2b8c4e-9d1a-4e7b-8c3d-2a1b0c9d8e80')).not.toBe(first);
    expect(() => verificationNoOf('not-a-uuid')).toThrow(AtkCouponError);
  });
});
