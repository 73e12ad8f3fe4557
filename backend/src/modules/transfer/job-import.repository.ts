import { Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import {
  JOB_STATUSES,
  SHOP_TIME_ZONE,
  deviceCodeNote,
  deviceFamily,
  type ImportedJob,
  type ImportWorker,
} from '@repair-shop/contracts';
import { JobCategorySuggester, type JobActor, JobWriter, newTrackingToken, statusChangeText } from '../jobs';

/** Why a job imported as cancelled ("Anuluar") was cancelled: the file says only that it was. */
export const IMPORTED_CANCEL_REASON = 'E anuluar sipas skedarit të importuar';

/** A checked row of the file, with the worker it was matched to. */
export interface JobImportRow {
  line: number;
  values: ImportedJob;
  workerId: string;
}

/** The history line each imported job gets: the file's name as sent, then the row's number in it. */
const importedFromPrefix = (fileName: string): string => `Importuar nga skedari «${fileName}», rreshti `;
export const importedFromText = (fileName: string, line: number): string => `${importedFromPrefix(fileName)}${line}.`;

/** The shop's workers, the active and the others, that a row's worker is matched to. */
export function shopWorkers(db: DataSource | EntityManager, businessId: string): Promise<ImportWorker[]> {
  return db.query(
    `SELECT id, first_name AS "firstName", last_name AS "lastName", active FROM workers WHERE business_id = $1`,
    [businessId],
  );
}

/**
 * Writes checked job rows in a few statements whatever their number, inside the caller's transaction:
 * the rows go into a temporary table, and each step (duplicates, the jobs, their history, the status
 * counts, the workers' figures, the clients) is one statement over it. Each job gets what a job created
 * in the dialog gets (a tracking token, the shop's warranty days, its history, every kept figure), but
 * no SMS to its client and no label for the print stations: they are the shop's past, not new intakes.
 */
@Injectable()
export class JobImportWriter {
  constructor(
    private readonly writer: JobWriter,
    private readonly categories: JobCategorySuggester,
  ) {}

  /** Writes the rows that are not already jobs of the shop; answers how many were written. */
  async write(
    manager: EntityManager,
    actor: JobActor & { businessId: string },
    rows: JobImportRow[],
    fileName: string,
    now: Date,
  ): Promise<number> {
    await manager.query(`
      CREATE TEMP TABLE import_jobs (
        line integer PRIMARY KEY,
        id uuid NOT NULL,
        worker_id uuid NOT NULL,
        status varchar(20) NOT NULL,
        client_name varchar(150) NOT NULL,
        client_phone varchar(30) NOT NULL,
        phone_key varchar(40) GENERATED ALWAYS AS (servisi_phone_key(client_phone)) STORED,
        device_model varchar(150) NOT NULL,
        device_imei varchar(64) NOT NULL,
        device_id_kind varchar(10) NOT NULL,
        work_description text NOT NULL,
        estimated_price numeric(10, 2),
        priority varchar(10) NOT NULL,
        category varchar(20) NOT NULL,
        category_source varchar(10) NOT NULL,
        device_family varchar(60) NOT NULL,
        tracking_token varchar(64) NOT NULL,
        created_at timestamptz NOT NULL,
        reached_at timestamptz NOT NULL,
        duplicate boolean NOT NULL DEFAULT false
      ) ON COMMIT DROP`);
    const column = <T>(pick: (row: JobImportRow) => T): T[] => rows.map(pick);
    // A row without a category gets the shop's suggestion, as a job added in the dialog; one with a category teaches it.
    const suggested = await this.categories.suggestMany(
      manager,
      actor.businessId,
      rows.map((row) => row.values.description),
    );
    const chosen = rows.flatMap(({ values }) =>
      values.category ? [{ description: values.description, category: values.category }] : [],
    );
    await this.categories.learnMany(manager, actor.businessId, chosen);
    // Wall clocks are the shop's time; a row without a date is taken in now, a completed one without
    // its completion date was completed when it came in.
    await manager.query(
      `INSERT INTO import_jobs (line, id, worker_id, status, client_name, client_phone, device_model, device_imei, device_id_kind,
                                work_description, estimated_price, priority, tracking_token, created_at, reached_at,
                                category, category_source, device_family)
       SELECT line, id, worker_id, status, client_name, client_phone, device_model, device_imei, device_id_kind,
              work_description, estimated_price, priority, tracking_token, created,
              CASE WHEN status = 'completed' THEN COALESCE(completed_wall::timestamp AT TIME ZONE '${SHOP_TIME_ZONE}', created) ELSE created END,
              category, category_source, device_family
         FROM (SELECT *, COALESCE(created_wall::timestamp AT TIME ZONE '${SHOP_TIME_ZONE}', $16::timestamptz) AS created
                 FROM unnest($1::int[], $2::uuid[], $3::uuid[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[],
                             $10::text[], $11::numeric[], $12::text[], $13::text[], $14::text[], $15::text[], $17::text[],
                             $18::text[], $19::text[])
                   AS r(line, id, worker_id, status, client_name, client_phone, device_model, device_imei, device_id_kind,
                        work_description, estimated_price, priority, tracking_token, created_wall, completed_wall, category,
                        category_source, device_family)) AS rows`,
      [
        column((row) => row.line),
        column(() => randomUUID()),
        column((row) => row.workerId),
        column((row) => row.values.status),
        column((row) => row.values.clientName),
        column((row) => row.values.clientPhone),
        column((row) => row.values.deviceModel),
        column((row) => row.values.deviceId),
        column((row) => row.values.deviceIdKind),
        column((row) => row.values.description),
        column((row) => row.values.price),
        column((row) => row.values.priority),
        column(() => newTrackingToken()),
        column((row) => row.values.createdAt),
        column((row) => row.values.completedAt),
        now,
        rows.map((row, index) => row.values.category ?? suggested[index]!),
        column((row) => (row.values.category ? 'chosen' : 'suggested')),
        column((row) => deviceFamily(row.values.deviceModel)),
      ],
    );
    await this.markDuplicates(manager, actor.businessId);
    await manager.query(
      `INSERT INTO jobs (id, business_id, worker_id, status, client_name, client_phone, device_model, device_imei, device_code,
                         work_description, estimated_price, priority, tracking_token, created_at, updated_at, device_id_kind,
                         warranty_days, ready_at, completed_at, last_completed_at, last_ready_at, last_activity_at, cancel_reason,
                         category, category_source, device_family)
       SELECT i.id, b.id, i.worker_id, i.status, i.client_name, i.client_phone, i.device_model, i.device_imei, $2,
              i.work_description, i.estimated_price, i.priority, i.tracking_token, i.created_at, $3, i.device_id_kind,
              b.warranty_days,
              CASE WHEN i.status = 'ready' THEN i.reached_at END,
              CASE WHEN i.status = 'completed' THEN i.reached_at END,
              CASE WHEN i.status = 'completed' THEN i.reached_at END,
              -- A ready job waits for its client from when it became ready ("Kërkon vëmendje"); the import's
              -- own history line is the job's latest activity.
              CASE WHEN i.status = 'ready' THEN i.reached_at END,
              $3,
              CASE WHEN i.status = 'cancelled' THEN $4 END,
              i.category, i.category_source, i.device_family
         FROM import_jobs i JOIN businesses b ON b.id = $1
        WHERE NOT i.duplicate
        ORDER BY i.line`,
      [actor.businessId, deviceCodeNote(null), now, IMPORTED_CANCEL_REASON],
    );
    // The jobs table may have just grown from a few rows by thousands: plans this connection cached while it was
    // small (the history's foreign-key check among them, a sequential scan) would scan it once per history line.
    await manager.query('DISCARD PLANS');
    await this.writeHistory(manager, actor, fileName, now);
    const [written] = await manager.query<{ ids: string[] }[]>(
      `SELECT COALESCE(array_agg(id), '{}') AS ids FROM import_jobs WHERE NOT duplicate`,
    );
    const imported = written?.ids.length ?? 0;
    await this.writer.keepImported(manager, actor.businessId, written?.ids ?? []);
    return imported;
  }

  /**
   * A row is the same job as one the shop has, or as a row above it in the file, when the client's
   * phone, the device's IMEI or serial, the description and the minute it came in are the same (an
   * exported file imported again, or a row copied twice); it is skipped.
   */
  private async markDuplicates(manager: EntityManager, businessId: string): Promise<void> {
    await manager.query(
      `UPDATE import_jobs i SET duplicate = true
        WHERE EXISTS (SELECT 1 FROM jobs j
                       WHERE j.business_id = $1 AND j.client_phone_key = i.phone_key AND j.device_imei = i.device_imei
                         AND j.work_description = i.work_description
                         AND j.created_at >= date_trunc('minute', i.created_at) AND j.created_at < date_trunc('minute', i.created_at) + interval '1 minute')
           OR i.line IN (SELECT line FROM (SELECT line, row_number() OVER (PARTITION BY phone_key, device_imei, work_description, date_trunc('minute', created_at) ORDER BY line) AS n
                                             FROM import_jobs) AS repeated
                          WHERE n > 1)`,
      [businessId],
    );
  }

  /** "Puna u pranua." when it came in, its status when it reached it, and the import's own line, signed by whoever imported. */
  private async writeHistory(manager: EntityManager, actor: JobActor, fileName: string, now: Date): Promise<void> {
    const statuses = JOB_STATUSES.filter((status) => status !== 'new');
    await manager.query(
      `INSERT INTO job_events (id, job_id, type, status, message, created_at, author_id, author_name)
       SELECT gen_random_uuid(), i.id, e.type, e.status, e.message, e.at, $1, $2
         FROM import_jobs i
         LEFT JOIN unnest($5::text[], $6::text[]) AS change(status, message) ON change.status = i.status
        CROSS JOIN LATERAL (VALUES
                (1, 'status', 'new', $3, i.created_at),
                (2, CASE WHEN change.status IS NOT NULL THEN 'status' END, change.status, change.message, i.reached_at),
                (3, 'edit', NULL, $4 || i.line || '.', $7::timestamptz)
             ) AS e(step, type, status, message, at)
        WHERE NOT i.duplicate AND e.type IS NOT NULL
        ORDER BY i.line, e.step`,
      [
        actor.author.id,
        actor.author.name,
        statusChangeText('new', { isNewJob: true }),
        importedFromPrefix(fileName),
        statuses,
        statuses.map((status) => statusChangeText(status, { cancelReason: IMPORTED_CANCEL_REASON })),
        now,
      ],
    );
  }
}
