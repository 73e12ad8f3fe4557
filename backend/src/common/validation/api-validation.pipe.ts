import { ERROR_CODES } from '@repair-shop/contracts';
import { ArgumentMetadata, BadRequestException, ValidationPipe } from '@nestjs/common';
import { NOT_AN_OBJECT_DETAIL } from '../http/albanian-messages';
import { describeValidationErrors } from './validation-messages';

/** A body is a JSON object; an array, a string or a number is refused before its "fields" are checked. */
class ApiValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    const isObject = typeof value === 'object' && !Array.isArray(value);
    if (metadata.type === 'body' && value !== undefined && value !== null && !isObject) {
      throw new BadRequestException({ detail: NOT_AN_OBJECT_DETAIL, code: ERROR_CODES.validationFailed });
    }
    return super.transform(value, metadata);
  }
}

/** The global validation pipe: unknown fields are refused and every error names the field in Albanian. */
export function createApiValidationPipe(): ValidationPipe {
  return new ApiValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    forbidUnknownValues: true,
    stopAtFirstError: false,
    exceptionFactory: (errors) => new BadRequestException({ detail: describeValidationErrors(errors), code: ERROR_CODES.validationFailed }),
  });
}
