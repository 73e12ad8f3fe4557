import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { JobCategory, JobEstimateResponse } from '@repair-shop/contracts';
import { queryKeys, shopApi } from '@repair-shop/web';

/** Wait this long after the last key before asking: one request per pause, not per letter. */
const TYPING_PAUSE_MS = 400;

interface EstimateInputs {
  deviceModel: string;
  description: string;
  /** The category the person chose; null while the server's suggestion stands. */
  category: JobCategory | null;
}

/**
 * What the shop's history says of the job being typed in the new job dialog (its category, when it will be
 * ready, its usual price), asked once the description holds something. A failure shows nothing: it never
 * keeps the job from being saved.
 */
export function useJobEstimate(inputs: EstimateInputs): JobEstimateResponse | null {
  // One text for the three inputs: a value the debounce compares by identity must not be a new object each render.
  const [askedText] = useDebouncedValue(
    JSON.stringify([inputs.deviceModel.trim(), inputs.description.trim(), inputs.category]),
    TYPING_PAUSE_MS,
  );
  const [deviceModel, description, category] = JSON.parse(askedText) as [string, string, JobCategory | null];
  const asked = { deviceModel, description, category };
  const query = useQuery({
    queryKey: queryKeys.jobEstimate(asked.deviceModel, asked.description, asked.category),
    queryFn: () =>
      shopApi.jobEstimate({
        deviceModel: asked.deviceModel,
        description: asked.description,
        ...(asked.category ? { category: asked.category } : {}),
      }),
    enabled: asked.description !== '',
    // The last answer stays while the next is asked: the select and the hints do not blink at every pause.
    placeholderData: keepPreviousData,
    retry: false,
    staleTime: 60_000,
  });
  if (asked.description === '' || query.isError) return null;
  return query.data ?? null;
}
