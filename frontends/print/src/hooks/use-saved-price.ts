import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  apiErrorDetail,
  endsSession,
  errorText,
  invalidateAfterJobWrite,
  notifyError,
  shopApi,
  updateCachedJobDetail,
  withJob,
} from '@repair-shop/web';

export type PriceSaveState = 'idle' | 'saving' | 'saved' | 'failed';

export interface SavedPrice {
  state: PriceSaveState;
  /** Saves the price shown now, even when it is the default that is otherwise left unsaved. */
  saveNow: () => void;
}

/** Wait after the last keystroke before saving, so typing "35,50" saves once. */
const SAVE_DELAY_MS = 700;

const SAVE_FAILED = 'Çmimi nuk u ruajt në punë';

/**
 * Keeps the job's price equal to the invoice's: every change is saved on the job (PATCH
 * estimatedPrice) shortly after typing stops, so the price sticks for the next print and the stats.
 * The saved job goes into the shared cache, and the lists and figures that show its price are asked again
 * (the job's money among them: its total is the server's sum).
 */
export function useSavedPrice(jobId: string, shown: number, price: number): SavedPrice {
  const queryClient = useQueryClient();
  const [state, setState] = useState<PriceSaveState>('idle');
  const saved = useRef<number | null>(shown);

  const save = useMutation({
    mutationFn: (estimatedPrice: number) => shopApi.updateJob(jobId, { estimatedPrice }),
    onSuccess: async (result, estimatedPrice) => {
      saved.current = result.job.estimatedPrice;
      await updateCachedJobDetail(queryClient, jobId, withJob(result.job));
      void invalidateAfterJobWrite(queryClient, { kind: 'update', jobId, patch: { estimatedPrice } });
    },
    onError: (error) => {
      console.error('Saving the invoice price failed', error);
      if (!endsSession(error)) notifyError(errorText(apiErrorDetail(error), SAVE_FAILED));
    },
  });
  const { mutateAsync } = save;

  const saveNow = useCallback(() => {
    setState('saving');
    mutateAsync(price).then(
      () => setState('saved'),
      () => setState('failed'),
    );
  }, [price, mutateAsync]);

  useEffect(() => {
    if (price === saved.current) return;
    let current = true;
    const timer = setTimeout(() => {
      setState('saving');
      mutateAsync(price).then(
        () => current && setState('saved'),
        () => current && setState('failed'),
      );
    }, SAVE_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [price, mutateAsync]);

  return { state, saveNow };
}
