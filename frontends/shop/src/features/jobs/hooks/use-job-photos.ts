import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PhotoUploadQuery } from '@repair-shop/contracts';
import { notifySuccess, queryKeys, shopApi } from '@repair-shop/web';
import { useApiFailure } from '../../../hooks/use-api-failure';

/** The links the server signs work for 10 minutes at least: ask again before they run out. */
const LINKS_FRESH_MS = 4 * 60 * 1000;

export function useJobPhotos(jobId: string) {
  return useQuery({
    queryKey: queryKeys.jobPhotos(jobId),
    queryFn: () => shopApi.jobPhotos(jobId),
    staleTime: LINKS_FRESH_MS,
    refetchInterval: LINKS_FRESH_MS,
  });
}

/**
 * Adding photos one after another (several chosen from the gallery), then the job's detail and photos
 * are asked again: each photo wrote a line in the history. A refusal stays on the panel, in Albanian.
 */
export function useAddJobPhotos(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ files, ...query }: PhotoUploadQuery & { files: File[] }) => {
      for (const file of files) await shopApi.addJobPhoto(jobId, file, query);
      return files.length;
    },
    onSuccess: (count) => notifySuccess(count === 1 ? 'Fotoja u shtua.' : `U shtuan ${count} foto.`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.job(jobId) }),
  });
}

export function useRemoveJobPhoto(jobId: string) {
  const queryClient = useQueryClient();
  const fail = useApiFailure();
  return useMutation({
    mutationFn: (photoId: string) => shopApi.removeJobPhoto(jobId, photoId),
    onSuccess: () => notifySuccess('Fotoja u hoq.'),
    onError: (error) => fail(error, 'Fotoja nuk u hoq'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.job(jobId) }),
  });
}
