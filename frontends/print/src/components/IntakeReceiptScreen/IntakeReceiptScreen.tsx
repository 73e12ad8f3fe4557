import { FISCAL_DOCUMENTS_FAILED_TEXT, useJobFiscalDocuments } from '../../hooks/use-job-fiscal-documents';
import { usePrintData } from '../../hooks/use-print-data';
import { INTAKE_RECEIPT_TITLE, IntakeReceipt } from '../IntakeReceipt/IntakeReceipt';
import { PrintStatus } from '../PrintStatus/PrintStatus';
import { ReceiptScreen } from '../ReceiptScreen/ReceiptScreen';
import { signatureOf } from '../../utils/signature-of';

/** /print/intake-receipt/:jobId: the intake receipt on a 58 or 80 mm thermal roll, naming its deposits' fiscal documents. */
export function IntakeReceiptScreen({ jobId }: { jobId: string }) {
  const data = usePrintData(jobId);
  const fiscal = useJobFiscalDocuments(jobId);
  if (data.state !== 'ready') return <PrintStatus state={data.state} />;
  if (fiscal.state !== 'ready') return <PrintStatus state={fiscal.state} message={FISCAL_DOCUMENTS_FAILED_TEXT} />;
  return (
    <ReceiptScreen title={INTAKE_RECEIPT_TITLE}>
      <IntakeReceipt
        job={data.job}
        business={data.business}
        payments={data.payments}
        currency={data.money.currency}
        intake={data.intake}
        signature={signatureOf(data.signatures, 'intake')}
        fiscalDocuments={fiscal.documents}
        prediction={data.prediction}
      />
    </ReceiptScreen>
  );
}
