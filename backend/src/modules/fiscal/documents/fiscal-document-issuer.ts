import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { PaymentKind, PaymentMethod } from '@repair-shop/contracts';
import type { RuntimeConfig } from '../../../config/app-config';
import { APP_CONFIG } from '../../../config/config.tokens';
import type { ShopInvoiceFacts } from '../../business';
import { formatCisDateTime } from '../albania/cis-date-time';
import { InvalidInvoiceError, type AlbanianInvoice, type InvoiceItemInput } from '../albania/cis-invoice';
import { cisPaymentsOf, MixedPaymentTypesError } from '../albania/cis-payments';
import { prepareInvoice } from '../albania/register-invoice-request';
import { verificationUrl } from '../albania/verification-url';
import { FiscalSigningCredentials } from '../certificate/signing-credentials';
import {
  FiscalInvoiceInvalidException,
  FiscalMixedPaymentTypesException,
  FiscalNotReadyException,
} from '../fiscal.exceptions';
import { findFiscalProfile, type FiscalProfileRow } from '../profile/fiscal-profiles.repository';
import { operatorCodeOf } from '../profile/operator-code.repository';
import type { FiscalDocumentSource } from './fiscal-document-source';
import type { FiscalSale } from './fiscal-sale';
import { issueKosovoDocument } from './kosovo-document-issuer';
import {
  fiscalDocumentOfSale,
  insertFiscalDocument,
  latestSaleOfJob,
  nextOrdinal,
} from './fiscal-documents.repository';

/** One line of what was sold, VAT included: the shop's prices are gross. */
export interface FiscalLine {
  name: string;
  code?: string;
  /** Whole or up to three decimals. */
  quantity: string;
  /** Two decimals. */
  unitPrice: string;
  /** The line's VAT percent ("8.00"); null or absent: the shop's rate. */
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

/** A job's payment as a document's source: a refund corrects the job's latest sale document. */
function sourceOfPayment(payment: FiscalPayment): FiscalDocumentSource {
  return {
    businessId: payment.businessId,
    of: { jobId: payment.jobId, paymentId: payment.paymentId, saleId: null },
    kind: payment.kind === 'refund' ? 'refund' : 'sale',
    payments: [{ method: payment.method, amount: payment.amount }],
    total: payment.amount,
    authorId: payment.authorId,
    shop: payment.shop,
    tillStationId: payment.tillStationId ?? null,
    lines: payment.lines,
    corrected: (manager) => latestSaleOfJob(manager, payment.jobId),
  };
}

/** A counter sale as a document's source: a return corrects the document of the sale it takes back. */
function sourceOfSale(sale: FiscalSale): FiscalDocumentSource {
  const { originalSaleId } = sale;
  return {
    businessId: sale.businessId,
    of: { jobId: null, paymentId: null, saleId: sale.saleId },
    kind: sale.kind === 'return' ? 'refund' : 'sale',
    payments: sale.payments,
    total: sale.total,
    authorId: sale.authorId,
    shop: sale.shop,
    tillStationId: sale.tillStationId ?? null,
    lines: () => Promise.resolve(sale.lines),
    corrected: async (manager) =>
      originalSaleId ? fiscalDocumentOfSale(manager, sale.businessId, originalSaleId) : null,
  };
}

/**
 * Makes the fiscal document of a payment, deposit or refund, or of a counter sale or its return, in the caller's
 * transaction (after its own locks, then the register's counter): its number, the NSLF signed with the shop's
 * certificate, and the message to send, kept so that every resend is the same invoice. Sending happens after the
 * commit (FiscalDocumentSender). A Kosovo shop's money makes its till's coupon (issueKosovoDocument), signed by the
 * till before it is sent; North Macedonia's shops get none.
 */
@Injectable()
export class FiscalDocumentIssuer {
  constructor(
    @Inject(APP_CONFIG) private readonly config: RuntimeConfig,
    private readonly credentials: FiscalSigningCredentials,
  ) {}

  /** A job's payment, deposit or refund: the document's id, or null when the payment makes none. */
  issue(manager: EntityManager, payment: FiscalPayment, now: Date): Promise<string | null> {
    return this.issueDocument(manager, sourceOfPayment(payment), now);
  }

  /** A counter sale or its return: the document's id, or null when the shop makes none (North Macedonia, not fiscal). */
  issueSale(manager: EntityManager, sale: FiscalSale, now: Date): Promise<string | null> {
    return this.issueDocument(manager, sourceOfSale(sale), now);
  }

  private async issueDocument(manager: EntityManager, source: FiscalDocumentSource, now: Date): Promise<string | null> {
    const profile = await findFiscalProfile(manager, source.businessId);
    if (profile?.country === 'kosovo') {
      return issueKosovoDocument(manager, source, profile, this.config.fiscal.kosovo.applicationId, now);
    }
    if (profile?.country !== 'albania' || !profile.nipt || !profile.businessUnitCode) return null;
    return this.issueAlbanianInvoice(manager, source, profile, now);
  }

  private async issueAlbanianInvoice(
    manager: EntityManager,
    source: FiscalDocumentSource,
    profile: FiscalProfileRow,
    now: Date,
  ): Promise<string | null> {
    const softwareCode = this.config.fiscal.albania.softwareCode;
    const operatorCode = await operatorCodeOf(manager, source.businessId, source.authorId);
    const { shop } = source;
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
    if (
      missing.length > 0 ||
      !profile.nipt ||
      !profile.businessUnitCode ||
      !profile.tcrCode ||
      !operatorCode ||
      !softwareCode
    ) {
      throw new FiscalNotReadyException(missing);
    }
    const refund = source.kind === 'refund';
    let cis;
    try {
      cis = cisPaymentsOf(source.payments, refund);
    } catch (error) {
      if (error instanceof MixedPaymentTypesError) throw new FiscalMixedPaymentTypesException();
      throw error;
    }
    // A refund corrects the sale's document; money taken before the shop fiscalized has nothing to correct.
    const corrected = refund ? await source.corrected(manager) : null;
    if (refund && !corrected) return null;

    const credential = await this.credentials.signingCredentialsOf(manager, source.businessId);
    const issueDateTime = formatCisDateTime(now);
    const year = Number(issueDateTime.slice(0, 4));
    // Cash invoices are numbered per register, the others per business unit (InvNum, 3.7.1.11).
    const register = cis.type === 'CASH' ? `tcr:${profile.tcrCode}` : `unit:${profile.businessUnitCode}`;
    const ordinal = await nextOrdinal(manager, source.businessId, register, year);
    const sign = refund ? '-' : '';
    const items: InvoiceItemInput[] = (await source.lines()).map((line) => ({
      name: line.name,
      code: line.code,
      unit: 'copë',
      quantity: `${sign}${line.quantity}`,
      unitPriceWithVat: line.unitPrice,
      // A shop outside the VAT register gives no rate, whatever its products say.
      vatRate: shop.vatRate === null ? undefined : (line.vatRate ?? shop.vatRate),
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
      payments: cis.payments,
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
        businessId: source.businessId,
        ...source.of,
        correctsId: corrected?.id ?? null,
        kind: source.kind,
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
