import { Injectable } from '@nestjs/common';
import { formatMoney, type JobPartAddedResponse, type JobPartRemovedResponse } from '@repair-shop/contracts';
import { type JobActor, JobWriter } from '../jobs';
import { jobMoney } from '../payments';
import type { JobPartDto } from './dto/job-part.dto';
import {
  JobPartNotFoundException,
  PartNotFoundException,
  ProductSerializedException,
  StockInsufficientException,
} from './inventory.exceptions';
import { changeJobSums, deleteJobPart, insertJobPart } from './job-parts.repository';
import { lockLiveParts, moveStock } from './stock-movements.repository';
import { toJobPartLineResponse } from './part.mapper';

/**
 * Parts used on a job: each line takes its quantity out of stock in the same transaction, and removing
 * it puts them back. The job's row is locked first, then the part's, in that order everywhere. The job
 * keeps the sum of its parts, and what it is worth follows it: its worker's revenue, its client's spending.
 */
@Injectable()
export class JobPartsService {
  constructor(private readonly writer: JobWriter) {}

  async add(
    actor: JobActor,
    showCost: boolean,
    jobId: string,
    dto: JobPartDto,
  ): Promise<Omit<JobPartAddedResponse, 'success'>> {
    return this.writer.change(actor, jobId, async (unit) => {
      const { manager, job, now } = unit;
      // A product taken off sale is no longer picked (404 as if deleted).
      const [part] = await lockLiveParts(manager, job.businessId, [dto.partId]);
      if (!part) throw new PartNotFoundException();
      // A serialized product leaves the stock one unit at a time (sold by its IMEI), never as a bare quantity.
      if (part.serialized) {
        throw new ProductSerializedException(
          `«${part.name}» mbahet me numër serik: shitet ose nxirret nga stoku njësi për njësi, nuk shtohet si pjesë në riparim.`,
        );
      }
      // More than the stock holds only when the user confirmed it (the shelf may hold what was never entered).
      if (part.quantity < dto.quantity && !dto.allowNegativeStock)
        throw new StockInsufficientException(part.name, part.quantity);
      const move = { businessId: job.businessId, partId: part.id, jobId: job.id, author: actor.author, now };
      await moveStock(manager, { ...move, change: -dto.quantity, reason: 'repair' });
      const salePrice = dto.salePrice ?? Number(part.salePrice);
      const row = await insertJobPart(manager, job, part, { quantity: dto.quantity, salePrice }, actor.author, now);
      await changeJobSums(manager, job.id, row, 1);
      const money = await jobMoney(manager, job.id, showCost);
      const text = `U përdor pjesa «${part.name}» × ${dto.quantity} (${formatMoney(salePrice, money.currency)} për copë).`;
      await unit.history({ type: 'parts', message: text, author: actor.author });
      return { line: toJobPartLineResponse(row, showCost), money };
    });
  }

  async remove(
    actor: JobActor,
    showCost: boolean,
    jobId: string,
    lineId: string,
  ): Promise<Omit<JobPartRemovedResponse, 'success'>> {
    return this.writer.change(actor, jobId, async (unit) => {
      const { manager, job, now } = unit;
      const line = await deleteJobPart(manager, job.id, lineId);
      if (!line) throw new JobPartNotFoundException();
      await moveStock(manager, {
        businessId: job.businessId,
        partId: line.partId,
        change: line.quantity,
        reason: 'repair_return',
        jobId: job.id,
        author: actor.author,
        now,
      });
      await changeJobSums(manager, job.id, line, -1);
      const text = `U hoq pjesa «${line.name}» × ${line.quantity}; u kthye në stok.`;
      await unit.history({ type: 'parts', message: text, author: actor.author });
      return { money: await jobMoney(manager, job.id, showCost) };
    });
  }
}
