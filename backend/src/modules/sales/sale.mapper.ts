import type {
  Currency,
  FiscalDocumentResponse,
  SaleLineResponse,
  SalePaymentResponse,
  SaleResponse,
} from '@repair-shop/contracts';
import type { SaleLineRow, SalePaymentRow, SaleReturnRow, SaleRow } from './sales.repository';

/** What a sale's answer is read from: its row and its lines, payments, document and returns. */
export interface SaleParts {
  lines: SaleLineRow[];
  payments: SalePaymentRow[];
  fiscalDocument: FiscalDocumentResponse | null;
  returns: SaleReturnRow[];
}

function toLineResponse(row: SaleLineRow, showCost: boolean): SaleLineResponse {
  return {
    id: row.id,
    kind: row.kind,
    productId: row.partId,
    unitId: row.unitId,
    jobId: row.jobId,
    name: row.name,
    code: row.code,
    serial: row.serial,
    quantity: row.quantity,
    unitPrice: row.unitPrice,
    discount: row.discount,
    total: row.total,
    netTotal: row.netTotal,
    vatRate: row.vatRate,
    ...(showCost ? { costPrice: row.costPrice } : {}),
    returnedQuantity: row.returnedQuantity,
    warrantyUntil: row.warrantyUntil,
  };
}

const toPaymentResponse = (row: SalePaymentRow): SalePaymentResponse => ({ method: row.method, amount: row.amount });

/** A sale or return as the API answers it; technicians get no cost prices. */
export function toSaleResponse(row: SaleRow, parts: SaleParts, showCost: boolean): SaleResponse {
  return {
    id: row.id,
    number: row.number,
    kind: row.kind,
    originalSaleId: row.originalSaleId,
    client: row.clientName || row.clientPhone ? { name: row.clientName ?? '', phone: row.clientPhone ?? '' } : null,
    lines: parts.lines.map((line) => toLineResponse(line, showCost)),
    payments: parts.payments.map(toPaymentResponse),
    subtotal: row.subtotal,
    discount: row.discount,
    total: row.total,
    paid: row.paid,
    change: row.change,
    currency: row.currency as Currency,
    note: row.note,
    soldBy: { id: row.authorId, name: row.authorName },
    createdAt: row.createdAt.toISOString(),
    fiscalDocument: parts.fiscalDocument,
    returns: parts.returns.map((ret) => ({
      id: ret.id,
      number: ret.number,
      total: ret.total,
      createdAt: ret.createdAt.toISOString(),
    })),
  };
}
