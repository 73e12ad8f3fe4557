import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { preparedQuery } from '../../../database/prepared-queries';

/**
 * Keeps the clients table (one row per phone number of a shop, with their job count and spending) in
 * step with their jobs. Called inside the transaction of every change to a job that a client's row
 * reflects: creation, a new name, phone or price, a status change.
 */
@Injectable()
export class ClientTotals {
  /**
   * Recomputes the clients with these phone numbers (as typed; the database derives their keys). Keys
   * are refreshed in sorted order, so two transactions touching the same two clients cannot deadlock.
   */
  async refresh(manager: EntityManager, businessId: string, phones: string[]): Promise<void> {
    await preparedQuery(
      manager,
      `SELECT servisi_refresh_client($1, key)
         FROM (SELECT DISTINCT servisi_phone_key(phone) AS key FROM unnest($2::text[]) AS phone) AS keys
        ORDER BY key`,
      [businessId, phones],
    );
  }

  /**
   * The same for many clients at once (an import of thousands of jobs): their phone numbers as typed,
   * refreshed in one call, whose first statement locks them all in their keys' order.
   */
  async refreshMany(manager: EntityManager, businessId: string, phones: string[]): Promise<void> {
    await preparedQuery(
      manager,
      `SELECT servisi_refresh_clients($1, ARRAY(SELECT DISTINCT servisi_phone_key(phone) FROM unnest($2::text[]) AS phone))`,
      [businessId, phones],
    );
  }
}
