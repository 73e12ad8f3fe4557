import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What lets a warranty follow the device: whether a job's device_imei holds an IMEI or a serial number
 * (jobs saved before hold whatever was typed: only 15 digits are taken for an IMEI), the warranty's
 * days on each job (the shop's default when the job is added), and a warranty return's link to the job
 * it returns, with the worker whose repair came back (what the statistics count). The indexes start
 * with the shop: a device's earlier jobs, and a shop's returns per worker, are read from its own rows.
 */
export class WarrantyAndDeviceIds1763950000000 implements MigrationInterface {
  name = 'WarrantyAndDeviceIds1763950000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE businesses ADD COLUMN warranty_days integer NOT NULL DEFAULT 30 CHECK (warranty_days BETWEEN 0 AND 730)`,
    );
    await queryRunner.query(`
      ALTER TABLE jobs
        ADD COLUMN device_id_kind varchar(10) NOT NULL DEFAULT 'imei' CHECK (device_id_kind IN ('imei', 'serial')),
        ADD COLUMN warranty_days integer NOT NULL DEFAULT 30 CHECK (warranty_days BETWEEN 0 AND 730),
        ADD COLUMN warranty_of_job_id uuid REFERENCES jobs(id) ON DELETE SET NULL,
        ADD COLUMN warranty_worker_id uuid REFERENCES workers(id)`);
    await queryRunner.query(`UPDATE jobs SET device_id_kind = 'serial' WHERE device_imei !~ '^[0-9]{15}$'`);
    await queryRunner.query(
      `CREATE INDEX jobs_business_device_idx ON jobs (business_id, device_imei, created_at DESC, id DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX jobs_business_warranty_idx ON jobs (business_id, warranty_worker_id) WHERE warranty_of_job_id IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX jobs_business_warranty_idx`);
    await queryRunner.query(`DROP INDEX jobs_business_device_idx`);
    await queryRunner.query(
      `ALTER TABLE jobs DROP COLUMN warranty_worker_id, DROP COLUMN warranty_of_job_id, DROP COLUMN warranty_days, DROP COLUMN device_id_kind`,
    );
    await queryRunner.query(`ALTER TABLE businesses DROP COLUMN warranty_days`);
  }
}
