import { useCallback, useRef, useState } from 'react';
import type { JobMoney, JobStatus } from '@repair-shop/contracts';

/** Where the question about an unpaid completion stands: asked, the payment open, or nothing open. */
export type UnpaidCompletionStep = 'ask' | 'pay' | null;

/**
 * The question asked before a job still owed money is completed, as the status buttons wait for it:
 * `confirmChange` resolves true to complete (as it is, or once the payment is recorded) and false to
 * leave the status as it was. Any other change, or a job paid in full, goes ahead without asking.
 */
export function useUnpaidCompletion(money: Pick<JobMoney, 'balance'>) {
  const [step, setStep] = useState<UnpaidCompletionStep>(null);
  const answer = useRef<((complete: boolean) => void) | null>(null);

  const settle = useCallback((complete: boolean) => {
    answer.current?.(complete);
    answer.current = null;
    setStep(null);
  }, []);

  const confirmChange = (status: JobStatus): Promise<boolean> => {
    if (status !== 'completed' || money.balance <= 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      answer.current = resolve;
      setStep('ask');
    });
  };

  return {
    step,
    confirmChange,
    takePayment: () => setStep('pay'),
    /** "Po, përfundoje", or the payment recorded. */
    complete: () => settle(true),
    /** "Anulo", or a dialog closed: nothing changes (a payment closed unrecorded completes nothing). */
    cancel: () => settle(false),
  };
}
