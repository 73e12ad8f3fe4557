import { KeyObject, createPublicKey, verify } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import {
  type AtkCitizenCouponMessage,
  type AtkPosCouponMessage,
  type AtkTaxGroupMessage,
  decodeCitizenCoupon,
  decodePosCoupon,
} from '../../src/modules/fiscal/kosovo/atk-messages';

/**
 * A local ATK (Kosovo's tax administration) for tests, speaking the protocol of ATK's sample clients
 * (github.com/fiskalizimi/pos-golang bb9d99b, pos-csharp a4060ef): POST /pos/coupon with JSON
 * {details, signature}, POST /citizen/coupon with {citizen_id, qr_code}. Like ATK it verifies each coupon's
 * ECDSA P-256 signature (DER, over the UTF-8 bytes of the Base64 details) against the public key registered
 * for its POS, and checks the coupon's totals and tax groups against its items, with integer arithmetic of
 * its own (not the builder's) so that a mistake there is caught here. Accepted: 200 {message, transaction_id};
 * refused: 400 {error}, "details and signature don't match" being ATK's own words, the other reasons this
 * double's. A coupon resent with the same BusinessId and CouponId gets the first answer again and is kept once.
 */

/** A POS registered with ATK: its business, branch and id, and its public key or certificate in PEM. */
export interface AtkDoubleTill {
  nui: string;
  branchId: string;
  posId: string;
  publicKeyPem: string;
}

/**
 * reachable; refuse-connections: every connection is cut at once; no-answer: requests are read, never answered;
 * server-error: every request is answered 500 (pos-csharp readme: "400 Bad Request or 500 Internal Server Error").
 */
export type AtkDoubleReachability = 'reachable' | 'refuse-connections' | 'no-answer' | 'server-error';

/** One request as the double saw it, in order, whatever became of it. */
export interface AtkDoubleRequest {
  path: string;
  body: Record<string, unknown> | null;
  /** 0 when the double was told not to answer. */
  status: number;
  answer: Record<string, unknown>;
  /** A resend of an accepted coupon, answered as the first time and not counted again. */
  resent: boolean;
  receivedAt: Date;
}

/** A POS coupon ATK accepted, once however often it came. */
export interface AtkDoubleCoupon {
  details: string;
  signature: string;
  coupon: AtkPosCouponMessage;
  transactionId: string;
  receivedAt: Date;
}

type Answer = { status: number; answer: Record<string, unknown>; resent?: boolean };

const TAX_RATES: Record<string, bigint> = { A: 0n, C: 0n, D: 8n, E: 18n };
const SIGNATURE_MISMATCH = "details and signature don't match";
/** Beyond 2^53, so that a client reading it as a JavaScript number would lose digits. */
const FIRST_TRANSACTION_ID = 900_000_000_000_000_001n;

export class KosovoAtkDouble {
  readonly requests: AtkDoubleRequest[] = [];
  private readonly accepted = new Map<string, AtkDoubleCoupon>();
  private readonly keys = new Map<string, KeyObject>();
  private readonly sockets = new Set<Socket>();
  private reachability: AtkDoubleReachability = 'reachable';
  private nextTransactionId = FIRST_TRANSACTION_ID;
  private readonly server = createServer((request, response) => void this.handle(request, response));

  private constructor(tills: AtkDoubleTill[]) {
    tills.forEach((till) => this.registerTill(till));
    this.server.on('connection', (socket: Socket) => {
      if (this.reachability === 'refuse-connections') return void socket.destroy();
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
  }

  static async start(tills: AtkDoubleTill[]): Promise<KosovoAtkDouble> {
    const double = new KosovoAtkDouble(tills);
    await new Promise<void>((resolve) => double.server.listen(0, '127.0.0.1', resolve));
    return double;
  }

  /** FISCAL_KS_ATK_URL for this double. */
  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** The accepted POS coupons, each once, in the order they were accepted. */
  get coupons(): AtkDoubleCoupon[] {
    return [...this.accepted.values()];
  }

  registerTill(till: AtkDoubleTill): void {
    const key = createPublicKey(till.publicKeyPem);
    if (key.asymmetricKeyDetails?.namedCurve !== 'prime256v1') throw new Error('ATK registers ECDSA P-256 keys');
    this.keys.set(tillKey(BigInt(till.nui), BigInt(till.branchId), BigInt(till.posId)), key);
  }

  setReachability(reachability: AtkDoubleReachability): void {
    this.reachability = reachability;
    // A client's kept-alive connection would otherwise still reach the double.
    if (reachability === 'refuse-connections') this.sockets.forEach((socket) => socket.destroy());
  }

  async close(): Promise<void> {
    this.sockets.forEach((socket) => socket.destroy());
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = parseBody(Buffer.concat(chunks).toString('utf8'));
    const path = request.url ?? '';
    if (this.reachability === 'no-answer') {
      this.requests.push({ path, body, status: 0, answer: {}, resent: false, receivedAt: new Date() });
      return;
    }
    const answer =
      this.reachability === 'server-error'
        ? refuse(500, 'internal server error')
        : this.answer(request.method ?? '', path, body);
    this.requests.push({ path, body, ...answer, resent: answer.resent ?? false, receivedAt: new Date() });
    response.writeHead(answer.status, { 'Content-Type': 'application/json' }).end(jsonWithBigInts(answer.answer));
  }

  private answer(method: string, path: string, body: Record<string, unknown> | null): Answer {
    if (method !== 'POST') return refuse(405, 'method not allowed');
    if (path === '/pos/coupon') return this.posCoupon(body);
    if (path === '/citizen/coupon') return this.citizenCoupon(body);
    return refuse(404, 'not found');
  }

  private posCoupon(body: Record<string, unknown> | null): Answer {
    const { details, signature } = body ?? {};
    if (typeof details !== 'string' || typeof signature !== 'string')
      return refuse(400, 'details and signature expected');
    const coupon = decodeOrNull(decodePosCoupon, details);
    if (!coupon) return refuse(400, 'details are not a PosCoupon');
    const key = this.keys.get(tillKey(coupon.BusinessId, coupon.BranchId, coupon.PosId));
    if (!key) return refuse(400, 'the POS is not registered');
    if (!signedBy(details, signature, key)) return refuse(400, SIGNATURE_MISMATCH);
    const couponKey = `${coupon.BusinessId}:${coupon.CouponId}`;
    const earlier = this.accepted.get(couponKey);
    if (earlier) {
      if (earlier.details !== details) return refuse(400, 'the coupon id was already used for another coupon');
      return { ...accepted(earlier.transactionId), resent: true };
    }
    const problem = posCouponProblem(coupon);
    if (problem) return refuse(400, problem);
    const transactionId = (this.nextTransactionId++).toString();
    this.accepted.set(couponKey, { details, signature, coupon, transactionId, receivedAt: new Date() });
    return accepted(transactionId);
  }

  /** What ATK's citizen app sends after scanning a receipt: its QR text, checked against the POS coupon. */
  private citizenCoupon(body: Record<string, unknown> | null): Answer {
    const parts = typeof body?.qr_code === 'string' ? body.qr_code.split('|') : [];
    if (parts.length !== 2) return refuse(400, 'qr_code is not details|signature');
    const [details, signature] = parts;
    const coupon = decodeOrNull(decodeCitizenCoupon, details);
    if (!coupon) return refuse(400, 'details are not a CitizenCoupon');
    const key = this.keys.get(tillKey(coupon.BusinessId, coupon.BranchId, coupon.PosId));
    if (!key || !signedBy(details, signature, key)) return refuse(400, SIGNATURE_MISMATCH);
    const pos = this.accepted.get(`${coupon.BusinessId}:${coupon.CouponId}`);
    if (!pos) return refuse(400, 'no POS coupon with this id');
    const differing = citizenMismatch(coupon, pos.coupon);
    if (differing) return refuse(400, `FAILED VERIFICATION: ${differing} differs from the POS coupon`);
    return { status: 200, answer: { message: 'verified' } };
  }
}

function tillKey(nui: bigint, branchId: bigint, posId: bigint): string {
  return `${nui}/${branchId}/${posId}`;
}

/** ATK's steps (pos-golang signer.go): SHA-256 over the UTF-8 bytes of the Base64 text, ECDSA, DER. */
function signedBy(details: string, signature: string, key: KeyObject): boolean {
  const signatureBytes = Buffer.from(signature, 'base64');
  if (signatureBytes.toString('base64') !== signature) return false;
  try {
    return verify('sha256', Buffer.from(details, 'utf8'), { key, dsaEncoding: 'der' }, signatureBytes);
  } catch {
    return false;
  }
}

/** Why ATK would refuse the coupon's content; null when it holds together. */
function posCouponProblem(coupon: AtkPosCouponMessage): string | null {
  if (![1, 2, 3].includes(coupon.Type)) return `unknown coupon type ${coupon.Type}`;
  if (coupon.Type !== 1 && coupon.ReferenceNo === 0n) return 'a return or cancel coupon needs its ReferenceNo';
  if (!/^[A-Za-z0-9]{1,16}$/.test(coupon.VerificationNo)) return 'VerificationNo must be 1 to 16 letters or digits';
  if (coupon.Items.length === 0) return 'a coupon without items';
  const groups = new Map<string, { forTax: bigint; tax: bigint }>();
  for (const item of coupon.Items) {
    const rate = TAX_RATES[item.TaxRate];
    if (rate === undefined) return `unknown tax rate "${item.TaxRate}"`;
    const thousandths = quantityThousandths(item.Quantity);
    if (thousandths === null) return `item "${item.Name}" has an unreadable quantity ${item.Quantity}`;
    if (item.Total !== halfUp(item.Price * thousandths, 1000n))
      return `item "${item.Name}": Total is not Price × Quantity`;
    const gross = halfUp(item.Total, 100n);
    const tax = halfUp(gross * rate, 100n + rate);
    const group = groups.get(item.TaxRate) ?? { forTax: 0n, tax: 0n };
    groups.set(item.TaxRate, { forTax: group.forTax + gross - tax, tax: group.tax + tax });
  }
  const sent = new Map(coupon.TaxGroups.map((group) => [group.TaxRate, group]));
  if (sent.size !== coupon.TaxGroups.length || sent.size !== groups.size)
    return 'the tax groups do not match the items';
  for (const [letter, expected] of groups) {
    const group = sent.get(letter);
    if (group?.TotalForTax !== expected.forTax || group.TotalTax !== expected.tax) {
      return `tax group ${letter} does not match the items`;
    }
  }
  const totalTax = sum([...groups.values()].map((group) => group.tax));
  const totalNoTax = sum([...groups.values()].map((group) => group.forTax));
  if (coupon.TotalTax !== totalTax) return 'TotalTax does not match the items';
  if (coupon.TotalNoTax !== totalNoTax) return 'TotalNoTax does not match the items';
  if (coupon.Total !== totalTax + totalNoTax) return 'Total does not match the items';
  if (sum(coupon.Payments.map((payment) => payment.Amount)) !== coupon.Total)
    return 'the payments do not add up to Total';
  return null;
}

/** The fields both coupons carry must be equal (pos-csharp readme: otherwise "FAILED VERIFICATION"). */
function citizenMismatch(citizen: AtkCitizenCouponMessage, pos: AtkPosCouponMessage): string | null {
  const scalars = ['BranchId', 'PosId', 'VerificationNo', 'Type', 'Time', 'Total', 'TotalTax', 'TotalNoTax'] as const;
  const differing = scalars.find((field) => citizen[field] !== pos[field]);
  if (differing) return differing;
  return taxGroupsText(citizen.TaxGroups) === taxGroupsText(pos.TaxGroups) ? null : 'TaxGroups';
}

const taxGroupsText = (groups: AtkTaxGroupMessage[]): string =>
  groups.map((group) => `${group.TaxRate}:${group.TotalForTax}:${group.TotalTax}`).join(',');

/** The float ATK's schema sends back to exact thousandths: seven significant digits, at most three decimals. */
function quantityThousandths(quantity: number): bigint | null {
  const match = /^(\d+)\.?(\d*)$/.exec(quantity.toPrecision(7));
  if (!match || quantity <= 0) return null;
  const decimals = match[2].replace(/0+$/, '');
  if (decimals.length > 3) return null;
  return BigInt(match[1] + decimals.padEnd(3, '0'));
}

const halfUp = (numerator: bigint, denominator: bigint): bigint => (numerator * 2n + denominator) / (denominator * 2n);
const sum = (values: bigint[]): bigint => values.reduce((total, value) => total + value, 0n);

function decodeOrNull<T>(decode: (bytes: Uint8Array) => T, details: string): T | null {
  const bytes = Buffer.from(details, 'base64');
  if (bytes.length === 0 || bytes.toString('base64') !== details) return null;
  try {
    return decode(bytes);
  } catch {
    return null;
  }
}

const accepted = (transactionId: string): Answer => ({
  status: 200,
  answer: { message: 'coupon received', transaction_id: BigInt(transactionId) },
});

const refuse = (status: number, error: string): Answer => ({ status, answer: { error } });

function parseBody(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** JSON with bigints written as numbers, as ATK writes its uint64 transaction ids. */
function jsonWithBigInts(value: Record<string, unknown>): string {
  return JSON.stringify(value, (_key, entry: unknown) =>
    typeof entry === 'bigint' ? `#bigint:${entry}` : entry,
  ).replace(/"#bigint:(\d+)"/g, '$1');
}
