import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Photos of a job's device (at most 8 per job, counted under the job's row lock): the row names the
 * files in the photo storage (a thumbnail and a copy of at most 1600 px) and who took it.
 */
export class JobPhotos1763980000000 implements MigrationInterface {
  name = 'JobPhotos1763980000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE job_photos (
        id uuid PRIMARY KEY,
        business_id uuid NOT NULL REFERENCES businesses(id) ON DELETE CASCADE,
        job_id uuid NOT NULL REFERENCES jobs(id) ON DELETE CASCADE,
        stage varchar(10) NOT NULL CHECK (stage IN ('intake', 'repair')),
        caption varchar(200),
        width integer NOT NULL,
        height integer NOT NULL,
        bytes integer NOT NULL,
        storage_key varchar(200) NOT NULL,
        created_at timestamptz NOT NULL,
        author_id uuid,
        author_name varchar(201)
      )`);
    await queryRunner.query(`CREATE INDEX job_photos_job_idx ON job_photos (job_id, created_at, id)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE job_photos`);
  }
}
