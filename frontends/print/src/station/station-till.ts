import {
  ATK_KEY_ALGORITHM,
  atkBytesToSign,
  signAtkBytes,
  type StationCouponSignaturesRequest,
  type StationFiscalTillResponse,
  type StationUnsignedCouponResponse,
} from '@repair-shop/contracts';
import { apiErrorDetail, isApiRequestError } from '@repair-shop/web';

/** What the station shows of its till: none (not a Kosovo shop), ready, a key the server does not know, or a failure. */
export type StationTillState =
  | { kind: 'none' }
  | { kind: 'ready'; posId: number }
  | { kind: 'keyMismatch'; posId: number | null }
  | { kind: 'failed'; error: string };

export interface StationTillDeps {
  till: () => Promise<StationFiscalTillResponse>;
  register: (publicKey: string) => Promise<StationFiscalTillResponse>;
  unsigned: () => Promise<StationUnsignedCouponResponse[]>;
  sign: (documentId: string, signatures: StationCouponSignaturesRequest) => Promise<unknown>;
  loadKeys: () => Promise<CryptoKeyPair | null>;
  saveKeys: (keys: CryptoKeyPair) => Promise<void>;
  onState: (state: StationTillState) => void;
  /** After coupons were signed (the list and receipts may change). */
  onSigned: () => void;
  /** The clock (tests set it); Date.now by default. */
  now?: () => number;
}

/** Outside Kosovo the station asks again this rarely whether its shop became fiscalized (not on every wake). */
export const NOT_FISCAL_RECHECK_MS = 60_000;

export const TILL_FAILED_TEXT = 'Arka fiskale nuk u përgatit';

const toBase64 = (bytes: ArrayBuffer): string => btoa(String.fromCharCode(...new Uint8Array(bytes)));

/** A non-extractable ECDSA P-256 key pair: the private key can sign here and nowhere else. */
const newKeys = (): Promise<CryptoKeyPair> =>
  crypto.subtle.generateKey(ATK_KEY_ALGORITHM, false, ['sign', 'verify']) as Promise<CryptoKeyPair>;

/** The till as the station drives it. */
export interface StationTill {
  wake: () => void;
  /** The server said the till changed (the shop fiscalized in Kosovo or no longer, a new key asked for): ask it now. */
  recheck: () => void;
  /**
   * Resolves once a round that began after the call has ended: the coupons waiting now are signed (or could
   * not be, which the till's state says). The printer awaits it before it takes a document, so that a receipt
   * printed right after a payment carries its signed coupon's QR code. At once outside Kosovo.
   */
  settle: () => Promise<void>;
  stop: () => void;
}

/**
 * A Kosovo station as its till: on its first wake it makes (once) and registers its key, then on every wake
 * signs the coupons waiting for it. A key the server does not hold is never forced on it: the owner asks for
 * a new key first (Biznesi › Fiskalizimi). One round at a time; a wake during a round runs one more after it.
 */
export function createStationTill(deps: StationTillDeps): StationTill {
  let keys: CryptoKeyPair | null = null;
  let ready = false;
  /** The shop is fiscalized in Kosovo, as the server last said: only then is a failure the till's to show. */
  let required = false;
  /** The server has said once whether the shop is fiscalized in Kosovo. */
  let known = false;
  let askedAt = 0;
  const now = deps.now ?? Date.now;
  let running = false;
  /** settle() calls waiting for the next round to end. */
  let waiters: (() => void)[] = [];
  let again = false;
  let stopped = false;
  /** The next round asks the server about the till, whatever it said before. */
  let recheckAsked = false;

  const prepare = async (): Promise<boolean> => {
    askedAt = now();
    const till = await deps.till();
    required = till.required;
    known = true;
    if (!till.required) {
      deps.onState({ kind: 'none' });
      return false;
    }
    keys = await deps.loadKeys();
    if (!keys) {
      keys = await newKeys();
      await deps.saveKeys(keys);
    }
    const publicKey = toBase64(await crypto.subtle.exportKey('spki', keys.publicKey));
    const registered = till.publicKey === null ? await deps.register(publicKey).catch(keyRefused(till)) : till;
    if (registered.publicKey !== publicKey) {
      deps.onState({ kind: 'keyMismatch', posId: registered.posId });
      return false;
    }
    deps.onState({ kind: 'ready', posId: registered.posId ?? 0 });
    return true;
  };

  const signWaiting = async (key: CryptoKey): Promise<void> => {
    let signed = 0;
    for (const coupon of await deps.unsigned()) {
      if (stopped) return;
      const signatures = {
        posSignature: await signAtkBytes(atkBytesToSign(coupon.posCoupon), key),
        citizenSignature: await signAtkBytes(atkBytesToSign(coupon.citizenCoupon), key),
      };
      try {
        await deps.sign(coupon.id, signatures);
        signed += 1;
      } catch (error) {
        // Signed meanwhile by another tab of this station: nothing left to do for it.
        if (!(isApiRequestError(error) && error.status === 409)) throw error;
      }
    }
    if (signed > 0) deps.onSigned();
  };

  const round = async (): Promise<void> => {
    try {
      if (recheckAsked) {
        recheckAsked = false;
        ready = false;
        known = false;
      }
      if (!ready && known && !required && now() - askedAt < NOT_FISCAL_RECHECK_MS) return;
      if (!ready) ready = await prepare();
      if (ready && keys) await signWaiting(keys.privateKey);
    } catch (error) {
      ready = false;
      if (!required) return;
      const reason = apiErrorDetail(error) ?? (error instanceof Error ? error.message : null);
      deps.onState({ kind: 'failed', error: reason ? `${TILL_FAILED_TEXT}: ${reason}` : `${TILL_FAILED_TEXT}.` });
    }
  };

  const wake = (): void => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    void (async () => {
      do {
        again = false;
        const served = waiters;
        waiters = [];
        await round();
        served.forEach((resolve) => resolve());
      } while ((again || waiters.length > 0) && !stopped);
      running = false;
      release();
    })();
  };

  /** Nothing more is signed once stopped: whoever waits goes on. */
  const release = (): void => {
    if (!stopped) return;
    const left = waiters;
    waiters = [];
    left.forEach((resolve) => resolve());
  };

  const settle = (): Promise<void> => {
    if (stopped || (known && !required)) return Promise.resolve();
    return new Promise<void>((resolve) => {
      waiters.push(resolve);
      wake();
    });
  };

  return {
    wake,
    recheck: () => {
      recheckAsked = true;
      wake();
    },
    settle,
    stop: () => {
      stopped = true;
      release();
    },
  };
}

/** Another key is already registered (409): the station shows the mismatch instead of failing. */
const keyRefused =
  (till: StationFiscalTillResponse) =>
  (error: unknown): StationFiscalTillResponse => {
    if (isApiRequestError(error) && error.status === 409) return { ...till, publicKey: null };
    throw error;
  };
