import {
  clearStationCredential,
  getStationCredential,
  saveStationCredential,
  STATION_STORAGE_KEY,
} from './station-credential';
import { getToken } from './session';

let stored: Record<string, string>;

beforeEach(() => {
  stored = { token: 'owner-token' };
  (globalThis as { localStorage?: Partial<Storage> }).localStorage = {
    getItem: (key: string) => stored[key] ?? null,
    setItem: (key: string, value: string) => void (stored[key] = value),
    removeItem: (key: string) => void delete stored[key],
  };
});

describe('the station credential', () => {
  const paired = {
    stationToken: 'station-credential',
    station: { id: 'st-1', name: 'Banaku', businessName: 'Servisi Çela' },
  };

  it('is kept under its own key, beside a person’s session and apart from it', () => {
    saveStationCredential(paired);
    expect(Object.keys(stored).sort()).toEqual([STATION_STORAGE_KEY, 'token']);
    expect(getStationCredential()).toEqual({ token: 'station-credential', station: paired.station });
    expect(getToken()).toBe('owner-token');
    clearStationCredential();
    expect(getStationCredential()).toBeNull();
    expect(getToken()).toBe('owner-token');
  });

  it('is none when what is stored cannot be read', () => {
    stored[STATION_STORAGE_KEY] = '{"token": 5}';
    expect(getStationCredential()).toBeNull();
    stored[STATION_STORAGE_KEY] = 'not json';
    expect(getStationCredential()).toBeNull();
  });
});
