import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import {
  clientTicketCode,
  type ClientDetailResponse,
  type ClientJobResponse,
  type Currency,
  type DeviceIdKind,
  type JobStatus,
} from '@repair-shop/contracts';
import { pageClause } from '../../common/paging/page-query.dto';
import { SqlParams } from '../../common/search/search-condition';
import { preparedQuery } from '../../database/prepared-queries';
import { jobBalanceSql, jobTotalSql, paidOnJobSql } from '../payments';
import { knownClientJoin, lastVisitSql, visitTime } from './client-rows';

interface ClientDetailRow {
  phoneKey: string;
  name: string;
  phone: string;
  jobCount: number;
  firstJobAt: Date | null;
  /** Both null for a client known without jobs. */
  lastJobAt: Date | null;
  note: string | null;
  currency: Currency;
  totalSpent: string;
  balanceDue: string;
}

/** A page row: the client's job count, and one job (its fields null when the page is past the last job). */
interface ClientJobRow {
  jobCount: number;
  id: string | null;
  status: JobStatus;
  deviceModel: string;
  deviceIdKind: DeviceIdKind;
  deviceImei: string;
  workDescription: string;
  createdAt: Date;
  total: string;
  paid: string;
  balance: string;
}

/** The client's jobs in the shop: a range of jobs_business_client_idx, however many jobs the shop has. */
const CLIENT_JOBS = `FROM jobs j WHERE j.business_id = $1 AND j.client_phone_key = $2`;

/**
 * What a client's page reads: their kept row (name, job count, spending) and, from their own jobs in the
 * same snapshot, the first visit and what they still owe; their jobs a page at a time. Both answer
 * undefined when the shop has no such client.
 */
@Injectable()
export class ClientPageRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async detail(businessId: string, phoneKey: string): Promise<ClientDetailResponse | undefined> {
    const [row] = await preparedQuery<ClientDetailRow>(
      this.dataSource,
      `SELECT c.phone_key AS "phoneKey", c.name, c.phone, c.job_count AS "jobCount", ${lastVisitSql()} AS "lastJobAt",
              c.total_spent AS "totalSpent", b.currency, earliest.created_at AS "firstJobAt", owed.balance_due AS "balanceDue", k.note
         FROM clients c
         JOIN businesses b ON b.id = c.business_id
         -- A client imported without jobs has a row too: no visits, nothing owed, and its note.
         ${knownClientJoin()}
         LEFT JOIN LATERAL (SELECT j.created_at ${CLIENT_JOBS} ORDER BY j.created_at, j.id LIMIT 1) AS earliest ON true
        CROSS JOIN LATERAL (
              -- Each job's balance where the client owes it: an overpaid (or cancelled) job does not pay for another.
              SELECT COALESCE(SUM(GREATEST(${jobBalanceSql('j', `(${jobTotalSql('j')})`, paidOnJobSql('j'))}, 0)), 0) AS balance_due ${CLIENT_JOBS}) AS owed
        WHERE c.business_id = $1 AND c.phone_key = $2`,
      [businessId, phoneKey],
    );
    if (!row) return undefined;
    return {
      phoneKey: row.phoneKey,
      name: row.name,
      phone: row.phone,
      jobCount: row.jobCount,
      firstJobAt: visitTime(row.firstJobAt),
      lastJobAt: visitTime(row.lastJobAt),
      note: row.note,
      currency: row.currency,
      totalSpent: Number(row.totalSpent),
      balanceDue: Number(row.balanceDue),
    };
  }

  /** One page of the client's jobs, newest first, and how many jobs they have (the cancelled too). */
  async jobs(
    businessId: string,
    phoneKey: string,
    page: { limit: number; offset: number },
  ): Promise<{ items: ClientJobResponse[]; total: number } | undefined> {
    const params = new SqlParams();
    params.add(businessId);
    params.add(phoneKey);
    // The page's ids from the index alone (it carries id), then only their rows and payments; a client
    // row without jobs on this page still answers once, with the number of its jobs (the total).
    const rows = await preparedQuery<ClientJobRow>(
      this.dataSource,
      `SELECT (SELECT COUNT(*)::int ${CLIENT_JOBS}) AS "jobCount", m.id, m.status, m.device_model AS "deviceModel", m.device_id_kind AS "deviceIdKind",
              m.device_imei AS "deviceImei", m.work_description AS "workDescription", m.created_at AS "createdAt",
              m.total, m.paid, ${jobBalanceSql('m', 'm.total', 'm.paid')} AS balance
         FROM clients c
         LEFT JOIN LATERAL (
              SELECT j.id, j.status, j.device_model, j.device_id_kind, j.device_imei, j.work_description, j.created_at,
                     ${jobTotalSql('j')} AS total, ${paidOnJobSql('j')} AS paid
                FROM (SELECT j.id ${CLIENT_JOBS} ORDER BY j.created_at DESC, j.id DESC ${pageClause(page, params)}) AS page
                JOIN jobs j ON j.id = page.id
              ) AS m ON true
        WHERE c.business_id = $1 AND c.phone_key = $2
        ORDER BY m.created_at DESC, m.id DESC`,
      params.values,
    );
    const [first] = rows;
    if (!first) return undefined;
    return { items: rows.filter((row) => row.id !== null).map(toClientJob), total: first.jobCount };
  }
}

function toClientJob(row: ClientJobRow): ClientJobResponse {
  const id = row.id ?? '';
  return {
    id,
    ticketCode: clientTicketCode(id),
    status: row.status,
    deviceModel: row.deviceModel,
    deviceIdKind: row.deviceIdKind,
    deviceImei: row.deviceImei,
    workDescription: row.workDescription,
    createdAt: row.createdAt.toISOString(),
    total: Number(row.total),
    paid: Number(row.paid),
    balance: Number(row.balance),
  };
}
