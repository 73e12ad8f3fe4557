import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The administrator's search of the shops' owners reads their name and email and their business's name
 * and city without accents: kept folded in generated columns, so that a search compares stored text
 * instead of folding every row again (servisi_fold costs tens of microseconds a row). (|| rather than
 * concat_ws, which PostgreSQL does not take as immutable.)
 */
export class OwnerSearch1763900000000 implements MigrationInterface {
  name = 'OwnerSearch1763900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE users ADD COLUMN search_text text
        GENERATED ALWAYS AS (servisi_fold(first_name || ' ' || last_name || ' ' || coalesce(email, ''))) STORED`);
    await queryRunner.query(`
      ALTER TABLE businesses ADD COLUMN search_text text
        GENERATED ALWAYS AS (servisi_fold(name || ' ' || city)) STORED`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE businesses DROP COLUMN search_text`);
    await queryRunner.query(`ALTER TABLE users DROP COLUMN search_text`);
  }
}
