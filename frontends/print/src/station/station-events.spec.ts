import { ApiRequestError, type ServerSentEvent, type stationApi } from '@repair-shop/web';
import { RECONNECT_DELAYS_MS, SILENCE_LIMIT_MS, watchStationEvents, type StationConnection } from './station-events';

type Handlers = Parameters<typeof stationApi.events>[1];

/** A fake event stream: each opening is answered by the next script, which may send events and end or fail. */
function streams(scripts: ((handlers: Handlers) => Promise<void>)[]) {
  const opened: string[] = [];
  const open = jest.fn(async (credential: string, handlers: Handlers) => {
    opened.push(credential);
    const script = scripts.shift();
    if (!script) return new Promise<void>(() => undefined);
    return script(handlers);
  });
  return { open, opened };
}

const queued: ServerSentEvent = { event: 'queued', data: '' };
const ping: ServerSentEvent = { event: 'ping', data: '' };
const till: ServerSentEvent = { event: 'till', data: '' };

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('watchStationEvents', () => {
  it('wakes the station on "queued", its till on "till" (neither on "ping"), and opens a lost stream again', async () => {
    const states: StationConnection[] = [];
    const onQueued = jest.fn();
    const onTill = jest.fn();
    const { open, opened } = streams([
      async ({ onOpen, onEvent }) => {
        onOpen();
        onEvent(queued);
        onEvent(till);
        onEvent(ping);
      },
      async ({ onOpen, onEvent }) => {
        onOpen();
        onEvent(queued);
        return new Promise<void>(() => undefined);
      },
    ]);
    const stop = watchStationEvents({
      credential: 'cred',
      onConnection: (state) => states.push(state),
      onQueued,
      onTill,
      onUnpaired: jest.fn(),
      open,
    });
    await jest.advanceTimersByTimeAsync(0);
    expect(states).toEqual(['connected', 'retrying']);
    expect(onQueued).toHaveBeenCalledTimes(1);
    expect(onTill).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(RECONNECT_DELAYS_MS[0]);
    expect(states).toEqual(['connected', 'retrying', 'connected']);
    expect(onQueued).toHaveBeenCalledTimes(2);
    expect(opened).toEqual(['cred', 'cred']);
    stop();
  });

  it('waits longer after each failure in a row', async () => {
    const fail = async () => {
      throw new ApiRequestError(0, null);
    };
    const { open } = streams([fail, fail, fail]);
    const stop = watchStationEvents({
      credential: 'cred',
      onConnection: jest.fn(),
      onQueued: jest.fn(),
      onTill: jest.fn(),
      onUnpaired: jest.fn(),
      open,
    });
    await jest.advanceTimersByTimeAsync(RECONNECT_DELAYS_MS[0]);
    expect(open).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(RECONNECT_DELAYS_MS[1] - 1);
    expect(open).toHaveBeenCalledTimes(2);
    await jest.advanceTimersByTimeAsync(1);
    expect(open).toHaveBeenCalledTimes(3);
    stop();
  });

  it('closes a stream that fell silent and opens another', async () => {
    let signal: AbortSignal | undefined;
    const { open } = streams([
      (handlers) => {
        handlers.onOpen();
        signal = handlers.signal;
        return new Promise<void>((_, reject) =>
          handlers.signal.addEventListener('abort', () => reject(new ApiRequestError(0, null))),
        );
      },
    ]);
    const stop = watchStationEvents({
      credential: 'cred',
      onConnection: jest.fn(),
      onQueued: jest.fn(),
      onTill: jest.fn(),
      onUnpaired: jest.fn(),
      open,
    });
    await jest.advanceTimersByTimeAsync(SILENCE_LIMIT_MS);
    expect(signal?.aborted).toBe(true);
    await jest.advanceTimersByTimeAsync(RECONNECT_DELAYS_MS[0]);
    expect(open).toHaveBeenCalledTimes(2);
    stop();
  });

  it('says once that the station was removed or paired elsewhere, and stops', async () => {
    const onUnpaired = jest.fn();
    const { open } = streams([
      async () => {
        throw new ApiRequestError(401, 'Ky printer nuk është më i çiftuar me dyqanin.', 'STATION_UNPAIRED');
      },
    ]);
    watchStationEvents({
      credential: 'cred',
      onConnection: jest.fn(),
      onQueued: jest.fn(),
      onTill: jest.fn(),
      onUnpaired,
      open,
    });
    await jest.advanceTimersByTimeAsync(60_000);
    expect(onUnpaired).toHaveBeenCalledTimes(1);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('closes the stream when stopped', async () => {
    let signal: AbortSignal | undefined;
    const { open } = streams([
      (handlers) => {
        signal = handlers.signal;
        return new Promise<void>(() => undefined);
      },
    ]);
    const stop = watchStationEvents({
      credential: 'cred',
      onConnection: jest.fn(),
      onQueued: jest.fn(),
      onTill: jest.fn(),
      onUnpaired: jest.fn(),
      open,
    });
    await jest.advanceTimersByTimeAsync(0);
    stop();
    expect(signal?.aborted).toBe(true);
  });
});
