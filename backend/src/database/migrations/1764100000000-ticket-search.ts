import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The ticket code a person reads on the label, the receipt and the invoice (the id's last six
 * characters) finds its job in the shop's search: an index on it per shop, so that looking a ticket
 * up costs one index probe whatever the shop's size.
 */
export class TicketSearch1764100000000 implements MigrationInterface {
  name = 'TicketSearch1764100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX jobs_ticket_idx ON jobs (business_id, right(id::text, 6))`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX jobs_ticket_idx`);
  }
}
