import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import type { FiscalDocumentResponse } from '@repair-shop/contracts';
import { apiErrorDetail, notifyError, shopApi } from '@repair-shop/web';

export const FISCAL_PRINT_FAILED_TEXT = 'Printimi i faturës fiskale nuk u regjistrua. Provoni përsëri.';

/**
 * The prints of a paper's fiscal documents, counted by the server (POST /fiscal/documents/:id/prints)
 * right before the paper is printed, never when it is only looked at: the documents whose print the
 * server answers as a reprint are the paper's copies ("KOPJE"). Nothing to count: no `register`.
 * `counted`: the cache entry holding the documents (a job's, a sale's), asked again once counted.
 */
export function useFiscalPrints(counted: QueryKey, documents: readonly FiscalDocumentResponse[]) {
  const queryClient = useQueryClient();
  const [copies, setCopies] = useState<ReadonlySet<string>>(() => new Set());
  const prints = useMutation({
    mutationFn: (printed: readonly FiscalDocumentResponse[]) =>
      Promise.all(printed.map((document) => shopApi.printFiscalDocument(document.id))),
  });

  /** Counts the prints; true once counted and the paper shows what it is, false (and why, said) when not. */
  const register = async (): Promise<boolean> => {
    try {
      const answers = await prints.mutateAsync(documents);
      // On the page before window.print() reads it.
      flushSync(() => setCopies(new Set(documents.filter((_, index) => answers[index]?.copy).map(({ id }) => id))));
      void queryClient.invalidateQueries({ queryKey: counted });
      return true;
    } catch (error) {
      notifyError(FISCAL_PRINT_FAILED_TEXT, apiErrorDetail(error));
      return false;
    }
  };

  return { copies, register: documents.length > 0 ? register : undefined };
}
