import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import {
  clientTicketCode,
  ERROR_CODES,
  seesCostPrices,
  type PaymentMethod,
  type SaleLineKind,
  type SaleResponse,
} from '@repair-shop/contracts';
import { Clock } from '../../common/clock/clock';
import { ApiException } from '../../common/http/api-exception';
import type { AuthenticatedUser } from '../auth';
import { requireBusinessId, shopInvoiceFacts } from '../business';
import { FiscalDocumentIssuer, FiscalDocumentsService, type FiscalLine } from '../fiscal';
import { lockParts, moveStock, ProductNotFoundException, StockInsufficientException } from '../inventory';
import { jobActorOf, JobWriter, moveJobToStatus, statusChangeText, type JobActor } from '../jobs';
import { fiscalLinesOf, jobMoney, PaymentRecorder } from '../payments';
import type { SaleDto, SaleLineDto } from './dto/sale.dto';
import { fiscalLinesOfSold } from './fiscal-sale-lines';
import { SaleReader } from './sale-reader.service';
import { allocate, cents, centsText, discountShares, keptByPayment } from './sale-money';
import {
  JobNotPayableInSaleException,
  ProductNotForSaleException,
  QuickLinePriceMissingException,
  SaleChangeWithoutCashException,
  SaleDiscountTooLargeException,
  SalePaymentShortException,
  SalesNotAllowedException,
  UnitNotAvailableException,
  UnitNotFoundException,
} from './sales.exceptions';
import {
  insertSale,
  insertSaleLines,
  insertSalePayments,
  lockUnits,
  markUnitsSold,
  nextSaleNumber,
  productSaleFacts,
  sellingShop,
  unitsOf,
  type NewSaleLine,
} from './sales.repository';

/** The unit of work of JobWriter.change: the job locked in the sale's transaction. */
type LockedJob = Parameters<Parameters<JobWriter['change']>[2]>[0];

/** One line of the cart once priced: what it sells and its money in cents. */
interface PricedLine {
  kind: SaleLineKind;
  partId: string | null;
  unitId: string | null;
  jobId: string | null;
  name: string;
  code: string | null;
  serial: string | null;
  category: string | null;
  quantity: number;
  unitPrice: number;
  discount: number;
  total: number;
  vatRate: string | null;
  costPrice: string | null;
}

const badLine = (detail: string, field = 'lines'): ApiException =>
  new ApiException(HttpStatus.BAD_REQUEST, detail, ERROR_CODES.validationFailed, { field });

/** numeric(12, 2): what a sale's amounts may reach. */
const MAX_CENTS = 999_999_999_999;

const paidOf = (payments: { cents: number }[]): number => payments.reduce((sum, payment) => sum + payment.cents, 0);

/**
 * A counter sale: products, serialized units, ready repairs' balances and quick lines in one cart, paid once.
 * One transaction locks in one fixed order: the jobs of job lines (through the job writer, in id order), the
 * products (lockParts, id order), the units (id order), and the shop's sale number last; a till that loses a
 * race for the last piece is told 409, never 500.
 */
@Injectable()
export class SalesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly writer: JobWriter,
    private readonly recorder: PaymentRecorder,
    private readonly fiscal: FiscalDocumentIssuer,
    private readonly fiscalDocuments: FiscalDocumentsService,
    private readonly reader: SaleReader,
    private readonly clock: Clock,
  ) {}

  async sell(user: AuthenticatedUser, dto: SaleDto): Promise<SaleResponse> {
    const businessId = requireBusinessId(user.businessId);
    checkLines(dto.lines);
    const shop = await sellingShop(this.dataSource, businessId);
    if (!shop) throw new ProductNotFoundException();
    if (user.role === 'technician' && !shop.techniciansCanSell) throw new SalesNotAllowedException();
    const actor = jobActorOf(user);
    const jobIds = [...new Set(dto.lines.flatMap((line) => (line.jobId ? [line.jobId] : [])))].sort();
    const { saleId, documentId } = await this.dataSource.transaction(async (manager) => {
      // Each job line's job is locked through the writer (which keeps its figures), nested in id order.
      const withJobs = (index: number, jobs: LockedJob[]): Promise<{ saleId: string; documentId: string | null }> => {
        const jobId = jobIds[index];
        if (jobId === undefined) return this.write(manager, businessId, actor, shop.country, dto, jobs);
        return this.writer.change(actor, jobId, (unit) => withJobs(index + 1, [...jobs, unit]), { manager });
      };
      return withJobs(0, []);
    });
    await this.fiscalDocuments.sendIssued(businessId, documentId);
    return this.reader.one(businessId, saleId, seesCostPrices(user.role));
  }

  private async write(
    manager: EntityManager,
    businessId: string,
    actor: JobActor,
    country: string,
    dto: SaleDto,
    jobs: LockedJob[],
  ): Promise<{ saleId: string; documentId: string | null }> {
    const now = this.clock.now();
    const author = actor.author;
    const balances = new Map<string, number>();
    for (const { job } of jobs) balances.set(job.id, cents((await jobMoney(manager, job.id, false)).balance));

    // The units' products are locked with the products sold by quantity, then the units themselves.
    const unitIds = dto.lines.flatMap((line) => (line.unitId ? [line.unitId] : []));
    const unitsSeen = unitIds.length > 0 ? await unitsOf(manager, businessId, unitIds) : [];
    if (unitsSeen.length !== unitIds.length) throw new UnitNotFoundException();
    const partIds = [
      ...new Set([
        ...dto.lines.flatMap((line) => (line.productId ? [line.productId] : [])),
        ...unitsSeen.map((unit) => unit.partId),
      ]),
    ];
    const parts = partIds.length > 0 ? await lockParts(manager, businessId, partIds) : [];
    const facts = parts.length > 0 ? await productSaleFacts(manager, partIds) : [];
    const partById = new Map(parts.map((part) => [part.id, part]));
    const factsById = new Map(facts.map((fact) => [fact.id, fact]));
    const units = unitIds.length > 0 ? await lockUnits(manager, businessId, unitIds) : [];
    const unitById = new Map(units.map((unit) => [unit.id, unit]));

    const sellable = (partId: string) => {
      const part = partById.get(partId);
      const fact = factsById.get(partId);
      if (!part || !fact || fact.archived) throw new ProductNotFoundException();
      if (!part.forSale) throw new ProductNotForSaleException(`«${part.name}» nuk është për shitje.`);
      return { part, fact };
    };

    const priced: PricedLine[] = dto.lines.map((line) => {
      if (line.productId) {
        const { part, fact } = sellable(line.productId);
        if (fact.serialized) {
          throw new ProductNotForSaleException('Skanoni IMEI-n ose numrin serik të pajisjes');
        }
        return this.priced(line, {
          kind: 'product',
          partId: part.id,
          name: part.name,
          code: part.barcode ?? part.code,
          category: part.category,
          vatRate: part.vatRate,
          costPrice: part.costPrice,
          price: part.salePrice,
        });
      }
      if (line.unitId) {
        const unit = unitById.get(line.unitId);
        if (!unit) throw new UnitNotFoundException();
        if (unit.status !== 'in_stock') throw new UnitNotAvailableException(unit.serial);
        const { part } = sellable(unit.partId);
        return {
          ...this.priced(line, {
            kind: 'unit',
            partId: part.id,
            name: part.name,
            code: part.barcode ?? part.code,
            category: part.category,
            vatRate: part.vatRate,
            costPrice: unit.costPrice,
            price: part.salePrice,
          }),
          unitId: unit.id,
          serial: unit.serial,
        };
      }
      if (line.jobId) {
        const balance = balances.get(line.jobId) ?? 0;
        const ticket = clientTicketCode(line.jobId);
        if (balance <= 0) throw new JobNotPayableInSaleException(`Riparimi ${ticket} nuk ka asgjë për të paguar.`);
        const pricedJob = this.priced(line, {
          kind: 'job',
          partId: null,
          name: `Riparimi ${ticket}`,
          code: null,
          category: null,
          vatRate: null,
          costPrice: null,
          price: centsText(balance),
        });
        if (pricedJob.unitPrice <= 0 || pricedJob.unitPrice > balance) {
          throw new JobNotPayableInSaleException(
            `Për riparimin ${ticket} mbeten ${centsText(balance)}: paguani më shumë se 0 dhe jo më shumë se kaq.`,
          );
        }
        return { ...pricedJob, jobId: line.jobId };
      }
      const name = line.name ?? '';
      if (line.unitPrice === undefined) throw new QuickLinePriceMissingException(name);
      return this.priced(line, {
        kind: 'quick',
        partId: null,
        name,
        code: null,
        category: null,
        vatRate: line.vatRate ?? null,
        costPrice: null,
        price: line.unitPrice,
      });
    });

    // More than the stock holds only with the user's confirmation, counted over all the lines of a product.
    const wanted = new Map<string, number>();
    for (const line of priced) {
      if (line.kind === 'product' && line.partId)
        wanted.set(line.partId, (wanted.get(line.partId) ?? 0) + line.quantity);
    }
    for (const [partId, quantity] of wanted) {
      const part = partById.get(partId);
      if (part && part.quantity < quantity && !dto.allowNegativeStock) {
        throw new StockInsufficientException(part.name, part.quantity);
      }
    }

    const subtotal = priced.reduce((sum, line) => sum + line.total, 0);
    const discount = dto.discount === undefined ? 0 : cents(dto.discount);
    // The sale's discount is on the goods: a repair's balance is what the job owes, changed only on the job.
    const discountable = priced.map((line) => (line.kind === 'job' ? 0 : line.total));
    const goods = discountable.reduce((sum, total) => sum + total, 0);
    if (discount > goods) {
      throw new SaleDiscountTooLargeException(
        `Zbritja e shitjes (${centsText(discount)}) është më e madhe se shuma e mallrave (${centsText(goods)}).`,
      );
    }
    const shares = discountShares(discountable, discount);
    const nets = priced.map((line, index) => line.total - (shares[index] ?? 0));
    const total = subtotal - discount;
    const payments = dto.payments.map((payment) => ({ method: payment.method, cents: cents(payment.amount) }));
    if (payments.some((payment) => payment.cents === 0))
      throw badLine('Një pagesë ka shumën 0: hiqeni ose shkruani shumën.', 'payments');
    if (Math.max(paidOf(payments), subtotal) > MAX_CENTS)
      throw badLine('Shuma e shitjes është shumë e madhe.', 'payments');
    const paid = paidOf(payments);
    if (paid < total) throw new SalePaymentShortException(centsText(total), centsText(paid));
    const change = paid - total;
    const cash = payments.filter((payment) => payment.method === 'cash').reduce((sum, p) => sum + p.cents, 0);
    if (change > cash) throw new SaleChangeWithoutCashException();

    const invoiceFacts = await shopInvoiceFacts(manager, businessId);
    const number = await nextSaleNumber(manager, businessId);
    const saleId = randomUUID();
    await insertSale(manager, {
      id: saleId,
      businessId,
      number,
      kind: 'sale',
      originalSaleId: null,
      clientName: dto.clientName || null,
      clientPhone: dto.clientPhone || null,
      subtotal: centsText(subtotal),
      discount: centsText(discount),
      total: centsText(total),
      paid: centsText(paid),
      change: centsText(change),
      currency: invoiceFacts.currency,
      note: dto.note || null,
      authorId: author.id,
      authorName: author.name,
      createdAt: now,
    });
    const sold = units.length > 0 ? await markUnitsSold(manager, unitIds, saleId, now) : [];
    const warranty = new Map(sold.map((unit) => [unit.id, unit.warrantyUntil]));
    const rows: NewSaleLine[] = priced.map((line, index) => ({
      id: randomUUID(),
      kind: line.kind,
      partId: line.partId,
      unitId: line.unitId,
      jobId: line.jobId,
      returnsLineId: null,
      name: line.name,
      code: line.code,
      serial: line.serial,
      category: line.category,
      quantity: line.quantity,
      unitPrice: centsText(line.unitPrice),
      discount: centsText(line.discount),
      total: centsText(line.total),
      netTotal: centsText(nets[index] ?? 0),
      vatRate: line.vatRate,
      costPrice: line.costPrice,
      defective: false,
      warrantyUntil: line.unitId ? (warranty.get(line.unitId) ?? null) : null,
    }));
    await insertSaleLines(manager, saleId, businessId, rows);
    await insertSalePayments(
      manager,
      saleId,
      dto.payments.map((payment) => ({ method: payment.method, amount: centsText(cents(payment.amount)) })),
    );
    for (const line of priced) {
      if (!line.partId || (line.kind !== 'product' && line.kind !== 'unit')) continue;
      await moveStock(manager, {
        businessId,
        partId: line.partId,
        change: -line.quantity,
        reason: 'sale',
        saleId,
        author,
        now,
      });
    }

    const kept = keptByPayment(payments, change);
    await this.payJobs(manager, businessId, actor, jobs, priced, nets, { payments, kept, number, saleId, now });

    const documentId =
      country === 'north_macedonia' || total === 0
        ? null
        : await this.fiscal.issueSale(
            manager,
            {
              businessId,
              saleId,
              kind: 'sale',
              originalSaleId: null,
              payments: keptByMethod(payments, kept),
              total: centsText(total),
              authorId: author.id,
              shop: invoiceFacts,
              tillStationId: dto.tillStationId ?? null,
              lines: await this.fiscalLines(manager, priced, nets),
            },
            now,
          );
    return { saleId, documentId };
  }

  /** A line's price and discount in cents: the product's sale price unless the line names one. */
  private priced(
    line: SaleLineDto,
    what: Omit<PricedLine, 'unitId' | 'jobId' | 'serial' | 'quantity' | 'unitPrice' | 'discount' | 'total'> & {
      price: string;
    },
  ): PricedLine {
    const unitPrice = cents(line.unitPrice ?? what.price);
    const discount = line.discount === undefined ? 0 : cents(line.discount);
    const gross = unitPrice * line.quantity;
    if (discount > gross) {
      throw new SaleDiscountTooLargeException(
        `Zbritja e rreshtit «${what.name}» (${centsText(discount)}) është më e madhe se vlera e tij (${centsText(gross)}).`,
      );
    }
    const { price: _price, ...rest } = what;
    return {
      ...rest,
      unitId: null,
      jobId: null,
      serial: null,
      quantity: line.quantity,
      unitPrice,
      discount,
      total: gross - discount,
    };
  }

  /**
   * Each job line's net total becomes the job's payments (allocated to the methods in the order they were
   * paid), with no fiscal document of their own; a ready job paid in full is collected (status completed).
   */
  private async payJobs(
    manager: EntityManager,
    businessId: string,
    actor: JobActor,
    jobs: LockedJob[],
    priced: PricedLine[],
    nets: number[],
    sale: {
      payments: { method: PaymentMethod; cents: number }[];
      kept: number[];
      number: number;
      saleId: string;
      now: Date;
    },
  ): Promise<void> {
    const jobLines = priced.flatMap((line, index) =>
      line.jobId ? [{ jobId: line.jobId, net: nets[index] ?? 0 }] : [],
    );
    if (jobLines.length === 0) return;
    const allocated = allocate(
      jobLines.map((line) => line.net),
      sale.payments,
      sale.kept,
    );
    for (const [index, line] of jobLines.entries()) {
      const unit = jobs.find((job) => job.job.id === line.jobId);
      if (!unit) throw new Error(`job ${line.jobId} of the sale was not locked`);
      for (const part of allocated[index] ?? []) {
        await this.recorder.record(
          manager,
          {
            jobId: line.jobId,
            businessId,
            amount: part.cents / 100,
            method: part.method,
            kind: 'payment',
            note: `Paguar në shitjen nr. ${sale.number}.`,
            author: actor.author,
            saleId: sale.saleId,
          },
          sale.now,
        );
      }
      if (unit.job.status !== 'ready') continue;
      const after = await jobMoney(manager, line.jobId, false);
      if (cents(after.balance) > 0) continue;
      await moveJobToStatus(manager, line.jobId, 'completed', sale.now, actor.authorWorkerId, null);
      await unit.history({
        type: 'status',
        message: statusChangeText('completed'),
        status: 'completed',
        author: actor.author,
      });
    }
  }

  /** What the sale's fiscal document lists: each line at its net total exactly (a job's as its payment's lines). */
  private async fiscalLines(manager: EntityManager, priced: PricedLine[], nets: number[]): Promise<FiscalLine[]> {
    const lines: FiscalLine[] = [];
    for (const [index, line] of priced.entries()) {
      const net = nets[index] ?? 0;
      if (net === 0) continue;
      if (line.jobId) {
        const ofJob = await fiscalLinesOf(manager, line.jobId, { kind: 'payment', amount: net / 100 });
        const sum = ofJob.reduce((total, item) => total + Number(item.quantity) * cents(item.unitPrice), 0);
        lines.push(
          ...(sum === net
            ? ofJob
            : [
                {
                  name: `Pagesë për riparimin ${clientTicketCode(line.jobId)}`,
                  quantity: '1',
                  unitPrice: centsText(net),
                },
              ]),
        );
        continue;
      }
      lines.push(...fiscalLinesOfSold({ ...line, netTotal: net }));
    }
    return lines;
  }
}

/** What each method kept (cash net of the change), merged by method, in the order paid. */
export function keptByMethod(
  payments: { method: PaymentMethod }[],
  kept: number[],
): { method: PaymentMethod; amount: string }[] {
  const byMethod = new Map<PaymentMethod, number>();
  payments.forEach((payment, index) =>
    byMethod.set(payment.method, (byMethod.get(payment.method) ?? 0) + (kept[index] ?? 0)),
  );
  return [...byMethod]
    .filter(([, amount]) => amount > 0)
    .map(([method, amount]) => ({ method, amount: centsText(amount) }));
}

/** Exactly one of product, unit, job or name per line; a unit or a job once, quantity 1. */
function checkLines(lines: SaleLineDto[]): void {
  const seen = new Set<string>();
  for (const line of lines) {
    const given = [line.productId, line.unitId, line.jobId, line.name].filter((value) => value !== undefined);
    if (given.length !== 1) {
      throw badLine('Çdo rresht ka saktësisht një nga: produkti, pajisja, riparimi ose emri i rreshtit të shpejtë.');
    }
    const single = line.unitId ?? line.jobId;
    if (single === undefined) continue;
    if (line.quantity !== 1) throw badLine('Një pajisje me numër serik ose një riparim shitet me sasi 1.');
    if (seen.has(single)) throw badLine('E njëjta pajisje ose i njëjti riparim është dy herë në shportë.');
    seen.add(single);
  }
}
