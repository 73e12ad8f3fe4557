import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A scan at the counter looks a unit up by its IMEI or serial in the shop, whatever its status. The only index on
 * (business_id, serial) is the unique one, partial (a written-off unit's serial may come back), so the lookup read
 * every shop's units: 305,000 of them, 5,000 buffers, 40 ms. An index of every unit makes it 8 buffers, 0.1 ms.
 */
export class UnitSerialLookupIndex1766100000000 implements MigrationInterface {
  name = 'UnitSerialLookupIndex1766100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX product_units_shop_serial_idx ON product_units (business_id, serial)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX product_units_shop_serial_idx`);
  }
}
