import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { formatMoney, type JobPartAddedResponse, type JobPartRemovedResponse } from '@repair-shop/contracts';
import { Clock } from '../../common/clock/clock';
import { preparedQuery } from '../../database/prepared-queries';
import { ClientTotals } from '../clients/client-totals';
import { appendJobEvent, type JobActor } from '../jobs/job-history';
import { lockJobInScope } from '../jobs/job-lock';
import { WorkerFigures } from '../jobs/stats/worker-figures';
import { jobMoney } from '../payments/job-money';
import type { JobPartDto } from './dto/job-part.dto';
import { JobPartNotFoundException, PartNotFoundException, StockInsufficientException } from './inventory.exceptions';
import { JOB_PART_COLUMNS, PART_COLUMNS, toJobPartLineResponse, type JobPartRow, type PartRow } from './part.mapper';

/** A line's quantity, its sale and its cost, added to the job's sums (or taken off them with -1). */
interface LineChange {
  quantity: number;
  salePrice: string;
  costPrice: string;
}

/**
 * Parts used on a job: each line takes its quantity out of stock in the same transaction, and removing
 * it puts them back. The job's row is locked first, then the part's, in that order everywhere. The job
 * keeps the sum of its parts, and what it is worth follows it: its worker's revenue, its client's spending.
 */
@Injectable()
export class JobPartsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly workerFigures: WorkerFigures,
    private readonly clients: ClientTotals,
  ) {}

  async add(actor: JobActor, showCost: boolean, jobId: string, dto: JobPartDto): Promise<Omit<JobPartAddedResponse, 'success'>> {
    return this.dataSource.transaction(async (manager) => {
      const job = await lockJobInScope(manager, actor, jobId);
      const [part] = await preparedQuery<PartRow>(manager, `SELECT ${PART_COLUMNS} FROM parts WHERE id = $1 AND business_id = $2 FOR UPDATE`, [
        dto.partId,
        job.businessId,
      ]);
      if (!part) throw new PartNotFoundException();
      // More than the stock holds only when the user confirmed it (the shelf may hold what was never entered).
      if (part.quantity < dto.quantity && !dto.allowNegativeStock) throw new StockInsufficientException(part.name, part.quantity);
      const now = this.clock.now();
      await preparedQuery(manager, `UPDATE parts SET quantity = quantity - $1, updated_at = $2 WHERE id = $3`, [dto.quantity, now, part.id]);
      const salePrice = dto.salePrice ?? Number(part.salePrice);
      const [row] = await preparedQuery<JobPartRow>(
        manager,
        `INSERT INTO job_parts (id, business_id, job_id, part_id, name, code, quantity, sale_price, cost_price, author_id, author_name, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING ${JOB_PART_COLUMNS}`,
        [randomUUID(), job.businessId, job.id, part.id, part.name, part.code, dto.quantity, salePrice.toFixed(2), part.costPrice,
          actor.author.id, actor.author.name, now],
      );
      if (!row) throw new Error('the part was not added to the job');
      await this.changeJobSums(manager, job.id, job.businessId, row, 1);
      const money = await jobMoney(manager, job.id, showCost);
      const text = `U përdor pjesa «${part.name}» × ${dto.quantity} (${formatMoney(salePrice, money.currency)} për copë).`;
      await appendJobEvent(manager, { jobId: job.id, type: 'parts', message: text, createdAt: now, author: actor.author });
      return { line: toJobPartLineResponse(row, showCost), money };
    });
  }

  async remove(actor: JobActor, showCost: boolean, jobId: string, lineId: string): Promise<Omit<JobPartRemovedResponse, 'success'>> {
    return this.dataSource.transaction(async (manager) => {
      const job = await lockJobInScope(manager, actor, jobId);
      const [line] = await preparedQuery<JobPartRow>(manager, `DELETE FROM job_parts WHERE id = $1 AND job_id = $2 RETURNING ${JOB_PART_COLUMNS}`, [
        lineId,
        job.id,
      ]);
      if (!line) throw new JobPartNotFoundException();
      const now = this.clock.now();
      await preparedQuery(manager, `UPDATE parts SET quantity = quantity + $1, updated_at = $2 WHERE id = $3`, [line.quantity, now, line.partId]);
      await this.changeJobSums(manager, job.id, job.businessId, line, -1);
      const text = `U hoq pjesa «${line.name}» × ${line.quantity}; u kthye në stok.`;
      await appendJobEvent(manager, { jobId: job.id, type: 'parts', message: text, createdAt: now, author: actor.author });
      return { money: await jobMoney(manager, job.id, showCost) };
    });
  }

  /** The job's parts sums, and the figures and client row that count what the job is worth. */
  private async changeJobSums(manager: EntityManager, jobId: string, businessId: string, line: LineChange, sign: 1 | -1): Promise<void> {
    const figures = await this.workerFigures.snapshot(manager, jobId);
    const [job] = await preparedQuery<{ clientPhone: string }>(
      manager,
      `UPDATE jobs SET parts_sale = parts_sale + $2 * $3::numeric * $4::int, parts_cost = parts_cost + $2 * $5::numeric * $4::int
        WHERE id = $1 RETURNING client_phone AS "clientPhone"`,
      [jobId, sign, line.salePrice, line.quantity, line.costPrice],
    );
    if (!job) throw new Error(`job ${jobId} vanished from its own transaction`);
    await this.workerFigures.record(manager, businessId, jobId, figures);
    await this.clients.refresh(manager, businessId, [job.clientPhone]);
  }
}
