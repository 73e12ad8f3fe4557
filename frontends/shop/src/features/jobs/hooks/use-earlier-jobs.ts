import { useDebouncedValue } from '@mantine/hooks';
import { useQueries } from '@tanstack/react-query';
import {
  EARLIER_JOBS_LIMIT,
  deviceIdProblem,
  normalizeDeviceId,
  type DeviceIdKind,
  type EarlierJobResponse,
} from '@repair-shop/contracts';
import { queryKeys, shopApi } from '@repair-shop/web';

/** Wait this long after the last key before asking: one request per pause, not per digit. */
const TYPING_PAUSE_MS = 400;

/** Phones are looked up once they hold as many digits as the shortest number the server takes. */
const PHONE_MIN_DIGITS = 6;

/** The identifier to look up: only a whole one (an IMEI that passes Luhn, a serial long enough). */
function deviceIdToLookUp(kind: DeviceIdKind, typed: string): string | null {
  const deviceId = normalizeDeviceId(kind, typed);
  return deviceIdProblem(kind, deviceId) === null ? deviceId : null;
}

function phoneToLookUp(typed: string): string | null {
  const phone = typed.trim();
  return /^\+?[\d\s()./-]+$/.test(phone) && phone.replace(/\D/g, '').length >= PHONE_MIN_DIGITS ? phone : null;
}

/**
 * What the device (by its IMEI or serial) and the client (by the phone) brought to the shop before, as
 * the new job dialog is filled in: both lists, one job once, newest first.
 */
export function useEarlierJobs(
  kind: DeviceIdKind,
  typedDeviceId: string,
  typedPhone: string,
): { jobs: EarlierJobResponse[]; loading: boolean } {
  const [deviceId] = useDebouncedValue(deviceIdToLookUp(kind, typedDeviceId), TYPING_PAUSE_MS);
  const [phone] = useDebouncedValue(phoneToLookUp(typedPhone), TYPING_PAUSE_MS);
  return useQueries({
    queries: [
      {
        queryKey: queryKeys.deviceJobs(deviceId ?? ''),
        queryFn: () => shopApi.deviceJobs(deviceId ?? ''),
        enabled: deviceId !== null,
      },
      {
        queryKey: queryKeys.clientJobs(phone ?? ''),
        queryFn: () => shopApi.clientJobs(phone ?? ''),
        enabled: phone !== null,
      },
    ],
    combine: ([byDevice, byPhone]) => {
      const found = new Map<string, EarlierJobResponse>();
      if (deviceId !== null) for (const job of byDevice?.data?.jobs ?? []) found.set(job.id, job);
      if (phone !== null) for (const job of byPhone?.data?.jobs ?? []) found.set(job.id, job);
      const jobs = [...found.values()]
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
        .slice(0, EARLIER_JOBS_LIMIT);
      return { jobs, loading: Boolean(byDevice?.isFetching || byPhone?.isFetching) };
    },
  });
}
