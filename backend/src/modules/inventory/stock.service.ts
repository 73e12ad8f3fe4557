import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import type {
  HistoryAuthor,
  StockCountResponse,
  StockMovementResponse,
  StockReceiptResponse,
} from '@repair-shop/contracts';
import { Clock } from '../../common/clock/clock';
import { twoDecimals } from '../../common/validation/money-text';
import { Page } from '../../common/paging/page';
import { pageOf } from '../../common/paging/page-query.dto';
import { requireBusinessId } from '../business';
import type { StockCountDto, StockMovementQueryDto, StockReceiptDto } from './dto/stock.dto';
import {
  ProductNotFoundException,
  ProductNotSerializedException,
  ProductSerializedException,
  RepeatedStockLineException,
  UnitSerialTakenException,
} from './inventory.exceptions';
import type { PartRow } from './part.mapper';
import { setCostPrice } from './parts.repository';
import { insertUnits } from './product-units.repository';
import { unitSerial } from './serialized-rules';
import { insertCount, insertReceipt } from './stock-documents.repository';
import { lockLiveParts, moveStock, movementsPage } from './stock-movements.repository';
import { refusingTakenSerials } from './unit-unique';

/**
 * The stock's books: its movements, goods received from suppliers and stock counts. A receipt or a count locks
 * its products in the order of their ids (the order every writer of parts keeps) before it reads or moves them,
 * so a count compares with a quantity nobody else is changing, and a product deleted meanwhile is a 404.
 */
@Injectable()
export class StockService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async movements(businessId: string | null, query: StockMovementQueryDto): Promise<Page<StockMovementResponse>> {
    const shop = requireBusinessId(businessId);
    const { rows, total } = await movementsPage(this.dataSource, shop, {
      partId: query.productId,
      from: query.from && new Date(query.from).toISOString(),
      to: query.to && new Date(query.to).toISOString(),
      ...pageOf(query),
    });
    return new Page(rows, total);
  }

  async receive(businessId: string | null, author: HistoryAuthor, dto: StockReceiptDto): Promise<StockReceiptResponse> {
    const shop = requireBusinessId(businessId);
    const now = this.clock.now();
    return refusingTakenSerials(() =>
      this.dataSource.transaction(async (manager) => {
        const parts = await this.locked(manager, shop, dto.lines);
        const receiptId = randomUUID();
        const lines = dto.lines.map((line) => ({
          ...line,
          partId: line.productId,
          name: parts.get(line.productId)!.name,
        }));
        const invoiceNumber = dto.invoiceNumber || null;
        const totalCost = await insertReceipt(
          manager,
          { id: receiptId, businessId: shop, supplierName: dto.supplierName, invoiceNumber, author, createdAt: now },
          lines,
        );
        const serials = this.receivedSerials(lines, parts);
        const answered = [];
        for (const [index, line] of lines.entries()) {
          // A serialized product's pieces come in as its units, each at the line's cost, before its stock moves.
          const units = serials[index];
          if (units) {
            await insertUnits(
              manager,
              shop,
              line.partId,
              units.map((serial) => ({ serial, costPrice: line.unitCost, note: null })),
              now,
            );
          }
          const quantityAfter = await moveStock(manager, {
            businessId: shop,
            partId: line.partId,
            change: line.quantity,
            reason: 'receiving',
            receiptId,
            author,
            now,
          });
          // The cost price is what the last goods received cost: what a unit in stock is replaced for, the basis the
          // profit of what is used or sold from now on is counted on (the lines keep each receipt's own cost).
          await setCostPrice(manager, shop, line.partId, line.unitCost, now);
          answered.push({
            productId: line.partId,
            productName: line.name,
            quantity: line.quantity,
            unitCost: twoDecimals(line.unitCost),
            quantityAfter: quantityAfter!,
          });
        }
        return {
          id: receiptId,
          supplierName: dto.supplierName,
          invoiceNumber,
          totalCost,
          lines: answered,
          receivedBy: author,
          createdAt: now.toISOString(),
        };
      }),
    );
  }

  /**
   * The serials of each line, normalized and checked: a serialized product's line names one per piece, another
   * product's none; a serial twice in the receipt is refused as taken (the index refuses one another unit holds).
   */
  private receivedSerials(
    lines: { partId: string; name: string; quantity: number; serials?: string[] }[],
    parts: Map<string, PartRow>,
  ): (string[] | null)[] {
    const seen = new Set<string>();
    return lines.map((line, index) => {
      const serialized = parts.get(line.partId)!.serialized;
      if (!serialized) {
        if (line.serials?.length) throw new ProductNotSerializedException(line.name);
        return null;
      }
      if (line.serials?.length !== line.quantity) {
        throw new ProductSerializedException(
          `Rreshti ${index + 1} («${line.name}») është produkt me numër serik: shkruani ${line.quantity} IMEI ose numra serikë, një për copë (janë ${line.serials?.length ?? 0}).`,
        );
      }
      return line.serials.map((text, at) => {
        const serial = unitSerial(text, `lines[${index}].serials[${at}]`);
        if (seen.has(serial)) throw new UnitSerialTakenException(serial);
        seen.add(serial);
        return serial;
      });
    });
  }

  async count(businessId: string | null, author: HistoryAuthor, dto: StockCountDto): Promise<StockCountResponse> {
    const shop = requireBusinessId(businessId);
    const now = this.clock.now();
    return this.dataSource.transaction(async (manager) => {
      const parts = await this.locked(manager, shop, dto.lines);
      const seen = new Set<string>();
      for (const line of dto.lines) {
        if (seen.has(line.productId)) throw new RepeatedStockLineException(parts.get(line.productId)!.name);
        seen.add(line.productId);
      }
      const serialized = dto.lines.find((line) => parts.get(line.productId)!.serialized);
      if (serialized) {
        throw new ProductSerializedException(
          `«${parts.get(serialized.productId)!.name}» mbahet me numër serik: sasia e tij ndryshon me njësitë (te «Njësitë»), jo me numërim.`,
        );
      }
      const countId = randomUUID();
      const lines = dto.lines.map((line) => {
        const part = parts.get(line.productId)!;
        return { partId: part.id, name: part.name, expected: part.quantity, counted: line.countedQuantity };
      });
      const note = dto.note || null;
      await insertCount(manager, { id: countId, businessId: shop, note, author, createdAt: now }, lines);
      for (const line of lines) {
        const change = line.counted - line.expected;
        if (change !== 0) {
          await moveStock(manager, {
            businessId: shop,
            partId: line.partId,
            change,
            reason: 'count',
            countId,
            author,
            now,
          });
        }
      }
      return {
        id: countId,
        note,
        lines: lines.map((line) => ({
          productId: line.partId,
          productName: line.name,
          expected: line.expected,
          counted: line.counted,
          difference: line.counted - line.expected,
        })),
        countedBy: author,
        createdAt: now.toISOString(),
      };
    });
  }

  /** The lines' products locked in the order of their ids; one the shop does not have (or no longer has) is a 404. */
  private async locked(
    manager: EntityManager,
    businessId: string,
    lines: { productId: string }[],
  ): Promise<Map<string, PartRow>> {
    const rows = await lockLiveParts(manager, businessId, [...new Set(lines.map((line) => line.productId))]);
    const parts = new Map(rows.map((row) => [row.id, row]));
    const missing = lines.findIndex((line) => !parts.has(line.productId));
    if (missing >= 0) {
      throw new ProductNotFoundException(
        `Produkti i rreshtit ${missing + 1} nuk është në stokun tuaj (mund të jetë fshirë ndërkohë). Rifreskoni listën.`,
      );
    }
    return parts;
  }
}
