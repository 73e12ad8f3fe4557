import type { PrintStationPairedResponse } from '@repair-shop/contracts';
import { browserStorage, readJson } from './browser-storage';

/** What a paired browser keeps: the station's credential and who it prints for. */
export interface StationCredential {
  token: string;
  station: PrintStationPairedResponse['station'];
}

/** Its own key in localStorage: a station's credential is never mixed with a person's session (token, user). */
export const STATION_STORAGE_KEY = 'printStation';

const storage = (): Storage | null => browserStorage('localStorage');

const isCredential = (value: unknown): value is StationCredential => {
  const candidate = value as Partial<StationCredential> | null;
  return (
    typeof candidate?.token === 'string' &&
    typeof candidate.station?.id === 'string' &&
    typeof candidate.station.name === 'string' &&
    typeof candidate.station.businessName === 'string'
  );
};

/** The credential this browser was paired with; null before pairing, after it was forgotten, or when unreadable. */
export function getStationCredential(): StationCredential | null {
  const stored = readJson<unknown>(storage(), STATION_STORAGE_KEY);
  return isCredential(stored) ? stored : null;
}

/** Kept until the station is removed or paired elsewhere (it survives closing the browser). */
export function saveStationCredential(
  paired: Pick<PrintStationPairedResponse, 'stationToken' | 'station'>,
): StationCredential {
  const credential: StationCredential = { token: paired.stationToken, station: paired.station };
  storage()?.setItem(STATION_STORAGE_KEY, JSON.stringify(credential));
  return credential;
}

export function clearStationCredential(): void {
  storage()?.removeItem(STATION_STORAGE_KEY);
}
