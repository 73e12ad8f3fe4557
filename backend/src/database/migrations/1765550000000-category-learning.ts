import type { EntityManager, MigrationInterface, QueryRunner } from 'typeorm';
import { categoryFromWords, deviceFamily } from '@repair-shop/contracts';

/** Jobs categorized per batch: one read and one write of a thousand rows at a time. */
const BATCH = 1000;

/**
 * What each shop taught its category suggestions (how often it chose a category for a description with a word),
 * and the jobs written before categories, categorized once by the same code the new ones are (their source stays
 * "suggested", so an edit of their description suggests again).
 */
export class CategoryLearning1765550000000 implements MigrationInterface {
  name = 'CategoryLearning1765550000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE category_terms (
         business_id uuid NOT NULL REFERENCES businesses (id) ON DELETE CASCADE,
         term varchar NOT NULL,
         category varchar NOT NULL CHECK (category IN (
           'screen', 'battery', 'charging_port', 'water_damage', 'software', 'camera', 'audio', 'buttons',
           'back_glass', 'other')),
         weight integer NOT NULL,
         PRIMARY KEY (business_id, term, category))`,
    );
    await categorizeExistingJobs(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE category_terms`);
  }
}

/** Sets the category and device family of every job, a batch at a time in id order. */
export async function categorizeExistingJobs(queryRunner: Pick<EntityManager, 'query'>): Promise<number> {
  let last = '00000000-0000-0000-0000-000000000000';
  let done = 0;
  for (;;) {
    const rows: { id: string; description: string; model: string }[] = await queryRunner.query(
      `SELECT id, work_description AS description, device_model AS model FROM jobs
        WHERE id > $1 ORDER BY id LIMIT ${BATCH}`,
      [last],
    );
    if (rows.length === 0) return done;
    await queryRunner.query(
      `UPDATE jobs SET category = c.category, device_family = c.family
         FROM unnest($1::uuid[], $2::varchar[], $3::varchar[]) AS c (id, category, family)
        WHERE jobs.id = c.id AND jobs.category_source = 'suggested'`,
      [
        rows.map((row) => row.id),
        rows.map((row) => categoryFromWords(row.description)),
        rows.map((row) => deviceFamily(row.model)),
      ],
    );
    done += rows.length;
    last = rows[rows.length - 1]!.id;
  }
}
