import { Button } from '@mantine/core';
import { useNavigate } from 'react-router-dom';
import type { JobMoney, JobStatus } from '@repair-shop/contracts';
import { salePath } from '../../../../routes';
import { useMaySell } from '../../hooks/use-may-sell';

/**
 * «Merr dhe paguaj» on a ready job with something to pay: the sale screen opens with the job's balance in the
 * cart, so that accessories bought with the pickup are paid in the same payment and receipt.
 */
export function PickupSaleButton({ jobId, status, money }: { jobId: string; status: JobStatus; money: JobMoney }) {
  const navigate = useNavigate();
  const maySell = useMaySell();
  if (!maySell || status !== 'ready' || money.balance <= 0) return null;
  return (
    <Button variant="light" color="green" onClick={() => navigate(salePath(jobId))}>
      Merr dhe paguaj
    </Button>
  );
}
