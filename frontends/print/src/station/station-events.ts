import { stationApi } from '@repair-shop/web';
import { isUnpairedFailure } from './station-printer';

/** The stream of the station's events: opening, open, or lost and being opened again. */
export type StationConnection = 'connecting' | 'connected' | 'retrying';

/** Waits before opening a lost stream again: soon at first, then less often (the poll prints meanwhile). */
export const RECONNECT_DELAYS_MS = [1000, 2000, 5000, 10_000, 15_000] as const;

/** The server pings every 25 s: a stream silent for longer than two pings is dead, even if still open. */
export const SILENCE_LIMIT_MS = 60_000;

export interface StationEventsOptions {
  credential: string;
  onConnection: (state: StationConnection) => void;
  /** A document arrived (and once on every opening: what waited meanwhile). */
  onQueued: () => void;
  /** The till changed (the shop fiscalized in Kosovo or no longer, a new key asked for); also on every opening. */
  onTill: () => void;
  /** 401: the station was removed or paired in another browser. */
  onUnpaired: () => void;
  /** The stream's call (stationApi.events). */
  open?: typeof stationApi.events;
}

const sleep = (ms: number, signal: AbortSignal): Promise<void> =>
  new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    function done(): void {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });

/**
 * Keeps the station's event stream open: opened again after it ends, fails or falls silent, less often
 * after each failure in a row. Returns what closes it for good.
 */
export function watchStationEvents({
  credential,
  onConnection,
  onQueued,
  onTill,
  onUnpaired,
  open = stationApi.events,
}: StationEventsOptions): () => void {
  const stop = new AbortController();

  const connectOnce = async (onOpened: () => void): Promise<'unpaired' | 'lost'> => {
    const connection = new AbortController();
    const close = (): void => connection.abort();
    stop.signal.addEventListener('abort', close, { once: true });
    let silence: ReturnType<typeof setTimeout> | undefined;
    const heard = (): void => {
      clearTimeout(silence);
      silence = setTimeout(close, SILENCE_LIMIT_MS);
    };
    try {
      await open(credential, {
        signal: connection.signal,
        onOpen: () => {
          heard();
          onOpened();
        },
        onEvent: (event) => {
          heard();
          if (event.event === 'queued') onQueued();
          if (event.event === 'till') onTill();
        },
      });
      return 'lost';
    } catch (error) {
      return !stop.signal.aborted && isUnpairedFailure(error) ? 'unpaired' : 'lost';
    } finally {
      clearTimeout(silence);
      stop.signal.removeEventListener('abort', close);
    }
  };

  void (async () => {
    let failures = 0;
    while (!stop.signal.aborted) {
      const outcome = await connectOnce(() => {
        failures = 0;
        onConnection('connected');
      });
      if (stop.signal.aborted) return;
      if (outcome === 'unpaired') {
        onUnpaired();
        return;
      }
      onConnection('retrying');
      await sleep(RECONNECT_DELAYS_MS[Math.min(failures, RECONNECT_DELAYS_MS.length - 1)], stop.signal);
      failures += 1;
    }
  })();

  return () => stop.abort();
}
