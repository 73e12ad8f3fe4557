import { IsIn, IsNotEmpty, IsString, ValidateBy, type ValidationOptions } from 'class-validator';
import {
  DEVICE_LOCK_KINDS,
  deviceLockProblem,
  type DeviceLockKind,
  type DeviceLockRequest,
} from '@repair-shop/contracts';
import { Labelled } from '../../../common/validation/field-labels';

/** A code that fits its kind (deviceLockProblem); the kind's own check reports an unknown kind. */
export function IsDeviceLockValue(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isDeviceLockValue',
      validator: {
        validate: (value: unknown, args) => {
          const kind = (args?.object as { kind?: unknown } | undefined)?.kind;
          if (typeof value !== 'string') return false;
          return (
            !DEVICE_LOCK_KINDS.includes(kind as DeviceLockKind) ||
            deviceLockProblem(kind as DeviceLockKind, value) === null
          );
        },
        defaultMessage: () => 'invalid unlock code',
      },
    },
    options,
  );
}

/** A PIN, a password or a pattern's points; never trimmed, since a password's spaces are part of it. */
export class DeviceLockDto implements DeviceLockRequest {
  @Labelled('Lloji i kodit')
  @IsIn(DEVICE_LOCK_KINDS)
  kind: DeviceLockKind;

  @Labelled('Kodi i zhbllokimit')
  @IsString()
  @IsNotEmpty()
  @IsDeviceLockValue()
  value: string;
}
