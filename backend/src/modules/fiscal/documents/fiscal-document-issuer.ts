import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { PaymentKind, PaymentMethod } from '@repair-shop/contracts';
import type { RuntimeConfig } from '../../../config/app-config';
import { APP_CONFIG } from '../../../config/config.tokens';
import type { ShopInvoiceFacts } from '../../business';
import { formatCisDateTime } from '../albania/cis-date-time';
import { InvalidInvoiceError, type AlbanianInvoice, type InvoiceItemInput } from '../albania/cis-invoice';
import { prepareInvoice } from '../albania/register-invoice-request';
import { verificationUrl } from '../albania/verification-url';
import { FiscalSigningCredentials } from '../certificate/signing-credentials';
import { FiscalInvoiceInvalidException, FiscalNotReadyException } from '../fiscal.exceptions';
import { findFiscalProfile } from '../profile/fiscal-profiles.repository';
import { operatorCodeOf } from '../profile/operator-code.repository';
import { issueKosovoDocument } from './kosovo-document-issuer';
import { insertFiscalDocument, latestSaleOfJob, nextOrdinal } from './fiscal-documents.repository';
import type { FiscalSale } from './fiscal-sale';

/** One line of what was sold, VAT included: the shop's prices are gross. */
export interface FiscalLine {
  name: string;
  code?: string;
  /** Whole or up to three decimals. */
  quantity: string;
  /** Two decimals. */
  unitPrice: string;
  /** The line's own VAT rate in percent; null or left out: the shop's. */
  vatRate?: string | null;
}

/** Money that changed hands on a job, as the payments module recorded it in the caller's transaction. */
export interface FiscalPayment {
  businessId: string;
  jobId: string;
  paymentId: string;
  kind: PaymentKind;
  method: PaymentMethod;
  /** Two decimals, positive (a refund's too). */
  amount: string;
  authorId: string | null;
  /** The shop as its invoices name it, read by the caller in the same transaction. */
  shop: ShopInvoiceFacts;
  /** Kosovo: the till (station) the person taking the money chose; null for the shop's lowest POS with a key. */
  tillStationId?: string | null;
  /** What was sold (for a refund, the one line taken back); read only when the payment makes a document. */
  lines: () => Promise<FiscalLine[]>;
}

/** How Servisi's payment methods are told to the CIS (3.7.1.46): card and cash are cash invoices. */
const CIS_PAYMENT: Record<PaymentMethod, { type: 'CASH' | 'NONCASH'; method: 'BANKNOTE' | 'CARD' | 'ACCOUNT' }> = {
  cash: { type: 'CASH', method: 'BANKNOTE' },
  card: { type: 'CASH', method: 'CARD' },
  bank: { type: 'NONCASH', method: 'ACCOUNT' },
};

/**
 * Makes the fiscal document of a payment, deposit or refund in the payment's transaction (after the job's
 * lock, then the register's counter): its number, the NSLF signed with the shop's certificate, and the
 * message to send, kept so that every resend is the same invoice. Sending happens after the commit
 * (FiscalDocumentSender). A Kosovo shop's payment makes its till's coupon (issueKosovoDocument), signed by the
 * till before it is sent; North Macedonia's shops get none.
 */
@Injectable()
export class FiscalDocumentIssuer {
  constructor(
    @Inject(APP_CONFIG) private readonly config: RuntimeConfig,
    private readonly credentials: FiscalSigningCredentials,
  ) {}

  /** A counter sale's or return's document id, or null when it makes none. */
  // replaced by the fiscal-sales branch
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  async issueSale(manager: EntityManager, sale: FiscalSale, now: Date): Promise<string | null> {
    return null;
  }

  /** The document's id, or null when the payment makes none. */
  async issue(manager: EntityManager, payment: FiscalPayment, now: Date): Promise<string | null> {
    const profile = await findFiscalProfile(manager, payment.businessId);
    if (profile?.country === 'kosovo') {
      return issueKosovoDocument(manager, payment, profile, this.config.fiscal.kosovo.applicationId, now);
    }
    if (profile?.country !== 'albania' || !profile.nipt || !profile.businessUnitCode) return null;
    const softwareCode = this.config.fiscal.albania.softwareCode;
    const operatorCode = await operatorCodeOf(manager, payment.businessId, payment.authorId);
    const { shop } = payment;
    const missing = [
      // The invoices carry no exchange rate: their amounts are in lek, as the CIS takes them without one.
      shop.currency === 'ALL' ? null : 'monedha e librave në lekë (ALL)',
      profile.tcrCode ? null : 'kodi i arkës (TCR)',
      profile.certificateUploadedAt ? null : 'certifikata e fiskalizimit',
      operatorCode ? null : 'kodi i operatorit të kësaj llogarie',
      softwareCode ? null : 'kodi i softuerit (e vendos ofruesi i Servisit)',
      // Only a register Servisi is still to register with the CIS needs the maintainer's code.
      profile.tcrCode || this.config.fiscal.albania.maintainerCode
        ? null
        : 'kodi i mirëmbajtësit të arkave (e vendos ofruesi i Servisit)',
    ].filter((what): what is string => what !== null);
    if (missing.length > 0 || !profile.tcrCode || !operatorCode || !softwareCode) {
      throw new FiscalNotReadyException(missing);
    }
    // A refund corrects the job's last sale; money taken before the shop fiscalized has nothing to correct.
    const corrected = payment.kind === 'refund' ? await latestSaleOfJob(manager, payment.jobId) : null;
    if (payment.kind === 'refund' && !corrected) return null;

    const credential = await this.credentials.signingCredentialsOf(manager, payment.businessId);
    const issueDateTime = formatCisDateTime(now);
    const year = Number(issueDateTime.slice(0, 4));
    const cis = CIS_PAYMENT[payment.method];
    // Cash invoices are numbered per register, the others per business unit (InvNum, 3.7.1.11).
    const register = cis.type === 'CASH' ? `tcr:${profile.tcrCode}` : `unit:${profile.businessUnitCode}`;
    const ordinal = await nextOrdinal(manager, payment.businessId, register, year);
    const sign = payment.kind === 'refund' ? '-' : '';
    const items: InvoiceItemInput[] = (await payment.lines()).map((line) => ({
      name: line.name,
      code: line.code,
      unit: 'copë',
      quantity: `${sign}${line.quantity}`,
      unitPriceWithVat: line.unitPrice,
      vatRate: shop.vatRate ?? undefined,
    }));
    const id = randomUUID();
    const invoice: AlbanianInvoice = {
      uuid: id,
      sendDateTime: issueDateTime,
      type: cis.type,
      issueDateTime,
      ordinalNumber: ordinal,
      tcrCode: cis.type === 'CASH' ? profile.tcrCode : undefined,
      isIssuerInVat: shop.vatRate !== null,
      operatorCode,
      businessUnitCode: profile.businessUnitCode,
      softwareCode,
      seller: { nipt: profile.nipt, name: shop.name, town: shop.city, country: 'ALB' },
      items,
      payments: [{ type: cis.method, amount: `${sign}${payment.amount}` }],
      corrects: corrected?.iic
        ? { iic: corrected.iic, issueDateTime: corrected.issueDateTime, type: 'CORRECTIVE' }
        : undefined,
    };
    let prepared;
    try {
      prepared = prepareInvoice(invoice, credential.privateKeyPem);
    } catch (error) {
      if (error instanceof InvalidInvoiceError) throw new FiscalInvoiceInvalidException(error.message);
      throw error;
    }
    await insertFiscalDocument(
      manager,
      {
        id,
        country: 'albania',
        businessId: payment.businessId,
        jobId: payment.jobId,
        paymentId: payment.paymentId,
        correctsId: corrected?.id ?? null,
        kind: payment.kind === 'refund' ? 'refund' : 'sale',
        register,
        year,
        ordinal,
        number: prepared.invoiceNumber,
        issuedAt: now,
        issueDateTime,
        total: prepared.amounts.total,
        currency: shop.currency,
        message: { ...invoice, issuerCode: prepared.issuerCode },
        iic: prepared.issuerCode.iic,
        iicSignature: prepared.issuerCode.iicSignature,
        verificationUrl: verificationUrl(this.config.fiscal.albania.verificationPage, {
          iic: prepared.issuerCode.iic,
          issuerNipt: profile.nipt,
          issueDateTime,
          ordinalNumber: ordinal,
          businessUnitCode: profile.businessUnitCode,
          tcrCode: invoice.tcrCode,
          softwareCode,
          totalPrice: prepared.amounts.total,
        }),
        businessUnitCode: profile.businessUnitCode,
        tcrCode: invoice.tcrCode ?? null,
        softwareCode,
        operatorCode,
      },
      now,
    );
    return id;
  }
}
