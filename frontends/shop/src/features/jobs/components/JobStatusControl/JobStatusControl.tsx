import type { JobMoney, JobStatus } from '@repair-shop/contracts';
import { useMay } from '../../../../hooks/use-role';
import { useUnpaidCompletion } from '../../../payments/hooks/use-unpaid-completion';
import { PaymentDialog } from '../../../payments/components/PaymentDialog/PaymentDialog';
import { StatusButtons } from '../StatusButtons/StatusButtons';
import {
  TAKE_PAYMENT_AND_COMPLETE,
  UnpaidCompletionDialog,
} from '../../../payments/components/UnpaidCompletionDialog/UnpaidCompletionDialog';

interface Props {
  jobId: string;
  status: JobStatus;
  money: JobMoney;
  onChange: (status: JobStatus) => Promise<void>;
}

/**
 * The job's status buttons; completing a job still owed money asks first, and offers to take the
 * payment (the usual payment dialog, starting from the balance) and complete the job once it is recorded.
 */
export function JobStatusControl({ jobId, status, money, onChange }: Props) {
  const completion = useUnpaidCompletion(money);
  const mayRefund = useMay('refund');
  return (
    <>
      <StatusButtons current={status} onChange={onChange} confirmChange={completion.confirmChange} />
      <UnpaidCompletionDialog
        opened={completion.step === 'ask'}
        money={money}
        onTakePayment={completion.takePayment}
        onComplete={completion.complete}
        onClose={completion.cancel}
      />
      <PaymentDialog
        opened={completion.step === 'pay'}
        title={TAKE_PAYMENT_AND_COMPLETE}
        onPaid={completion.complete}
        onClose={completion.cancel}
        jobId={jobId}
        money={money}
        canRefund={mayRefund}
      />
    </>
  );
}
