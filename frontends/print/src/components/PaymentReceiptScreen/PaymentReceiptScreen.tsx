import { fiscalDocumentOf, queryKeys } from '@repair-shop/web';
import { useFiscalPrints } from '../../hooks/use-fiscal-prints';
import { FISCAL_DOCUMENTS_FAILED_TEXT, useJobFiscalDocuments } from '../../hooks/use-job-fiscal-documents';
import { usePrintData } from '../../hooks/use-print-data';
import { correctsText } from '../../utils/fiscal-fields';
import { receiptPayment } from '../../utils/receipt-payments';
import { PAYMENT_RECEIPT_TITLE, PaymentReceipt } from '../PaymentReceipt/PaymentReceipt';
import { PrintStatus } from '../PrintStatus/PrintStatus';
import { ReceiptScreen } from '../ReceiptScreen/ReceiptScreen';

interface Props {
  jobId: string;
  /** The payment to print; without it, the job's latest. */
  paymentId?: string;
}

export const NO_PAYMENT_TEXT = 'Kjo punë nuk ka ende asnjë pagesë.';
export const PAYMENT_NOT_FOUND_TEXT = 'Pagesa nuk u gjet.';

/**
 * /print/payment-receipt/:jobId[/:paymentId]: one payment's receipt on a 58 or 80 mm thermal roll, with
 * its fiscal document when it has one (whose print the server counts as "Printo" is pressed).
 */
export function PaymentReceiptScreen({ jobId, paymentId }: Props) {
  const data = usePrintData(jobId);
  const fiscal = useJobFiscalDocuments(jobId);
  const payment = data.state === 'ready' ? receiptPayment(data.payments, paymentId) : null;
  const documents = fiscal.state === 'ready' ? fiscal.documents : [];
  const document = payment ? fiscalDocumentOf(documents, payment.id) : undefined;
  const prints = useFiscalPrints(queryKeys.jobFiscalDocuments(jobId), document ? [document] : []);

  if (data.state !== 'ready') return <PrintStatus state={data.state} />;
  if (fiscal.state !== 'ready') return <PrintStatus state={fiscal.state} message={FISCAL_DOCUMENTS_FAILED_TEXT} />;
  if (!payment)
    return (
      <PrintStatus state="notFound" message={paymentId === undefined ? NO_PAYMENT_TEXT : PAYMENT_NOT_FOUND_TEXT} />
    );
  return (
    <ReceiptScreen title={PAYMENT_RECEIPT_TITLE} beforePrint={prints.register}>
      <PaymentReceipt
        job={data.job}
        business={data.business}
        payment={payment}
        money={data.money}
        fiscal={
          document && {
            document,
            corrects: correctsText(document, documents),
            copy: prints.copies.has(document.id),
          }
        }
      />
    </ReceiptScreen>
  );
}
