import type {
  BusinessResponse,
  FiscalDocumentResponse,
  JobMoney,
  JobPartLineResponse,
  JobResponse,
  JobSignatureResponse,
  PaymentResponse,
} from '@repair-shop/contracts';
import { DEVICE_ID_KIND_LABELS } from '@repair-shop/contracts';
import { SignatureView, clientTicketCode, formatDate, formatDateTime, warrantyText } from '@repair-shop/web';
import { invoicePaymentNote } from '../../utils/invoice-payment-note';
import { COPY_TEXT } from '../../utils/fiscal-fields';
import { InvoiceFiscal } from '../InvoiceFiscal/InvoiceFiscal';
import { InvoiceNotFiscal, InvoiceSeller } from '../InvoiceSeller/InvoiceSeller';
import { InvoiceLines } from '../InvoiceLines/InvoiceLines';
import { InvoicePayments } from '../InvoicePayments/InvoicePayments';
import { InvoiceTotals } from '../InvoiceTotals/InvoiceTotals';
import { A4Paper } from '../A4Paper/A4Paper';
import './Invoice.css';

interface Props {
  job: JobResponse;
  business: BusinessResponse | null;
  money: JobMoney;
  payments: PaymentResponse[];
  parts: JobPartLineResponse[];
  issuedAt: Date;
  /** The client's signature when the device was handed back, printed under the notes; undefined: not taken. */
  pickupSignature?: JobSignatureResponse;
  /** The fiscal documents of the job's payments, oldest first; the invoice is then no longer "not fiscal". */
  fiscalDocuments?: FiscalDocumentResponse[];
  /** The documents this print is a reprint of ("KOPJE"). */
  copies?: ReadonlySet<string>;
}

const NO_COPIES: ReadonlySet<string> = new Set();

/**
 * An A4 invoice for one job, read-only: the work at the job's own price and the parts used, the server's
 * total, what was paid and what is still due (said in words too), the payments with their fiscal
 * documents, and the shop's fiscal number and VAT when it has them. A price is changed on the job, where
 * the change is signed in its history. Without fiscal documents it says it is no fiscal receipt (plainly
 * in North Macedonia, whose fiscal receipts come from the shop's fiscal device).
 */
export function Invoice({
  job,
  business,
  money,
  payments,
  parts,
  issuedAt,
  pickupSignature,
  fiscalDocuments = [],
  copies = NO_COPIES,
}: Props) {
  const paymentNote = invoicePaymentNote(job, money);
  const fiscal = fiscalDocuments.length > 0;
  const allCopies = fiscal && fiscalDocuments.every((document) => copies.has(document.id));
  return (
    <A4Paper label="Fatura" className="invoice-paper">
      <header className="a4-head invoice-head">
        <InvoiceSeller business={business} />
        <div className="a4-title invoice-title">
          <h1>FATURË</h1>
          <div>
            Nr. <strong>{clientTicketCode(job.id)}</strong>
          </div>
          <div>Data: {formatDate(issuedAt)}</div>
          {allCopies && (
            <div className="invoice-copy" data-testid="invoice-copy">
              {COPY_TEXT}
            </div>
          )}
        </div>
      </header>

      <section className="invoice-parties">
        <div className="invoice-box">
          <h2>Klienti</h2>
          <p>
            <strong>{job.clientName}</strong>
          </p>
          <p>Tel: {job.clientPhone}</p>
        </div>
        <div className="invoice-box">
          <h2>Pajisja</h2>
          <p>
            <strong>{job.deviceModel}</strong>
          </p>
          <p>
            {DEVICE_ID_KIND_LABELS[job.deviceIdKind]}: {job.deviceImei}
          </p>
          <p className="a4-muted">Pranuar më: {formatDate(job.createdAt)}</p>
        </div>
      </section>

      {job.status === 'cancelled' && (
        <p className="invoice-cancelled" role="note">
          <strong>PUNA U ANULUA</strong>
          {job.cancelReason ? ` — ${job.cancelReason}` : ''}. Klienti nuk paguan asgjë për këtë punë; çka është paguar i
          kthehet.
        </p>
      )}

      <InvoiceLines job={job} parts={parts} currency={money.currency} />
      <InvoiceTotals money={money} />
      <InvoicePayments payments={payments} currency={money.currency} />
      <InvoiceFiscal documents={fiscalDocuments} copies={copies} allCopies={allCopies} />

      <ul className="invoice-notes">
        {job.status !== 'cancelled' && <li>{warrantyText(job)}</li>}
        {paymentNote && <li data-testid="invoice-payment-note">{paymentNote}</li>}
        {!fiscal && <InvoiceNotFiscal business={business} />}
      </ul>
      {pickupSignature && (
        <figure className="invoice-pickup">
          <SignatureView drawing={pickupSignature.drawing} label="Nënshkrimi i klientit në marrje" height="18mm" />
          <figcaption>
            Pajisja u mor nga {pickupSignature.signerName}, {formatDateTime(pickupSignature.signedAt)}
          </figcaption>
        </figure>
      )}
      <p className="invoice-thanks">Faleminderit për besimin!</p>
    </A4Paper>
  );
}
