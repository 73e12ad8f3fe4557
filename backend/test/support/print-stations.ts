import type { AddressInfo } from 'node:net';
import type { PrintStationCreatedResponse, PrintStationPairedResponse } from '@repair-shop/contracts';
import { bearer, expectStatus, type TestApp } from './test-app';

/** A print station of the owner's shop, paired as the counter's browser pairs it: its id and its credential. */
export async function pairedStation(
  t: TestApp,
  ownerToken: string,
  name = 'Banaku',
): Promise<{ id: string; credential: string }> {
  const created = await t.http().post('/api/print-stations').set(bearer(ownerToken)).send({ name });
  expectStatus(created, 201);
  const { station, pairingUrl } = created.body as PrintStationCreatedResponse;
  const paired = await t
    .http()
    .post('/api/print-stations/pair')
    .send({ token: pairingUrl.split('/print/pair/')[1] });
  expectStatus(paired, 200);
  return { id: station.id, credential: (paired.body as PrintStationPairedResponse).stationToken };
}

/** A station's open event stream, read as its browser reads it: the next event's text, and closing it. */
export interface StationEvents {
  next: () => Promise<string>;
  close: () => void;
}

/** Opens the station's event stream on the test app's own port (startTestApp). */
export async function openStationEvents(t: TestApp, credential: string): Promise<StationEvents> {
  const { port } = t.app.getHttpServer().address() as AddressInfo;
  const controller = new AbortController();
  const response = await fetch(`http://127.0.0.1:${port}/api/station/events`, {
    headers: bearer(credential),
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let received = '';
  return {
    next: async () => {
      while (!received.includes('\n\n'))
        received += decoder.decode((await reader.read()).value ?? new Uint8Array(), { stream: true });
      const [event = '', ...rest] = received.split('\n\n');
      received = rest.join('\n\n');
      return event;
    },
    close: () => controller.abort(),
  };
}

/** The stream's next event that is not a ping. */
export async function nextStationEvent(events: StationEvents): Promise<string> {
  for (;;) {
    const event = await events.next();
    if (!event.includes('event: ping')) return event;
  }
}
