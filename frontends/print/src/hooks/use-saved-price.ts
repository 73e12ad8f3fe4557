import { useEffect, useRef, useState } from 'react';
import { ApiRequestError, errorText, notifyError, shopApi } from '@repair-shop/web';

export type PriceSaveState = 'idle' | 'saving' | 'saved' | 'failed';

/** Wait after the last keystroke before saving, so typing "35,50" saves once. */
const SAVE_DELAY_MS = 700;

const SAVE_FAILED = 'Çmimi nuk u ruajt në punë';

/**
 * Keeps the job's price equal to the invoice's: every change is saved on the job (PATCH
 * estimatedPrice) shortly after typing stops, so the price sticks for the next print and the stats.
 */
export function useSavedPrice(jobId: string, shown: number, price: number): PriceSaveState {
  const [state, setState] = useState<PriceSaveState>('idle');
  const saved = useRef<number | null>(shown);

  useEffect(() => {
    if (price === saved.current) return;
    let current = true;
    const timer = setTimeout(() => {
      setState('saving');
      shopApi
        .updateJob(jobId, { estimatedPrice: price })
        .then((result) => {
          saved.current = result.job.estimatedPrice;
          if (current) setState('saved');
        })
        .catch((error: unknown) => {
          console.error('Saving the invoice price failed', error);
          if (!current) return;
          setState('failed');
          notifyError(errorText(error instanceof ApiRequestError ? error.detail : null, SAVE_FAILED));
        });
    }, SAVE_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [jobId, price]);

  return state;
}
