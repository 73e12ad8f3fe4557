import type { PrintStationResponse } from '@repair-shop/contracts';
import { browserStorage } from '@repair-shop/web';

/** This browser's last station sent to, so that a phone sends to the same counter next time. */
export const LAST_STATION_KEY = 'lastPrintStation';

export function rememberStation(stationId: string): void {
  try {
    browserStorage('localStorage')?.setItem(LAST_STATION_KEY, stationId);
  } catch {
    // Storage full or refused: the first station is offered next time.
  }
}

/** The station sent to last, while the shop still has it; otherwise the first. */
export function preferredStation(stations: PrintStationResponse[]): string {
  const last = browserStorage('localStorage')?.getItem(LAST_STATION_KEY) ?? null;
  return stations.find((station) => station.id === last)?.id ?? stations[0]?.id ?? '';
}
