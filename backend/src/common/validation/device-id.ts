import { Transform } from 'class-transformer';
import { ValidateBy, type ValidationOptions } from 'class-validator';
import { DEVICE_ID_KINDS, deviceIdProblem, normalizeDeviceId, type DeviceIdKind } from '@repair-shop/contracts';

/** The kind a request's deviceIdKind names, else `fallback` (null: not known from the request alone). */
export function requestedDeviceIdKind(target: object, fallback: DeviceIdKind | null): DeviceIdKind | null {
  const kind = (target as { deviceIdKind?: unknown }).deviceIdKind;
  if (kind === undefined) return fallback;
  return DEVICE_ID_KINDS.includes(kind as DeviceIdKind) ? (kind as DeviceIdKind) : null;
}

/** Writes deviceImei as it is stored (normalizeDeviceId), once its kind is known from the request. */
export const NormalizeDeviceId = (fallback: DeviceIdKind | null): PropertyDecorator =>
  Transform(({ value, obj }: { value: unknown; obj: object }) => {
    const kind = requestedDeviceIdKind(obj, fallback);
    return typeof value === 'string' && kind ? normalizeDeviceId(kind, value) : value;
  });

/**
 * An IMEI that passes Luhn, or a serial number, as the request's deviceIdKind says (else `fallback`).
 * With no fallback (an edit that does not name the kind) the job's stored kind decides, in the service.
 */
export function IsDeviceId(fallback: DeviceIdKind | null, options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isDeviceId',
      validator: {
        validate: (value: unknown, args) => {
          if (typeof value !== 'string') return false;
          const kind = requestedDeviceIdKind(args?.object ?? {}, fallback);
          return kind === null || deviceIdProblem(kind, value) === null;
        },
        defaultMessage: () => 'invalid device identifier',
      },
    },
    options,
  );
}
