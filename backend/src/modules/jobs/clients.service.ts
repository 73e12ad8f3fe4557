import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { ClientResponse } from '@repair-shop/contracts';
import { BusinessService } from '../business/business.service';

interface ClientRow {
  name: string;
  phone: string;
  job_count: number;
  total_spent: string;
  last_job_at: Date;
}

/** A shop's clients: one per phone number, named as on their latest job, with what their completed jobs cost. */
@Injectable()
export class ClientsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly business: BusinessService,
  ) {}

  async list(ownerId: string): Promise<ClientResponse[]> {
    const businessId = await this.business.findIdForOwner(ownerId);
    if (!businessId) return [];
    const rows: ClientRow[] = await this.dataSource.query(
      `SELECT name, phone, job_count, total_spent, last_job_at FROM (
         SELECT DISTINCT ON (client_phone_key)
           client_name AS name,
           client_phone AS phone,
           COUNT(*) OVER (PARTITION BY client_phone_key)::int AS job_count,
           COALESCE(SUM(estimated_price) FILTER (WHERE status = 'completed') OVER (PARTITION BY client_phone_key), 0) AS total_spent,
           created_at AS last_job_at
         FROM jobs
         WHERE business_id = $1
         ORDER BY client_phone_key, created_at DESC, id DESC
       ) AS latest
       ORDER BY last_job_at DESC`,
      [businessId],
    );
    return rows.map((row) => ({
      name: row.name,
      phone: row.phone,
      jobCount: row.job_count,
      totalSpent: Number(row.total_spent),
      lastJobAt: new Date(row.last_job_at).toISOString(),
    }));
  }
}
