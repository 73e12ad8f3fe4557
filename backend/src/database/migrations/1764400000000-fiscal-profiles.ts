import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A shop's fiscal profile (issue 25): its country's identifiers and, for Albania, its e-certificate (.p12)
 * and the certificate's password, each kept only as AES-256-GCM ciphertext. The certificate's facts a
 * person reads (subject, NIPT, validity, fingerprint) are kept in clear beside them for the Business tab.
 * A staff member's Albanian operator code (the cashier's code the CIS knows) sits on staff_members.
 */
export class FiscalProfiles1764400000000 implements MigrationInterface {
  name = 'FiscalProfiles1764400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE fiscal_profiles (
        business_id uuid PRIMARY KEY REFERENCES businesses (id) ON DELETE CASCADE,
        country varchar(20) NOT NULL CHECK (country IN ('albania', 'kosovo', 'north_macedonia')),
        nipt varchar(10),
        business_unit_code varchar(10),
        tcr_code varchar(10),
        nui varchar(9),
        fiscalization_number varchar(20),
        branch_id varchar(10),
        certificate_iv bytea,
        certificate_ciphertext bytea,
        certificate_auth_tag bytea,
        password_iv bytea,
        password_ciphertext bytea,
        password_auth_tag bytea,
        certificate_subject varchar(500),
        certificate_nipt varchar(10),
        certificate_valid_from timestamptz,
        certificate_valid_to timestamptz,
        certificate_fingerprint varchar(95),
        certificate_uploaded_at timestamptz,
        created_at timestamptz NOT NULL,
        updated_at timestamptz NOT NULL,
        CONSTRAINT fiscal_profiles_albania_check CHECK (
          country <> 'albania' OR (nipt IS NOT NULL AND business_unit_code IS NOT NULL)),
        CONSTRAINT fiscal_profiles_kosovo_check CHECK (
          country <> 'kosovo' OR (nui IS NOT NULL AND fiscalization_number IS NOT NULL AND branch_id IS NOT NULL)),
        -- The certificate is all there or not at all.
        CONSTRAINT fiscal_profiles_certificate_check CHECK (
          (certificate_ciphertext IS NULL) = (password_ciphertext IS NULL)
          AND (certificate_ciphertext IS NULL) = (certificate_uploaded_at IS NULL))
      )`);
    await queryRunner.query(`ALTER TABLE staff_members ADD COLUMN operator_code varchar(10)
      CONSTRAINT staff_members_operator_code_check CHECK (operator_code ~ '^[a-z]{2}[0-9]{3}[a-z]{2}[0-9]{3}$')`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE staff_members DROP COLUMN operator_code`);
    await queryRunner.query(`DROP TABLE fiscal_profiles`);
  }
}
