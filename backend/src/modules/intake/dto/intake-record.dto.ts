import { ArrayMaxSize, ArrayUnique, IsArray, IsIn, IsString, MaxLength } from 'class-validator';
import {
  INTAKE_ITEMS,
  INTAKE_NOTE_MAX_LENGTH,
  type IntakeCheck,
  type IntakeCheckState,
  type IntakeItem,
  type IntakeRecordRequest,
} from '@repair-shop/contracts';
import { Trim } from '../../../common/validation/transforms';
import { IsIntakeChecks } from './is-intake-checks';

/** The device's condition at intake (with a new job, or later with PUT /jobs/:id/intake until the client signs). */
export class IntakeRecordDto implements IntakeRecordRequest {
  @IsIntakeChecks()
  checks: Partial<Record<IntakeCheck, IntakeCheckState>>;

  @IsArray()
  @ArrayMaxSize(INTAKE_ITEMS.length)
  @ArrayUnique()
  @IsIn(INTAKE_ITEMS, { each: true })
  itemsLeft: IntakeItem[];

  @Trim()
  @IsString()
  @MaxLength(INTAKE_NOTE_MAX_LENGTH)
  note: string;
}
