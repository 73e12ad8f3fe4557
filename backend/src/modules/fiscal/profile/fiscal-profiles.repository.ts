import type { DataSource, EntityManager } from 'typeorm';
import type { FiscalProfileRequest } from '@repair-shop/contracts';
import type { SealedSecret } from '../../../common/crypto/sealed-secret';
import { preparedQuery } from '../../../database/prepared-queries';
import type { CertificateFacts } from '../certificate/pkcs12-reader';

/** A fiscal_profiles row as the module reads it: the identifiers and the certificate's facts, never its secrets. */
export interface FiscalProfileRow {
  country: FiscalProfileRequest['country'];
  nipt: string | null;
  businessUnitCode: string | null;
  tcrCode: string | null;
  /** Why the last try to register the register with the CIS did not give it a code. */
  tcrRegistrationProblem: string | null;
  operatorCode: string | null;
  nui: string | null;
  fiscalizationNumber: string | null;
  branchId: string | null;
  certificateSubject: string | null;
  certificateNipt: string | null;
  certificateValidFrom: Date | null;
  certificateValidTo: Date | null;
  certificateFingerprint: string | null;
  certificateUploadedAt: Date | null;
  updatedAt: Date;
}

/** The sealed certificate and password of a shop. */
export interface SealedCertificateRow {
  certificate: SealedSecret;
  password: SealedSecret;
}

const PROFILE_COLUMNS = `country, nipt, business_unit_code AS "businessUnitCode", tcr_code AS "tcrCode",
  tcr_registration_problem AS "tcrRegistrationProblem", operator_code AS "operatorCode", nui,
  fiscalization_number AS "fiscalizationNumber", branch_id AS "branchId",
  certificate_subject AS "certificateSubject", certificate_nipt AS "certificateNipt",
  certificate_valid_from AS "certificateValidFrom", certificate_valid_to AS "certificateValidTo",
  certificate_fingerprint AS "certificateFingerprint", certificate_uploaded_at AS "certificateUploadedAt",
  updated_at AS "updatedAt"`;

/**
 * Locks the shop's row until the transaction ends: every write of its fiscal profile takes this lock
 * first, so that two writes of one shop run one after the other. FOR NO KEY UPDATE leaves the rows that
 * refer to the shop (jobs, payments) free to be inserted meanwhile. Whether the shop exists.
 */
export async function lockShop(manager: EntityManager, businessId: string): Promise<boolean> {
  const rows = await preparedQuery<{ id: string }>(
    manager,
    `SELECT id FROM businesses WHERE id = $1 FOR NO KEY UPDATE`,
    [businessId],
  );
  return rows.length > 0;
}

export async function findFiscalProfile(
  db: DataSource | EntityManager,
  businessId: string,
): Promise<FiscalProfileRow | null> {
  const [row] = await preparedQuery<FiscalProfileRow>(
    db,
    `SELECT ${PROFILE_COLUMNS} FROM fiscal_profiles WHERE business_id = $1`,
    [businessId],
  );
  return row ?? null;
}

/**
 * Writes the profile's identifiers (the shop's row locked by the caller). `keepCertificate` false
 * removes a stored certificate with its password and facts: it was for another NIPT or country.
 */
export async function saveFiscalProfile(
  manager: EntityManager,
  businessId: string,
  profile: FiscalProfileRequest,
  keepCertificate: boolean,
  now: Date,
): Promise<FiscalProfileRow> {
  const albania = profile.country === 'albania' ? profile : null;
  const kosovo = profile.country === 'kosovo' ? profile : null;
  const [row] = await preparedQuery<FiscalProfileRow>(
    manager,
    `INSERT INTO fiscal_profiles (business_id, country, nipt, business_unit_code, tcr_code, nui, fiscalization_number,
                                  branch_id, created_at, updated_at, operator_code)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9, $10)
     ON CONFLICT (business_id) DO UPDATE SET
       country = EXCLUDED.country, nipt = EXCLUDED.nipt, business_unit_code = EXCLUDED.business_unit_code,
       tcr_code = EXCLUDED.tcr_code, operator_code = EXCLUDED.operator_code, nui = EXCLUDED.nui, fiscalization_number = EXCLUDED.fiscalization_number,
       branch_id = EXCLUDED.branch_id, updated_at = EXCLUDED.updated_at
     RETURNING business_id`,
    [
      businessId,
      profile.country,
      albania?.nipt ?? null,
      albania?.businessUnitCode ?? null,
      albania?.tcrCode ?? null,
      kosovo?.nui ?? null,
      kosovo?.fiscalizationNumber ?? null,
      kosovo?.branchId ?? null,
      now,
      albania?.operatorCode ?? null,
    ],
  );
  if (!row) throw new Error('the fiscal profile was not saved');
  if (!keepCertificate) await clearCertificate(manager, businessId);
  const saved = await findFiscalProfile(manager, businessId);
  if (!saved) throw new Error('the fiscal profile was not saved');
  return saved;
}

async function clearCertificate(manager: EntityManager, businessId: string): Promise<void> {
  await preparedQuery(
    manager,
    `UPDATE fiscal_profiles SET certificate_iv = NULL, certificate_ciphertext = NULL, certificate_auth_tag = NULL,
            password_iv = NULL, password_ciphertext = NULL, password_auth_tag = NULL, certificate_subject = NULL,
            certificate_nipt = NULL, certificate_valid_from = NULL, certificate_valid_to = NULL,
            certificate_fingerprint = NULL, certificate_uploaded_at = NULL
      WHERE business_id = $1`,
    [businessId],
  );
}

/** Stores the sealed certificate and password with the facts (the shop's row locked by the caller). */
export async function saveCertificate(
  manager: EntityManager,
  businessId: string,
  sealed: SealedCertificateRow,
  facts: CertificateFacts,
  now: Date,
): Promise<void> {
  await preparedQuery(
    manager,
    `UPDATE fiscal_profiles SET certificate_iv = $2, certificate_ciphertext = $3, certificate_auth_tag = $4,
            password_iv = $5, password_ciphertext = $6, password_auth_tag = $7, certificate_subject = $8,
            certificate_nipt = $9, certificate_valid_from = $10, certificate_valid_to = $11,
            certificate_fingerprint = $12, certificate_uploaded_at = $13, updated_at = $13
      WHERE business_id = $1`,
    [
      businessId,
      sealed.certificate.iv,
      sealed.certificate.ciphertext,
      sealed.certificate.authTag,
      sealed.password.iv,
      sealed.password.ciphertext,
      sealed.password.authTag,
      facts.subject,
      facts.nipt,
      facts.validFrom,
      facts.validTo,
      facts.fingerprint,
      now,
    ],
  );
}

/** The shop's sealed certificate and password; null when none is stored. */
export async function findSealedCertificate(
  db: DataSource | EntityManager,
  businessId: string,
): Promise<SealedCertificateRow | null> {
  const [row] = await preparedQuery<{
    certificateIv: Buffer;
    certificateCiphertext: Buffer;
    certificateAuthTag: Buffer;
    passwordIv: Buffer;
    passwordCiphertext: Buffer;
    passwordAuthTag: Buffer;
  }>(
    db,
    `SELECT certificate_iv AS "certificateIv", certificate_ciphertext AS "certificateCiphertext",
            certificate_auth_tag AS "certificateAuthTag", password_iv AS "passwordIv",
            password_ciphertext AS "passwordCiphertext", password_auth_tag AS "passwordAuthTag"
       FROM fiscal_profiles WHERE business_id = $1 AND certificate_ciphertext IS NOT NULL`,
    [businessId],
  );
  if (!row) return null;
  return {
    certificate: { iv: row.certificateIv, ciphertext: row.certificateCiphertext, authTag: row.certificateAuthTag },
    password: { iv: row.passwordIv, ciphertext: row.passwordCiphertext, authTag: row.passwordAuthTag },
  };
}

/** The CIS's answer to a register's registration, kept as it came. */
export interface TcrRegistrationAnswer {
  tcrCode: string;
  internalId: string;
  requestUuid: string;
  responseUuid: string;
  sendDateTime: string;
}

/**
 * Gives the register the code the CIS answered, if the profile is still the one registered (same NIPT and
 * unit) and has no code yet (the shop's row locked by the caller). Whether it was written.
 */
export async function saveRegisteredTcr(
  manager: EntityManager,
  businessId: string,
  registered: { nipt: string; businessUnitCode: string },
  answer: TcrRegistrationAnswer,
  now: Date,
): Promise<boolean> {
  const rows = await preparedQuery<{ businessId: string }>(
    manager,
    `UPDATE fiscal_profiles SET tcr_code = $4, tcr_registration = $5, tcr_registration_problem = NULL, updated_at = $6
      WHERE business_id = $1 AND country = 'albania' AND nipt = $2 AND business_unit_code = $3 AND tcr_code IS NULL
      RETURNING business_id AS "businessId"`,
    [businessId, registered.nipt, registered.businessUnitCode, answer.tcrCode, JSON.stringify(answer), now],
  );
  return rows.length > 0;
}

/** Keeps why the register could not be registered, while it still has no code. */
export async function saveTcrRegistrationProblem(
  db: DataSource | EntityManager,
  businessId: string,
  problem: string,
): Promise<void> {
  await preparedQuery(
    db,
    `UPDATE fiscal_profiles SET tcr_registration_problem = $2 WHERE business_id = $1 AND tcr_code IS NULL`,
    [businessId, problem],
  );
}
