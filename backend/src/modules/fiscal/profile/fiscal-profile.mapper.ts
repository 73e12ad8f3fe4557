import type { FiscalCertificateFacts, FiscalProfileResponse } from '@repair-shop/contracts';
import type { FiscalProfileRow } from './fiscal-profiles.repository';

/** The profile as the API answers it: the certificate's facts only, never its secrets. */
export function toFiscalProfileResponse(row: FiscalProfileRow | null): FiscalProfileResponse {
  if (!row) return { country: null, certificate: null };
  const updatedAt = row.updatedAt.toISOString();
  switch (row.country) {
    case 'albania':
      return {
        country: 'albania',
        nipt: row.nipt ?? '',
        businessUnitCode: row.businessUnitCode ?? '',
        tcrCode: row.tcrCode,
        tcrRegistration: row.tcrCode ? 'registered' : 'not_registered',
        tcrRegistrationProblem: row.tcrCode ? null : row.tcrRegistrationProblem,
        operatorCode: row.operatorCode,
        certificate: certificateFactsOf(row),
        updatedAt,
      };
    case 'kosovo':
      return {
        country: 'kosovo',
        nui: row.nui ?? '',
        fiscalizationNumber: row.fiscalizationNumber ?? '',
        branchId: row.branchId ?? '',
        certificate: null,
        updatedAt,
      };
    case 'north_macedonia':
      return { country: 'north_macedonia', certificate: null, updatedAt };
  }
}

export function certificateFactsOf(row: FiscalProfileRow): FiscalCertificateFacts | null {
  if (!row.certificateUploadedAt || !row.certificateValidFrom || !row.certificateValidTo) return null;
  return {
    subject: row.certificateSubject ?? '',
    nipt: row.certificateNipt,
    validFrom: row.certificateValidFrom.toISOString(),
    validTo: row.certificateValidTo.toISOString(),
    fingerprint: row.certificateFingerprint ?? '',
    uploadedAt: row.certificateUploadedAt.toISOString(),
  };
}
