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
