import { Transform } from 'class-transformer';
import { IsDefined, IsIn, IsString, MaxLength, ValidateIf } from 'class-validator';
import { COUNTRIES, FIELD_LIMITS, type FiscalProfileRequest, type Country } from '@repair-shop/contracts';
import { Labelled } from '../../../../common/validation/field-labels';
import { IsFiscalFormat } from '../../../../common/validation/is-fiscal-format';
import { Trim } from '../../../../common/validation/transforms';

/** A NIPT is written in capitals; a shop typing k12345678l means the same number. */
const UpperTrim = (): PropertyDecorator =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toUpperCase() : value));

const forCountry =
  (country: Country) =>
  (dto: FiscalProfileDto): boolean =>
    dto.country === country;

/**
 * One class for the three shapes of the request: each country's fields are checked when that country is
 * chosen; another country's fields are not checked and not saved (a form switching country may send them).
 */
export class FiscalProfileDto {
  @Labelled('Shteti')
  @IsDefined()
  @IsIn(COUNTRIES)
  country: Country;

  @Labelled('NIPT')
  @ValidateIf(forCountry('albania'))
  @UpperTrim()
  @IsDefined()
  @IsString()
  @MaxLength(FIELD_LIMITS.taxNumber)
  @IsFiscalFormat('nipt')
  nipt?: string;

  @Labelled('Kodi i njësisë së biznesit')
  @ValidateIf(forCountry('albania'))
  @Trim()
  @IsDefined()
  @IsString()
  @MaxLength(FIELD_LIMITS.fiscalCode)
  @IsFiscalFormat('businessUnitCode')
  businessUnitCode?: string;

  /** Left out (or null) until the cash register is registered with the CIS. */
  @Labelled('Kodi i arkës (TCR)')
  @ValidateIf((dto: FiscalProfileDto) => dto.country === 'albania' && dto.tcrCode !== undefined && dto.tcrCode !== null)
  @Trim()
  @IsString()
  @MaxLength(FIELD_LIMITS.fiscalCode)
  @IsFiscalFormat('tcrCode')
  tcrCode?: string | null;

  /** The owner's cashier code at the CIS; left out (or null) until the tax office gives one. */
  @Labelled('Kodi i operatorit')
  @ValidateIf(
    (dto: FiscalProfileDto) => dto.country === 'albania' && dto.operatorCode !== undefined && dto.operatorCode !== null,
  )
  @Trim()
  @IsString()
  @MaxLength(FIELD_LIMITS.fiscalCode)
  @IsFiscalFormat('operatorCode')
  operatorCode?: string | null;

  @Labelled('NUI')
  @ValidateIf(forCountry('kosovo'))
  @Trim()
  @IsDefined()
  @IsString()
  @MaxLength(FIELD_LIMITS.taxNumber)
  @IsFiscalFormat('nui')
  nui?: string;

  @Labelled('Numri i fiskalizimit')
  @ValidateIf(forCountry('kosovo'))
  @Trim()
  @IsDefined()
  @IsString()
  @MaxLength(FIELD_LIMITS.taxNumber)
  @IsFiscalFormat('fiscalizationNumber')
  fiscalizationNumber?: string;

  @Labelled('Numri i njësisë (degës)')
  @ValidateIf(forCountry('kosovo'))
  @Trim()
  @IsDefined()
  @IsString()
  @MaxLength(FIELD_LIMITS.fiscalCode)
  @IsFiscalFormat('branchId')
  branchId?: string;
}

/** The request as the service reads it: the fields of the chosen country only. */
export function fiscalProfileRequestOf(dto: FiscalProfileDto): FiscalProfileRequest {
  switch (dto.country) {
    case 'albania':
      return {
        country: 'albania',
        nipt: dto.nipt ?? '',
        businessUnitCode: dto.businessUnitCode ?? '',
        tcrCode: dto.tcrCode ?? null,
        operatorCode: dto.operatorCode ?? null,
      };
    case 'kosovo':
      return {
        country: 'kosovo',
        nui: dto.nui ?? '',
        fiscalizationNumber: dto.fiscalizationNumber ?? '',
        branchId: dto.branchId ?? '',
      };
    case 'north_macedonia':
      return { country: 'north_macedonia' };
  }
}
