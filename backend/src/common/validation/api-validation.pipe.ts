import { BadRequestException, ValidationPipe } from '@nestjs/common';
import { describeValidationErrors } from './validation-messages';

/** The global validation pipe: unknown fields are refused and every error names the field in Albanian. */
export function createApiValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    forbidUnknownValues: true,
    stopAtFirstError: false,
    exceptionFactory: (errors) => new BadRequestException({ detail: describeValidationErrors(errors) }),
  });
}
