import { ApiRequestError } from './http';
import { stationApi } from './station-api';
import type { ServerSentEvent } from './event-stream';
import { answerFetch, storeForTest, type FetchCall } from '../testing/fake-fetch';

let calls: FetchCall[];

const answer = (status: number, body: BodyInit, contentType = 'application/json') =>
  answerFetch(calls, status, body, { 'Content-Type': contentType });

const authorization = (call: FetchCall): string | undefined =>
  (call.init.headers as Record<string, string>).Authorization;

beforeEach(() => {
  calls = [];
  // A person's session in the same browser is never what a station sends.
  storeForTest({ token: 'owner-token' });
});

describe('stationApi', () => {
  it("claims with the station's credential, never the user's token", async () => {
    answer(200, JSON.stringify({ printJob: null }));
    await expect(stationApi.claim('station-credential')).resolves.toEqual({ printJob: null });
    expect(calls[0].url).toBe('/api/station/jobs/claim');
    expect(calls[0].init.method).toBe('POST');
    expect(authorization(calls[0])).toBe('Bearer station-credential');
  });

  it("registers the till's public key and posts a coupon's signatures with the station's credential", async () => {
    answer(200, JSON.stringify({ required: true, posId: 1, publicKey: 'c3BraQ==' }));
    await stationApi.registerFiscalKey('station-credential', 'c3BraQ==');
    expect(calls[0].url).toBe('/api/station/fiscal/key');
    expect(calls[0].init.method).toBe('PUT');
    expect(JSON.parse(calls[0].init.body as string)).toEqual({ publicKey: 'c3BraQ==' });
    expect(authorization(calls[0])).toBe('Bearer station-credential');
    answer(200, JSON.stringify({ id: 'fd-1' }));
    await stationApi.signCoupon('station-credential', 'fd-1', { posSignature: 'p', citizenSignature: 'c' });
    expect(calls[1].url).toBe('/api/station/fiscal/coupons/fd-1/signatures');
    expect(calls[1].init.method).toBe('POST');
    expect(JSON.parse(calls[1].init.body as string)).toEqual({ posSignature: 'p', citizenSignature: 'c' });
    expect(authorization(calls[1])).toBe('Bearer station-credential');
  });

  it('pairs without any token', async () => {
    answer(
      200,
      JSON.stringify({
        success: true,
        stationToken: 's',
        station: { id: 'st-1', name: 'Banaku', businessName: 'Servisi' },
      }),
    );
    await stationApi.pair('link-token');
    expect(calls[0].url).toBe('/api/print-stations/pair');
    expect(JSON.parse(calls[0].init.body as string)).toEqual({ token: 'link-token' });
    expect(authorization(calls[0])).toBeUndefined();
  });

  it("gives the server's code when the station was removed or paired elsewhere", async () => {
    answer(401, JSON.stringify({ detail: 'Ky printer nuk është më i çiftuar me dyqanin.', code: 'STATION_UNPAIRED' }));
    const failure = stationApi.done('station-credential', 'pj-1', { claim: 'c' });
    await expect(failure).rejects.toBeInstanceOf(ApiRequestError);
    await expect(failure).rejects.toMatchObject({ status: 401, code: 'STATION_UNPAIRED' });
  });

  it('reads the event stream with the credential and hands over its events', async () => {
    answer(200, 'event: queued\ndata: \n\nevent: ping\ndata: \n\n', 'text/event-stream');
    const events: ServerSentEvent[] = [];
    const onOpen = jest.fn();
    await stationApi.events('station-credential', {
      signal: new AbortController().signal,
      onOpen,
      onEvent: (event) => events.push(event),
    });
    expect(calls[0].url).toBe('/api/station/events');
    expect((calls[0].init.headers as Record<string, string>).Accept).toBe('text/event-stream');
    expect(authorization(calls[0])).toBe('Bearer station-credential');
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(events.map((event) => event.event)).toEqual(['queued', 'ping']);
  });

  it('refuses to open the stream for a removed station, with its code', async () => {
    answer(401, JSON.stringify({ detail: 'x', code: 'STATION_UNPAIRED' }));
    const onOpen = jest.fn();
    await expect(
      stationApi.events('old', { signal: new AbortController().signal, onOpen, onEvent: jest.fn() }),
    ).rejects.toMatchObject({
      status: 401,
      code: 'STATION_UNPAIRED',
    });
    expect(onOpen).not.toHaveBeenCalled();
  });
});
