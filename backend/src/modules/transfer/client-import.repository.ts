import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { ImportedClient } from '@repair-shop/contracts';

/** A checked client row of the file. */
export interface ClientImportRow {
  line: number;
  values: ImportedClient;
}

/**
 * Writes checked client rows in one statement, inside the caller's transaction: each becomes a client
 * the shop knows (known_clients) with a clients' row of its own, found by the Clients tab and the new
 * job dialog's suggestions. A phone the shop already has, as a client with jobs or imported before, or
 * on a row above in the file, changes nothing: the row is skipped (the name the shop wrote on its jobs
 * stays).
 */
@Injectable()
export class ClientImportWriter {
  async write(manager: EntityManager, businessId: string, rows: ClientImportRow[], now: Date): Promise<number> {
    // The clients' row goes in after the known client's (as KNOWN_CLIENT_ROWS builds it): a job for the
    // same phone written meanwhile keeps its own row (ON CONFLICT), as the refresh of that client would have it.
    const [{ imported }]: { imported: number }[] = await manager.query(
      `WITH fresh AS (
         INSERT INTO known_clients (business_id, name, phone, note, source, known_at)
         SELECT $1, r.name, r.phone, r.note, 'import', $5
           FROM unnest($2::text[], $3::text[], $4::text[], $6::int[]) AS r(name, phone, note, line)
          WHERE NOT EXISTS (SELECT 1 FROM clients c WHERE c.business_id = $1 AND c.phone_key = servisi_phone_key(r.phone))
          ORDER BY r.line
         ON CONFLICT (business_id, phone_key) DO NOTHING
         RETURNING business_id, phone_key, name, phone, known_at, id
       ), rows AS (
         -- As KNOWN_CLIENT_ROWS has them (the statement does not see its own new known_clients, only what it returned).
         INSERT INTO clients (business_id, phone_key, name, phone, job_count, total_spent, last_job_at, last_job_id)
         SELECT business_id, phone_key, name, phone, 0, 0, known_at, id FROM fresh
          ORDER BY phone_key
         ON CONFLICT (business_id, phone_key) DO NOTHING
       )
       SELECT COUNT(*)::int AS imported FROM fresh`,
      [
        businessId,
        rows.map((row) => row.values.name),
        rows.map((row) => row.values.phone),
        rows.map((row) => row.values.note),
        now,
        rows.map((row) => row.line),
      ],
    );
    return imported ?? 0;
  }
}
