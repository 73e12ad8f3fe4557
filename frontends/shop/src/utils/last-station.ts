import type { PrintStationResponse } from '@repair-shop/contracts';

/** This browser's last station sent to, so that a phone sends to the same counter next time. */
export const LAST_STATION_KEY = 'lastPrintStation';

export function rememberStation(stationId: string): void {
  try {
    localStorage.setItem(LAST_STATION_KEY, stationId);
  } catch {
    // Storage refused (a private window): the first station is offered next time.
  }
}

/** The station sent to last, while the shop still has it; otherwise the first. */
export function preferredStation(stations: PrintStationResponse[]): string {
  let last: string | null = null;
  try {
    last = localStorage.getItem(LAST_STATION_KEY);
  } catch {
    last = null;
  }
  return stations.find((station) => station.id === last)?.id ?? stations[0]?.id ?? '';
}
