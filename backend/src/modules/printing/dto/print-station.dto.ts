import { applyDecorators } from '@nestjs/common';
import { IsBoolean, IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import {
  FIELD_LIMITS,
  PRINT_DOCUMENT_SIZES,
  type PrintStationPairRequest,
  type PrintStationRequest,
  type PrintStationUpdateRequest,
} from '@repair-shop/contracts';
import { IfPresent } from '../../../common/validation/if-present';
import { Labelled } from '../../../common/validation/field-labels';
import { Trim } from '../../../common/validation/transforms';

const IsStationName = (): PropertyDecorator =>
  applyDecorators(
    Labelled('Emri i printerit'),
    Trim(),
    IsString(),
    IsNotEmpty(),
    MaxLength(FIELD_LIMITS.printStationName),
  );

/** POST /print-stations */
export class PrintStationDto implements PrintStationRequest {
  @IsStationName()
  name: string;
}

/** PATCH /print-stations/:id */
export class PrintStationUpdateDto implements PrintStationUpdateRequest {
  @IfPresent()
  @IsStationName()
  name?: string;

  @Labelled('Printo etiketën e çdo pune të re')
  @IfPresent()
  @IsBoolean()
  autoPrintLabels?: boolean;

  @Labelled('Madhësia e etiketës')
  @IsOptional()
  @IsIn(PRINT_DOCUMENT_SIZES.label)
  autoLabelSize?: string | null;
}

/** POST /print-stations/pair */
export class PrintStationPairDto implements PrintStationPairRequest {
  @Labelled('Lidhja e çiftimit')
  @IsString()
  @IsNotEmpty()
  @MaxLength(100)
  token: string;
}
