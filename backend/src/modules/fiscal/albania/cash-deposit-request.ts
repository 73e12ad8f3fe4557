import { formatAmount, parseAmount } from './cis-decimal';
import type { SubsequentDeliveryType } from './cis-invoice';
import { appendElement, requestDocument, serializeDocument } from './cis-xml';

/**
 * RegisterCashDepositRequest (Fiscalization Service - Technical, v07, 3.6.1): the cash in a register at the
 * start of the day (INITIAL, once a day, before its first invoice; it may be 0.00), and cash put in or taken
 * out later (DEPOSIT, WITHDRAW). The CIS answers an FCDC.
 */
export interface CashDeposit {
  uuid: string;
  sendDateTime: string;
  subsequentDelivery?: SubsequentDeliveryType;
  changeDateTime: string;
  operation: 'INITIAL' | 'DEPOSIT' | 'WITHDRAW';
  /** Not negative (pattern "([1-9][0-9]*|0)\.[0-9]{2}|0"). */
  cashAmount: string;
  tcrCode: string;
  issuerNipt: string;
}

export class CashDepositError extends Error {}

export function cashDepositRequestXml(deposit: CashDeposit): string {
  const amount = parseAmount(deposit.cashAmount);
  if (amount < 0n) throw new CashDepositError('A cash deposit cannot be negative');
  if (amount === 0n && deposit.operation !== 'INITIAL') {
    throw new CashDepositError('Only the day-start balance may be zero (CIS error 51)');
  }
  const { document, request } = requestDocument('RegisterCashDepositRequest');
  appendElement(request, 'Header', {
    UUID: deposit.uuid,
    SendDateTime: deposit.sendDateTime,
    SubseqDelivType: deposit.subsequentDelivery,
  });
  appendElement(request, 'CashDeposit', {
    ChangeDateTime: deposit.changeDateTime,
    Operation: deposit.operation,
    CashAmt: formatAmount(amount),
    TCRCode: deposit.tcrCode,
    IssuerNUIS: deposit.issuerNipt,
  });
  return serializeDocument(document);
}
