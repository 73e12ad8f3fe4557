import { usePrintData } from '../../hooks/use-print-data';
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

/** /print/payment-receipt/:jobId[/:paymentId]: one payment's receipt on a 58 or 80 mm thermal roll. */
export function PaymentReceiptScreen({ jobId, paymentId }: Props) {
  const data = usePrintData(jobId);
  if (data.state !== 'ready') return <PrintStatus state={data.state} />;
  const payment = receiptPayment(data.payments, paymentId);
  if (!payment)
    return (
      <PrintStatus state="notFound" message={paymentId === undefined ? NO_PAYMENT_TEXT : PAYMENT_NOT_FOUND_TEXT} />
    );
  return (
    <ReceiptScreen title={PAYMENT_RECEIPT_TITLE}>
      <PaymentReceipt job={data.job} business={data.business} payment={payment} money={data.money} />
    </ReceiptScreen>
  );
}
