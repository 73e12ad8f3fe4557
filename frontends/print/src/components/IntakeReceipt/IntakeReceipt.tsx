import { Fragment } from 'react';
import {
  DEVICE_ID_KIND_LABELS,
  INTAKE_CHECKS,
  INTAKE_CHECK_LABELS,
  INTAKE_ITEM_LABELS,
  PAYMENT_METHOD_LABELS,
  intakeStateLabel,
  type BusinessResponse,
  type Currency,
  type FiscalDocumentResponse,
  type IntakeRecordResponse,
  type JobPredictionResponse,
  type JobResponse,
  type JobSignatureResponse,
  type PaymentResponse,
} from '@repair-shop/contracts';
import {
  SignatureView,
  clientTicketCode,
  fiscalDocumentOf,
  formatDateTime,
  formatMoney,
  formatReadyBy,
} from '@repair-shop/web';
import { depositsOf } from '../../utils/receipt-payments';
import { ReceiptQr } from '../ReceiptQr/ReceiptQr';
import { ReceiptRow } from '../ReceiptRow/ReceiptRow';
import { ReceiptShopHeader } from '../ReceiptShopHeader/ReceiptShopHeader';
import { ReceiptTicket } from '../ReceiptTicket/ReceiptTicket';

interface Props {
  job: JobResponse;
  business: BusinessResponse | null;
  payments: PaymentResponse[];
  currency: Currency;
  /** The device's condition at intake; null when none was recorded. */
  intake: IntakeRecordResponse | null;
  /** The client's intake signature, with the terms as they read when signed; undefined: not signed yet. */
  signature: JobSignatureResponse | undefined;
  /** The job's fiscal documents: a deposit's is named under it (its own receipt carries the fiscal fields). */
  fiscalDocuments?: readonly FiscalDocumentResponse[];
  /** What the shop's history predicted when the job was received; null or left out: nothing. */
  prediction?: JobPredictionResponse | null;
}

export const INTAKE_RECEIPT_TITLE = 'Fletëpranim';

/**
 * What the client takes home when leaving the device: the ticket, the device, its condition and what was
 * left with it, the problem, the estimate and the deposits, the tracking page's QR code, the shop's terms
 * and the client's signature (or a line to sign). The device's unlock code stays in the shop: it is never printed.
 */
export function IntakeReceipt({
  job,
  business,
  payments,
  currency,
  intake,
  signature,
  fiscalDocuments = [],
  prediction = null,
}: Props) {
  const format = (amount: number) => formatMoney(amount, currency);
  // What the client signed under; before signing, the terms as they read now.
  const terms = signature ? signature.terms : (business?.intakeTerms ?? null);
  return (
    <>
      <ReceiptShopHeader business={business} />
      <hr className="receipt-rule" />
      <h1 className="receipt-title">FLETËPRANIM</h1>
      <ReceiptTicket jobId={job.id} />
      <ReceiptRow label="Pranuar më">{formatDateTime(job.createdAt)}</ReceiptRow>
      <hr className="receipt-rule" />
      <ReceiptRow label="Klienti">{job.clientName}</ReceiptRow>
      <ReceiptRow label="Tel">{job.clientPhone}</ReceiptRow>
      <ReceiptRow label="Pajisja">{job.deviceModel}</ReceiptRow>
      <ReceiptRow label={DEVICE_ID_KIND_LABELS[job.deviceIdKind]}>{job.deviceImei}</ReceiptRow>
      <p className="receipt-block-label">Problemi:</p>
      <p className="receipt-text">{job.workDescription}</p>
      {intake && <IntakeCondition intake={intake} />}
      <hr className="receipt-rule" />
      <ReceiptRow label="Çmimi i përafërt">
        {job.estimatedPrice === null ? 'Do të caktohet' : format(job.estimatedPrice)}
      </ReceiptRow>
      {prediction?.readyBy && (
        // Counted from when it was predicted: a reprint says what the client was told at the counter.
        <p className="receipt-text">{formatReadyBy(prediction.readyBy, new Date(prediction.madeAt))}</p>
      )}
      {depositsOf(payments).map((deposit) => {
        const document = fiscalDocumentOf(fiscalDocuments, deposit.id);
        return (
          <Fragment key={deposit.id}>
            <ReceiptRow label={`Paradhënie (${PAYMENT_METHOD_LABELS[deposit.method]})`}>
              {format(deposit.amount)}
            </ReceiptRow>
            {document && <ReceiptRow label="Fatura fiskale nr.">{document.number}</ReceiptRow>}
          </Fragment>
        );
      })}
      <hr className="receipt-rule" />
      <ReceiptQr trackingToken={job.trackingToken} ticketCode={clientTicketCode(job.id)} />
      <hr className="receipt-rule" />
      <p className="receipt-small">Ruajeni këtë fletëpranim: ju duhet për marrjen e pajisjes.</p>
      {terms && (
        <>
          <p className="receipt-block-label receipt-small">Kushtet e servisit:</p>
          <p className="receipt-text receipt-small">{terms}</p>
        </>
      )}
      <p className="receipt-small">Duke nënshkruar, klienti pranon kushtet e servisit.</p>
      {signature ? (
        <>
          <SignatureView
            drawing={signature.drawing}
            label="Nënshkrimi i klientit"
            className="receipt-signed"
            height="14mm"
          />
          <p className="receipt-signed-caption receipt-end">
            Nënshkrimi i klientit: {signature.signerName}, {formatDateTime(signature.signedAt)}
          </p>
        </>
      ) : (
        <p className="receipt-signature receipt-end">Nënshkrimi i klientit</p>
      )}
    </>
  );
}

/** The checklist as rows, what the client left and the note. */
function IntakeCondition({ intake }: { intake: IntakeRecordResponse }) {
  return (
    <>
      <p className="receipt-block-label">Gjendja në pranim:</p>
      {INTAKE_CHECKS.map((check) => (
        <ReceiptRow key={check} label={INTAKE_CHECK_LABELS[check]}>
          {intakeStateLabel(check, intake.checks[check])}
        </ReceiptRow>
      ))}
      <ReceiptRow label="Klienti la">
        {intake.itemsLeft.length > 0
          ? intake.itemsLeft.map((item) => INTAKE_ITEM_LABELS[item]).join(', ')
          : 'Vetëm pajisjen'}
      </ReceiptRow>
      {intake.note && <p className="receipt-text">Shënim: {intake.note}</p>}
    </>
  );
}
