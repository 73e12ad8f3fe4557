import { webcrypto } from 'node:crypto';
import {
  atkBytesToSign,
  verifyAtkBytes,
  type StationCouponSignaturesRequest,
  type StationFiscalTillResponse,
} from '@repair-shop/contracts';
import { createStationTill, NOT_FISCAL_RECHECK_MS, type StationTillDeps, type StationTillState } from './station-till';

// jsdom has no WebCrypto: Node's is the same API the station's Chromium has.
beforeAll(() => Object.defineProperty(globalThis, 'crypto', { configurable: true, value: webcrypto }));

const COUPON = { id: 'd1', number: '2026000100000001', posCoupon: 'CAEQAg==', citizenCoupon: 'CAEQAw==' };

/** A station's till against a server held in memory; resolves once a round has reported its state. */
function setUp(server: { till: StationFiscalTillResponse; now?: () => number }) {
  let stored: CryptoKeyPair | null = null;
  let tillAsked = 0;
  const signed: { id: string; signatures: StationCouponSignaturesRequest }[] = [];
  const states: StationTillState[] = [];
  let reported: () => void = () => undefined;
  let onSigned: () => void = () => undefined;
  const allSigned = new Promise<void>((resolve) => (onSigned = resolve));
  const deps: StationTillDeps = {
    till: async () => {
      tillAsked += 1;
      return server.till;
    },
    register: async (publicKey) => {
      server.till = { ...server.till, posId: 1, publicKey };
      return server.till;
    },
    unsigned: async () => (signed.length === 0 ? [COUPON] : []),
    sign: async (id, signatures) => void signed.push({ id, signatures }),
    loadKeys: async () => stored,
    saveKeys: async (keys) => {
      stored = keys;
    },
    onState: (state) => {
      states.push(state);
      reported();
    },
    onSigned: () => onSigned(),
    now: server.now,
  };
  const till = createStationTill(deps);
  /** A round the till is woken for (or told to ask about the till again), once it has reported its state. */
  const reportOf = (start: () => void) =>
    new Promise<void>((resolve) => {
      reported = resolve;
      start();
    });
  const round = () => reportOf(till.wake);
  const recheck = () => reportOf(till.recheck);
  return { till, round, recheck, allSigned, signed, states, stored: () => stored, tillAsked: () => tillAsked };
}

describe('createStationTill', () => {
  it('makes a non-extractable key once, registers its public key and signs the waiting coupons with it', async () => {
    const station = setUp({ till: { required: true, posId: null, publicKey: null } });
    await station.round();
    await station.allSigned;
    expect(station.states).toEqual([{ kind: 'ready', posId: 1 }]);
    const keys = station.stored()!;
    expect(keys.privateKey.extractable).toBe(false);
    await expect(webcrypto.subtle.exportKey('pkcs8', keys.privateKey)).rejects.toThrow();
    expect(station.signed).toHaveLength(1);
    const [{ id, signatures }] = station.signed;
    expect(id).toBe(COUPON.id);
    expect(await verifyAtkBytes(atkBytesToSign(COUPON.posCoupon), signatures.posSignature, keys.publicKey)).toBe(true);
    expect(
      await verifyAtkBytes(atkBytesToSign(COUPON.citizenCoupon), signatures.citizenSignature, keys.publicKey),
    ).toBe(true);
  });

  it('signs nothing and says so when the server holds another key (a new one only after the owner asks)', async () => {
    const station = setUp({ till: { required: true, posId: 1, publicKey: 'b3RoZXI=' } });
    await station.round();
    expect(station.states).toEqual([{ kind: 'keyMismatch', posId: 1 }]);
    expect(station.signed).toHaveLength(0);
  });

  it('does nothing for a shop that is not fiscalized in Kosovo', async () => {
    const station = setUp({ till: { required: false, posId: null, publicKey: null } });
    await station.round();
    expect(station.states).toEqual([{ kind: 'none' }]);
    expect(station.stored()).toBeNull();
  });

  it('outside Kosovo asks again only once a minute whether the shop became fiscalized, then registers its key', async () => {
    let clock = 1_000_000;
    const server = {
      till: { required: false, posId: null, publicKey: null } as StationFiscalTillResponse,
      now: () => clock,
    };
    const station = setUp(server);
    await station.round();
    for (let wake = 0; wake < 5; wake += 1) {
      station.till.wake();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    expect(station.tillAsked()).toBe(1);
    server.till = { required: true, posId: null, publicKey: null };
    clock += NOT_FISCAL_RECHECK_MS;
    await station.round();
    expect(station.tillAsked()).toBe(2);
    expect(station.states.at(-1)).toEqual({ kind: 'ready', posId: 1 });
  });

  it('asks at once when the server says the till changed: the shop fiscalized in Kosovo, or a new key asked for', async () => {
    const server = {
      till: { required: false, posId: null, publicKey: null } as StationFiscalTillResponse,
      now: () => 0,
    };
    const station = setUp(server);
    await station.round();
    server.till = { required: true, posId: null, publicKey: null };
    // Within the minute a wake asks nothing; told that the till changed, it asks and registers its key.
    station.till.wake();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(station.tillAsked()).toBe(1);
    await station.recheck();
    expect(station.tillAsked()).toBe(2);
    expect(station.states.at(-1)).toEqual({ kind: 'ready', posId: 1 });
    const registered = server.till.publicKey;
    expect(registered).not.toBeNull();

    // The owner asked for a new key: the station, ready, registers its key again at once.
    server.till = { required: true, posId: 1, publicKey: null };
    await station.recheck();
    expect(station.tillAsked()).toBe(3);
    expect(server.till.publicKey).toBe(registered);
    expect(station.states.at(-1)).toEqual({ kind: 'ready', posId: 1 });
  });

  it('settles by signing the coupons waiting now before it resolves, a round begun after the call', async () => {
    const station = setUp({ till: { required: true, posId: null, publicKey: null } });
    const log: string[] = [];
    const waiting = [COUPON];
    const signedIds: string[] = [];
    const till = createStationTill({
      till: async () => ({ required: true, posId: 1, publicKey: null }),
      register: async (publicKey) => ({ required: true, posId: 1, publicKey }),
      unsigned: async () => {
        log.push('unsigned');
        return waiting.splice(0);
      },
      sign: async (id) => {
        log.push(`sign ${id}`);
        signedIds.push(id);
      },
      loadKeys: async () => station.stored(),
      saveKeys: async () => undefined,
      onState: () => undefined,
      onSigned: () => undefined,
    });
    await till.settle();
    expect(log).toEqual(['unsigned', `sign ${COUPON.id}`]);
    // A coupon issued while a round runs is signed by the next one, which settle() waits for.
    waiting.push({ ...COUPON, id: 'd2' });
    till.wake();
    const settled = till.settle().then(() => log.push('settled'));
    waiting.push({ ...COUPON, id: 'd3' });
    await settled;
    expect(signedIds).toEqual([COUPON.id, 'd2', 'd3']);
    expect(log.at(-1)).toBe('settled');
    till.stop();
    await expect(till.settle()).resolves.toBeUndefined();
  });

  it('settles at once outside Kosovo once the server said so, asking nothing more', async () => {
    const station = setUp({ till: { required: false, posId: null, publicKey: null } });
    await station.till.settle();
    expect(station.states).toEqual([{ kind: 'none' }]);
    const asked = jest.fn();
    await Promise.race([station.till.settle().then(asked), Promise.resolve()]);
    await Promise.resolve();
    expect(asked).toHaveBeenCalled();
  });
});
