import { IsBoolean, IsInt, IsNotEmpty, IsOptional, ValidateBy } from 'class-validator';
import { TRIAL_EXTENSION_MONTHS, type TrialExtendRequest } from '@repair-shop/contracts';

export class ExtendTrialDto implements TrialExtendRequest {
  @IsNotEmpty()
  @IsInt()
  @ValidateBy({
    name: 'isTrialExtension',
    validator: { validate: (value: unknown) => (TRIAL_EXTENSION_MONTHS as readonly unknown[]).includes(value) },
  })
  months: number;

  @IsOptional()
  @IsBoolean()
  paid?: boolean;
}
