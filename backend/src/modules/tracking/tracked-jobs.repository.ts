import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { clientTicketCode, type Currency, type JobStatus, type TrackingResponse } from '@repair-shop/contracts';

interface TrackedRow {
  id: string;
  status: JobStatus;
  device_model: string;
  created_at: Date;
  updated_at: Date;
  shop_name: string;
  shop_phone: string;
  currency: Currency;
  shows_ready_estimate: boolean;
}

/** A job as its client's page shows it, before its estimate is added: the job's id besides. */
export type TrackedJob = Omit<TrackingResponse, 'estimate' | 'readyBy'> & {
  jobId: string;
  /** The shop shows its clients when a repair is expected ready. */
  showsReadyEstimate: boolean;
};

/** The jobs as the clients' public page reads them: by the link's secret token, or by ticket code and phone. */
@Injectable()
export class TrackedJobsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async byToken(token: string): Promise<TrackedJob | null> {
    const [row] = await this.dataSource.query<TrackedRow[]>(
      `SELECT j.id, j.status, j.device_model, j.created_at, j.updated_at, b.name AS shop_name, b.contact_number AS shop_phone, b.currency,
              b.tracking_shows_ready_estimate AS shows_ready_estimate
         FROM jobs j JOIN businesses b ON b.id = j.business_id
        WHERE j.tracking_token = $1`,
      [token],
    );
    if (!row) return null;
    return {
      jobId: row.id,
      shopName: row.shop_name,
      shopPhone: row.shop_phone,
      deviceModel: row.device_model,
      ticketCode: clientTicketCode(row.id),
      status: row.status,
      receivedAt: new Date(row.created_at).toISOString(),
      updatedAt: new Date(row.updated_at).toISOString(),
      currency: row.currency,
      showsReadyEstimate: row.shows_ready_estimate,
    };
  }

  /** The tracking token of the newest job with that ticket code whose client's phone ends with those four digits. */
  async tokenFor(code: string, phoneLast4: string): Promise<string | null> {
    const [row] = await this.dataSource.query<{ tracking_token: string }[]>(
      `SELECT tracking_token FROM jobs
        WHERE upper(right(id::text, 6)) = $1 AND right(client_phone_key, 4) = $2
        ORDER BY created_at DESC LIMIT 1`,
      [code.toUpperCase(), phoneLast4],
    );
    return row?.tracking_token ?? null;
  }
}
