import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the shop's history predicts from: each job's category (suggested from its description or chosen by a person)
 * and its device's family, and whether the client's tracking page shows when the repair is expected ready.
 */
export class JobCategories1765500000000 implements MigrationInterface {
  name = 'JobCategories1765500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE jobs
         ADD COLUMN category varchar NOT NULL DEFAULT 'other' CHECK (category IN (
           'screen', 'battery', 'charging_port', 'water_damage', 'software', 'camera', 'audio', 'buttons',
           'back_glass', 'other')),
         ADD COLUMN category_source varchar NOT NULL DEFAULT 'suggested'
           CHECK (category_source IN ('suggested', 'chosen')),
         ADD COLUMN device_family varchar NOT NULL DEFAULT ''`,
    );
    await queryRunner.query(
      `ALTER TABLE businesses ADD COLUMN tracking_shows_ready_estimate boolean NOT NULL DEFAULT true`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE businesses DROP COLUMN tracking_shows_ready_estimate`);
    await queryRunner.query(
      `ALTER TABLE jobs DROP COLUMN category, DROP COLUMN category_source, DROP COLUMN device_family`,
    );
  }
}
