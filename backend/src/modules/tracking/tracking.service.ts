import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { clientTicketCode, type Currency, type JobStatus, type TrackingResponse } from '@repair-shop/contracts';
import { ApiException } from '../../common/http/api-exception';
import { currentEstimate } from '../estimates/estimate-records';

export class TrackedJobNotFoundException extends ApiException {
  constructor() {
    super(HttpStatus.NOT_FOUND, 'Puna nuk u gjet. Kontrolloni lidhjen, ose kodin dhe numrin e telefonit.', 'JOB_NOT_FOUND');
  }
}

interface TrackedRow {
  id: string;
  status: JobStatus;
  device_model: string;
  created_at: Date;
  updated_at: Date;
  shop_name: string;
  shop_phone: string;
  currency: Currency;
}

/** The client's view of a job: found by the secret token of the link, or by ticket code and phone. */
@Injectable()
export class TrackingService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async byToken(token: string): Promise<TrackingResponse> {
    const [row]: TrackedRow[] = await this.dataSource.query(
      `SELECT j.id, j.status, j.device_model, j.created_at, j.updated_at, b.name AS shop_name, b.contact_number AS shop_phone, b.currency
         FROM jobs j JOIN businesses b ON b.id = j.business_id
        WHERE j.tracking_token = $1`,
      [token],
    );
    if (!row) throw new TrackedJobNotFoundException();
    return {
      shopName: row.shop_name,
      shopPhone: row.shop_phone,
      deviceModel: row.device_model,
      ticketCode: clientTicketCode(row.id),
      status: row.status,
      receivedAt: new Date(row.created_at).toISOString(),
      updatedAt: new Date(row.updated_at).toISOString(),
      currency: row.currency,
      estimate: await currentEstimate(this.dataSource, row.id),
    };
  }

  /** The newest job with that ticket code whose client's phone ends with those four digits. */
  async tokenFor(code: string, phoneLast4: string): Promise<string> {
    const [row]: { tracking_token: string }[] = await this.dataSource.query(
      `SELECT tracking_token FROM jobs
        WHERE upper(right(id::text, 6)) = $1 AND right(client_phone_key, 4) = $2
        ORDER BY created_at DESC LIMIT 1`,
      [code.toUpperCase(), phoneLast4],
    );
    if (!row) throw new TrackedJobNotFoundException();
    return row.tracking_token;
  }
}
