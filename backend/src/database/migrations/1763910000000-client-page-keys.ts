import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The clients' list orders carry the client's key, so that a page's keys come from the index alone
 * (an index-only scan, however deep the offset) and only the page's rows are read: a deep page of a
 * 40,000-client shop read and sorted every client (42 → 7 ms at offset 30,000).
 */
export class ClientPageKeys1763910000000 implements MigrationInterface {
  name = 'ClientPageKeys1763910000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await this.orders(queryRunner, 'INCLUDE (phone_key)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await this.orders(queryRunner, '');
  }

  private async orders(queryRunner: QueryRunner, include: string): Promise<void> {
    const orders: Record<string, string> = {
      clients_recent_idx: 'business_id, last_job_at DESC, last_job_id DESC',
      clients_job_count_idx: 'business_id, job_count DESC, last_job_at DESC, last_job_id DESC',
      clients_total_spent_idx: 'business_id, total_spent DESC, last_job_at DESC, last_job_id DESC',
    };
    for (const [name, columns] of Object.entries(orders)) {
      await queryRunner.query(`DROP INDEX ${name}`);
      await queryRunner.query(`CREATE INDEX ${name} ON clients (${columns}) ${include}`);
    }
  }
}
