import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Every job's creation, edit and status change refreshes its client's row (servisi_refresh_clients). PL/pgSQL planned
 * its four statements again on every call: their generic plans are estimated dearer than the custom ones, though both
 * are the same lookups by (business_id, phone_key). Planning was half of the call (0.55 of 1.1 ms; a fifth of
 * PostgreSQL's processor per job creation in the bench); the function now keeps one plan per connection. For the
 * databases made before: refreshClientFunction defines it so from now on.
 */
export class ClientRefreshGenericPlans1765800000000 implements MigrationInterface {
  name = 'ClientRefreshGenericPlans1765800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER FUNCTION servisi_refresh_clients(uuid, text[]) SET plan_cache_mode = force_generic_plan`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER FUNCTION servisi_refresh_clients(uuid, text[]) RESET plan_cache_mode`);
  }
}
