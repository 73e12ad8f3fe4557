import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ChatOpenedRequest } from '@repair-shop/contracts';
import { invalidateAfterJobWrite, queryKeys, shopApi } from '@repair-shop/web';
import { useApiFailure } from './use-api-failure';

export const CHAT_NOT_NOTED = 'Biseda u hap, por nuk u shënua në historinë e punës';

/**
 * GET /jobs/:id/chat-drafts: the status's message, the reminder and the estimate waiting for an answer,
 * their Viber and WhatsApp links ready before any tap; asked only while `enabled`.
 */
export function useChatDrafts(jobId: string, enabled = true) {
  return useQuery({ queryKey: queryKeys.jobChatDrafts(jobId), queryFn: () => shopApi.chatDrafts(jobId), enabled });
}

/**
 * What a chat link's click calls: the browser opens the link itself (a link opened after an await is
 * blocked), while this tells the server with a request that outlives the page; then the job's history
 * and the list needing attention are asked again.
 */
export function useChatOpened(): (jobId: string, request: ChatOpenedRequest) => void {
  const queryClient = useQueryClient();
  const fail = useApiFailure();
  return useCallback(
    (jobId, request) => {
      shopApi.chatOpened(jobId, request).then(
        () => invalidateAfterJobWrite(queryClient, { kind: 'contact', jobId }),
        (error: unknown) => fail(error, CHAT_NOT_NOTED),
      );
    },
    [queryClient, fail],
  );
}
