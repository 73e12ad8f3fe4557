import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { formatCisDateTime } from '../albania/cis-date-time';
import {
  FiscalInvoiceInvalidException,
  FiscalNotReadyException,
  FiscalTillUnavailableException,
} from '../fiscal.exceptions';
import { buildAtkCoupon, type KosovoCouponDocument } from '../kosovo/atk-coupon';
import { AtkCouponError } from '../kosovo/atk-errors';
import { atkTaxGroupOf } from '../kosovo/atk-tax-group-of-rate';
import { ATK_PAYMENT_METHOD } from '../kosovo/atk-payment-methods';
import { citizenCouponDetails, posCouponDetails } from '../kosovo/atk-signed-coupon';
import { verificationNoOf } from '../kosovo/atk-verification-no';
import type { FiscalProfileRow } from '../profile/fiscal-profiles.repository';
import { holdSigningTill, signingTillOfShop } from '../tills/fiscal-tills.repository';
import type { FiscalDocumentSource } from './fiscal-document-source';
import { insertFiscalDocument, nextOrdinal } from './fiscal-documents.repository';

/**
 * A Kosovo shop's payment or counter sale as a coupon of its till (the one it names, else the lowest POS with a key), in
 * the caller's transaction: numbered per POS and year without gaps, built with ATK's amounts and kept as the
 * protobuf texts the till signs. It is sent only after the till's signatures arrive (FiscalTillCoupons).
 */
export async function issueKosovoDocument(
  manager: EntityManager,
  source: FiscalDocumentSource,
  profile: FiscalProfileRow,
  applicationId: string | null,
  now: Date,
): Promise<string | null> {
  const chosen = source.tillStationId;
  const till = await signingTill(manager, source.businessId, chosen);
  if (chosen && !till) throw new FiscalTillUnavailableException();
  const { shop } = source;
  const missing = [
    shop.currency === 'EUR' ? null : 'monedha e librave në euro (EUR)',
    profile.nui && profile.branchId ? null : 'NUI-ja dhe numri i njësisë',
    till ? null : 'një arkë: një stacion printimi i çiftuar me çelësin e tij të regjistruar',
    applicationId ? null : 'numri i aplikacionit nga ATK (e vendos ofruesi i Servisit)',
  ].filter((what): what is string => what !== null);
  if (missing.length > 0 || !till || !applicationId || !profile.nui || !profile.branchId) {
    throw new FiscalNotReadyException(missing);
  }
  const lines = (await source.lines()).map((line) => {
    const taxGroup = atkTaxGroupOf(shop.vatRate, line.vatRate);
    if (!taxGroup) {
      throw new FiscalInvoiceInvalidException(
        `norma e TVSH-së ${line.vatRate ?? shop.vatRate ?? ''}% nuk është e Kosovës`,
      );
    }
    return { name: line.name, quantity: line.quantity, unitPrice: line.unitPrice, taxGroup };
  });
  // A refund is the return of the sale's coupon; money taken before the shop fiscalized has none.
  const refund = source.kind === 'refund';
  const sale = refund ? await source.corrected(manager) : null;
  if (refund && sale?.country !== 'kosovo') return null;

  const issueDateTime = formatCisDateTime(now);
  const year = Number(issueDateTime.slice(0, 4));
  const register = `pos:${till.posId}`;
  const ordinal = await nextOrdinal(manager, source.businessId, register, year);
  // ATK's CouponId is a number unique in the business: the year, the POS and its ordinal.
  const couponNumber = `${year}${String(till.posId).padStart(4, '0')}${String(ordinal).padStart(8, '0')}`;
  const id = randomUUID();
  const document: KosovoCouponDocument = {
    kind: refund ? 'return' : 'sale',
    couponNumber,
    originalCouponNumber: sale?.number,
    verificationNo: verificationNoOf(id),
    issuedAt: now,
    operator: source.authorId ?? 'pronari',
    lines,
    payments: source.payments.map(({ method, amount }) => ({ method: ATK_PAYMENT_METHOD[method], amount })),
    offline: false,
  };
  let built;
  try {
    built = buildAtkCoupon(
      { nui: profile.nui, branchId: profile.branchId, posId: String(till.posId), applicationId, location: shop.city },
      document,
    );
  } catch (error) {
    if (error instanceof AtkCouponError) throw new FiscalInvoiceInvalidException(error.message);
    throw error;
  }
  await insertFiscalDocument(
    manager,
    {
      id,
      country: 'kosovo',
      businessId: source.businessId,
      ...source.of,
      correctsId: sale?.id ?? null,
      kind: source.kind,
      register,
      year,
      ordinal,
      number: couponNumber,
      issuedAt: now,
      issueDateTime,
      total: refund ? `-${source.total}` : source.total,
      currency: shop.currency,
      message: { posCoupon: posCouponDetails(built.pos), citizenCoupon: citizenCouponDetails(built.citizen) },
      tillStationId: till.stationId,
      posId: till.posId,
    },
    now,
  );
  return id;
}

/** A till removed while it is picked is passed over: the next lowest is tried, a few times at most. */
const PICK_TRIES = 3;

/** The payment's till, held until its transaction ends (holdSigningTill); null when there is none. */
async function signingTill(manager: EntityManager, businessId: string, chosen: string | null) {
  if (chosen) return holdSigningTill(manager, businessId, chosen);
  for (let tries = 0; tries < PICK_TRIES; tries += 1) {
    const picked = await signingTillOfShop(manager, businessId);
    if (!picked) return null;
    const held = await holdSigningTill(manager, businessId, picked.stationId);
    if (held) return held;
  }
  return null;
}
