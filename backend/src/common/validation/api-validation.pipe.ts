import { ERROR_CODES } from '@repair-shop/contracts';
import { ArgumentMetadata, BadRequestException, ValidationPipe } from '@nestjs/common';
import { INVALID_TEXT_DETAIL, NOT_AN_OBJECT_DETAIL, TOO_DEEP_DETAIL } from '../http/albanian-messages';
import { findInputProblem, type InputProblem } from './request-input';
import { keepValidationMetadata } from './validation-metadata-cache';
import { describeValidationErrors } from './validation-messages';

const INPUT_PROBLEM_DETAILS: Record<InputProblem, string> = {
  too_deep: TOO_DEEP_DETAIL,
  invalid_text: INVALID_TEXT_DETAIL,
};

/**
 * A body is a JSON object; an array, a string or a number is refused before its "fields" are checked.
 * Input nested deeper than any the API takes, or holding text no column can store, is refused first of all.
 */
class ApiValidationPipe extends ValidationPipe {
  override async transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    // A custom parameter (@CurrentUser()) is the server's own value, not the request's input.
    if (metadata.type === 'custom') return value;
    const problem = findInputProblem(value);
    if (problem)
      throw new BadRequestException({ detail: INPUT_PROBLEM_DETAILS[problem], code: ERROR_CODES.badRequest });
    const isObject = typeof value === 'object' && !Array.isArray(value);
    if (metadata.type === 'body' && value !== undefined && value !== null && !isObject) {
      throw new BadRequestException({ detail: NOT_AN_OBJECT_DETAIL, code: ERROR_CODES.validationFailed });
    }
    return super.transform(value, metadata);
  }
}

/**
 * The global validation pipe: unknown fields are refused and every error names the field, in Albanian in its
 * `detail` and as the request names it in its `field`.
 */
export function createApiValidationPipe(): ValidationPipe {
  keepValidationMetadata();
  return new ApiValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    forbidUnknownValues: true,
    stopAtFirstError: false,
    // The request object an error was found in, for the fields it names in its own words (@Labelled);
    // the errors themselves are never sent.
    validationError: { target: true },
    exceptionFactory: (errors) =>
      new BadRequestException({ ...describeValidationErrors(errors), code: ERROR_CODES.validationFailed }),
  });
}
