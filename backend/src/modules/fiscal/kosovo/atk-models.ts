import type { INamespace } from 'protobufjs';

/**
 * models.proto as protobufjs reads it (field names in ATK's case), so that the build ships no .proto file and
 * nothing is parsed at run time. atk-models.spec.ts checks it against models.proto; after a change there:
 * node -e "const p = require('protobufjs'); console.log(JSON.stringify(p.parse(require('fs').readFileSync('models.proto', 'utf8'), { keepCase: true }).root.toJSON()))"
 */
export const ATK_MODELS: INamespace = {
  nested: {
    atk: {
      options: { go_package: './proto' },
      nested: {
        CouponType: { values: { UnknownType: 0, Sale: 1, Cancel: 2, Return: 3 } },
        PaymentType: {
          values: { UnknownPayment: 0, Cash: 1, CreditCard: 2, Voucher: 3, Cheque: 4, CryptoCurrency: 5, Other: 6 },
        },
        CouponItem: {
          fields: {
            Name: { type: 'string', id: 1 },
            Price: { type: 'int64', id: 2 },
            Unit: { type: 'string', id: 3 },
            Quantity: { type: 'float', id: 4 },
            Total: { type: 'int64', id: 5 },
            TaxRate: { type: 'string', id: 6 },
            Type: { type: 'string', id: 7 },
          },
        },
        Payment: { fields: { Type: { type: 'PaymentType', id: 1 }, Amount: { type: 'int64', id: 2 } } },
        TaxGroup: {
          fields: {
            TaxRate: { type: 'string', id: 1 },
            TotalForTax: { type: 'int64', id: 2 },
            TotalTax: { type: 'int64', id: 3 },
          },
        },
        PosCoupon: {
          fields: {
            BusinessId: { type: 'uint64', id: 1 },
            CouponId: { type: 'uint64', id: 2 },
            BranchId: { type: 'uint64', id: 3 },
            Location: { type: 'string', id: 4 },
            OperatorId: { type: 'string', id: 5 },
            PosId: { type: 'uint64', id: 6 },
            ApplicationId: { type: 'uint64', id: 7 },
            VerificationNo: { type: 'string', id: 8 },
            Type: { type: 'CouponType', id: 9 },
            Time: { type: 'int64', id: 10 },
            Items: { rule: 'repeated', type: 'CouponItem', id: 11 },
            Payments: { rule: 'repeated', type: 'Payment', id: 12 },
            Total: { type: 'int64', id: 13 },
            TaxGroups: { rule: 'repeated', type: 'TaxGroup', id: 14 },
            TotalTax: { type: 'int64', id: 15 },
            TotalNoTax: { type: 'int64', id: 16 },
            ReferenceNo: { type: 'uint64', id: 17 },
            TransactionNo: { type: 'uint64', id: 18 },
            TotalDiscount: { type: 'int64', id: 19 },
          },
        },
        CitizenCoupon: {
          fields: {
            BusinessId: { type: 'uint64', id: 1 },
            CouponId: { type: 'uint64', id: 2 },
            BranchId: { type: 'uint64', id: 3 },
            PosId: { type: 'uint64', id: 4 },
            VerificationNo: { type: 'string', id: 5 },
            Type: { type: 'CouponType', id: 6 },
            Time: { type: 'int64', id: 7 },
            Total: { type: 'int64', id: 8 },
            TaxGroups: { rule: 'repeated', type: 'TaxGroup', id: 9 },
            TotalTax: { type: 'int64', id: 10 },
            TotalNoTax: { type: 'int64', id: 11 },
          },
        },
      },
    },
  },
};
