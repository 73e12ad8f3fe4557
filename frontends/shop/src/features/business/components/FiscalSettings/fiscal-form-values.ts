import {
  FISCAL_FORMAT_MESSAGES,
  fitsFiscalFormat,
  type Country,
  type FiscalField,
  type FiscalProfileRequest,
  type FiscalProfileResponse,
} from '@repair-shop/contracts';

/** The form's values: every country's fields, of which the chosen country's are sent. */
export interface FiscalValues {
  country: Country | '';
  nipt: string;
  businessUnitCode: string;
  tcrCode: string;
  operatorCode: string;
  nui: string;
  fiscalizationNumber: string;
  branchId: string;
}

export const CHOOSE_COUNTRY = 'Zgjidhni shtetin ku biznesi paguan tatimet.';

export function valuesOf(profile: FiscalProfileResponse): FiscalValues {
  return {
    country: profile.country ?? '',
    nipt: profile.country === 'albania' ? profile.nipt : '',
    businessUnitCode: profile.country === 'albania' ? profile.businessUnitCode : '',
    tcrCode: profile.country === 'albania' ? (profile.tcrCode ?? '') : '',
    operatorCode: profile.country === 'albania' ? (profile.operatorCode ?? '') : '',
    nui: profile.country === 'kosovo' ? profile.nui : '',
    fiscalizationNumber: profile.country === 'kosovo' ? profile.fiscalizationNumber : '',
    branchId: profile.country === 'kosovo' ? profile.branchId : '',
  };
}

/** A NIPT is written in capitals; the server reads k12345678l the same way. */
const normalized = (field: FiscalField, value: string): string =>
  field === 'nipt' ? value.trim().toUpperCase() : value.trim();

const FIELDS_OF: Record<Country, { required: FiscalField[]; optional: FiscalField[] }> = {
  albania: { required: ['nipt', 'businessUnitCode'], optional: ['tcrCode', 'operatorCode'] },
  kosovo: { required: ['nui', 'fiscalizationNumber', 'branchId'], optional: [] },
  north_macedonia: { required: [], optional: [] },
};

/** The same format rules as the server's (libs/contracts), for the chosen country's fields only. */
export function validateFiscal(values: FiscalValues): Partial<Record<keyof FiscalValues, string>> {
  if (!values.country) return { country: CHOOSE_COUNTRY };
  const errors: Partial<Record<keyof FiscalValues, string>> = {};
  const { required, optional } = FIELDS_OF[values.country];
  for (const field of [...required, ...optional]) {
    const value = normalized(field, values[field]);
    if (value === '' && optional.includes(field)) continue;
    if (!fitsFiscalFormat(field, value)) errors[field] = FISCAL_FORMAT_MESSAGES[field];
  }
  return errors;
}

/** The request for the chosen country (the form is validated first, so a country is chosen). */
export function requestOf(values: FiscalValues): FiscalProfileRequest {
  switch (values.country) {
    case 'albania':
      return {
        country: 'albania',
        nipt: normalized('nipt', values.nipt),
        businessUnitCode: normalized('businessUnitCode', values.businessUnitCode),
        tcrCode: normalized('tcrCode', values.tcrCode) || null,
        operatorCode: normalized('operatorCode', values.operatorCode) || null,
      };
    case 'kosovo':
      return {
        country: 'kosovo',
        nui: normalized('nui', values.nui),
        fiscalizationNumber: normalized('fiscalizationNumber', values.fiscalizationNumber),
        branchId: normalized('branchId', values.branchId),
      };
    default:
      return { country: 'north_macedonia' };
  }
}
