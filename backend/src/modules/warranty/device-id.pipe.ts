import { HttpStatus, Injectable, type PipeTransform } from '@nestjs/common';
import { ERROR_CODES, guessDeviceIdKind, normalizeDeviceId } from '@repair-shop/contracts';
import { ApiException } from '../../common/http/api-exception';

/** A device identifier in a path, as it is stored: an IMEI however spaced, or a serial in capitals. */
@Injectable()
export class DeviceIdPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    const deviceId = normalizeDeviceId(guessDeviceIdKind(value), value);
    if (deviceId.length === 0 || deviceId.length > 64) {
      throw new ApiException(
        HttpStatus.BAD_REQUEST,
        'Shkruani IMEI-n ose numrin serik të pajisjes (deri në 64 shenja).',
        ERROR_CODES.validationFailed,
      );
    }
    return deviceId;
  }
}
