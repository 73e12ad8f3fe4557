import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { ERROR_CODES, roleMay, seesCostPrices, type PaymentMethod, type SaleResponse } from '@repair-shop/contracts';
import { Clock } from '../../common/clock/clock';
import { ApiException } from '../../common/http/api-exception';
import type { AuthenticatedUser } from '../auth';
import { requireBusinessId, shopInvoiceFacts } from '../business';
import { FiscalDocumentIssuer, FiscalDocumentsService } from '../fiscal';
import { lockParts, moveStock } from '../inventory';
import { authorOf } from '../jobs';
import type { SaleReturnDto } from './dto/sale-return.dto';
import { fiscalLinesOfSold } from './fiscal-sale-lines';
import { SaleReader } from './sale-reader.service';
import { cents, centsText, keptByPayment, refundByMethod, refundOfLine } from './sale-money';
import {
  SaleLineNotReturnableException,
  SaleNotFoundException,
  SaleReturnForbiddenException,
  SaleReturnTooManyException,
} from './sales.exceptions';
import {
  addDefective,
  addReturned,
  givenBackOf,
  insertSale,
  insertSaleLines,
  insertSalePayments,
  linesOfSales,
  lockSale,
  lockUnits,
  nextSaleNumber,
  paymentsOfSales,
  sellingShop,
  unitsBack,
  type NewSaleLine,
} from './sales.repository';

/**
 * A sale's return: the pieces come back to stock (or to the defective count), the money goes back by the sale's
 * own methods, and a return row with its lines records it. Locks: the sale first (its returns one at a time),
 * then the products in id order, the units in id order, and the shop's sale number last.
 */
@Injectable()
export class SaleReturnsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly fiscal: FiscalDocumentIssuer,
    private readonly fiscalDocuments: FiscalDocumentsService,
    private readonly reader: SaleReader,
    private readonly clock: Clock,
  ) {}

  async giveBack(user: AuthenticatedUser, saleId: string, dto: SaleReturnDto): Promise<SaleResponse> {
    const businessId = requireBusinessId(user.businessId);
    if (!roleMay(user.role, 'refund')) throw new SaleReturnForbiddenException();
    const lineIds = dto.lines.map((line) => line.lineId);
    if (new Set(lineIds).size !== lineIds.length) {
      throw new ApiException(
        HttpStatus.BAD_REQUEST,
        'I njëjti rresht është dy herë në kthim.',
        ERROR_CODES.validationFailed,
        {
          field: 'lines',
        },
      );
    }
    const author = authorOf(user);
    const { returnId, documentId } = await this.dataSource.transaction(async (manager) => {
      const sale = await lockSale(manager, businessId, saleId);
      if (!sale) throw new SaleNotFoundException();
      const now = this.clock.now();
      const saleLines = await linesOfSales(manager, [sale.id]);
      const taken = dto.lines.map((asked) => {
        const line = saleLines.find((candidate) => candidate.id === asked.lineId);
        if (!line) throw new SaleLineNotReturnableException('Ky rresht nuk është i kësaj shitjeje.');
        if (line.kind === 'job') {
          throw new SaleLineNotReturnableException(
            'Paratë e një riparimi kthehen te puna e tij (kthim pagese te riparimi), jo këtu.',
          );
        }
        const left = line.quantity - line.returnedQuantity;
        if (asked.quantity > left) throw new SaleReturnTooManyException(line.name, left);
        const refund = refundOfLine(cents(line.netTotal), line.quantity, line.returnedQuantity, asked.quantity);
        return { line, quantity: asked.quantity, defective: asked.defective === true, refund };
      });

      const partIds = [...new Set(taken.flatMap(({ line }) => (line.partId ? [line.partId] : [])))];
      if (partIds.length > 0) await lockParts(manager, businessId, partIds);
      const unitIds = taken.flatMap(({ line }) => (line.unitId ? [line.unitId] : []));
      if (unitIds.length > 0) await lockUnits(manager, businessId, unitIds);
      const number = await nextSaleNumber(manager, businessId);

      const total = taken.reduce((sum, item) => sum + item.refund, 0);
      const salePayments = await paymentsOfSales(manager, [sale.id]);
      const payments = salePayments.map((payment) => ({ method: payment.method, cents: cents(payment.amount) }));
      const kept = keptByPayment(payments, cents(sale.change));
      const givenBack: Partial<Record<PaymentMethod, number>> = {};
      for (const row of await givenBackOf(manager, sale.id)) givenBack[row.method] = cents(row.amount);
      const back =
        total === 0
          ? []
          : refundByMethod(
              total,
              payments.map((payment, index) => ({ method: payment.method, cents: kept[index] ?? 0 })),
              givenBack,
            );

      const invoiceFacts = await shopInvoiceFacts(manager, businessId);
      const returnId = randomUUID();
      await insertSale(manager, {
        id: returnId,
        businessId,
        number,
        kind: 'return',
        originalSaleId: sale.id,
        clientName: sale.clientName,
        clientPhone: sale.clientPhone,
        subtotal: centsText(total),
        discount: '0.00',
        total: centsText(total),
        paid: centsText(total),
        change: '0.00',
        currency: invoiceFacts.currency,
        note: dto.reason || null,
        authorId: author.id,
        authorName: author.name,
        createdAt: now,
      });
      const rows: NewSaleLine[] = taken.map(({ line, quantity, defective, refund }) => {
        const gross = cents(line.unitPrice) * quantity;
        return {
          id: randomUUID(),
          kind: line.kind,
          partId: line.partId,
          unitId: line.unitId,
          jobId: null,
          returnsLineId: line.id,
          name: line.name,
          code: line.code,
          serial: line.serial,
          category: line.category,
          quantity,
          unitPrice: line.unitPrice,
          discount: centsText(Math.max(0, gross - refund)),
          total: centsText(refund),
          netTotal: centsText(refund),
          vatRate: line.vatRate,
          costPrice: line.costPrice,
          defective,
          warrantyUntil: null,
        };
      });
      await insertSaleLines(manager, returnId, businessId, rows);
      if (back.length > 0) {
        await insertSalePayments(
          manager,
          returnId,
          back.map((part) => ({ method: part.method, amount: centsText(part.cents) })),
        );
      }

      for (const { line, quantity, defective } of taken) {
        await addReturned(manager, line.id, quantity);
        if (!line.partId) continue;
        if (line.unitId) {
          await unitsBack(manager, [line.unitId], defective ? 'defective' : 'in_stock', now);
          if (!defective) {
            await moveStock(manager, {
              businessId,
              partId: line.partId,
              change: 1,
              reason: 'return',
              saleId: returnId,
              author,
              now,
            });
          }
        } else if (defective) {
          await addDefective(manager, line.partId, quantity, now);
        } else {
          await moveStock(manager, {
            businessId,
            partId: line.partId,
            change: quantity,
            reason: 'return',
            saleId: returnId,
            author,
            now,
          });
        }
      }

      const shop = await sellingShop(manager, businessId);
      const documentId =
        shop?.country === 'north_macedonia' || total === 0
          ? null
          : await this.fiscal.issueSale(
              manager,
              {
                businessId,
                saleId: returnId,
                kind: 'return',
                originalSaleId: sale.id,
                payments: back.map((part) => ({ method: part.method, amount: centsText(part.cents) })),
                total: centsText(total),
                authorId: author.id,
                shop: invoiceFacts,
                tillStationId: dto.tillStationId ?? null,
                lines: taken.flatMap(({ line, quantity, refund }) =>
                  refund === 0
                    ? []
                    : fiscalLinesOfSold({
                        name: line.name,
                        code: line.code,
                        quantity,
                        netTotal: refund,
                        vatRate: line.vatRate,
                      }),
                ),
              },
              now,
            );
      return { returnId, documentId };
    });
    await this.fiscalDocuments.sendIssued(businessId, documentId);
    return this.reader.one(businessId, returnId, seesCostPrices(user.role));
  }
}
