import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportKind, ImportMapping } from '@repair-shop/contracts';
import { invalidateAfterJobWrite, queryKeys, transferApi } from '@repair-shop/web';

export interface ImportRequest {
  file: File;
  kind: ImportKind;
  mapping: ImportMapping;
}

/**
 * POST /imports: every row in, or none. Imported jobs make the lists, counters, clients and statistics
 * stale; imported clients the clients. A refusal lists the rows to fix: the import dialog shows it in its
 * own step, so it is not reported here.
 */
export function useImportFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, kind, mapping }: ImportRequest) => transferApi.importFile(file, file.name, kind, mapping),
    onSuccess: (answer) => {
      if (answer.kind === 'jobs') void invalidateAfterJobWrite(queryClient, { kind: 'create' });
      else void queryClient.invalidateQueries({ queryKey: queryKeys.clients });
    },
  });
}
