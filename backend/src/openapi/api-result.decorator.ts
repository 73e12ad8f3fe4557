import { HttpStatus, applyDecorators } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import { TOTAL_COUNT_HEADER } from '@repair-shop/contracts';

/**
 * Documents a route's successful answer with a type of the API contract (libs/contracts), whose JSON
 * Schema the OpenAPI document holds under components (openapi.ts). `page`: a paged list, an array with
 * the total in X-Total-Count.
 */
export function ApiResult(
  contractType: string,
  options: { status?: HttpStatus; page?: boolean; array?: boolean; description?: string } = {},
) {
  const ref = { $ref: `#/components/schemas/${contractType}` };
  const many = options.page || options.array;
  return applyDecorators(
    ApiResponse({
      status: options.status ?? HttpStatus.OK,
      description: options.description ?? (many ? `A list of ${contractType}` : contractType),
      schema: many ? { type: 'array', items: ref } : ref,
      ...(options.page
        ? {
            headers: {
              [TOTAL_COUNT_HEADER]: { description: 'How many rows match, in all pages', schema: { type: 'integer' } },
            },
          }
        : {}),
    }),
  );
}

/** Documents an error a route answers besides the ones every route of its kind may (see openapi.ts). */
export function ApiErrorResult(status: HttpStatus, description: string) {
  return ApiResponse({ status, description, schema: { $ref: '#/components/schemas/ApiError' } });
}

/** Documents a route that answers a CSV file. */
export function ApiCsvFile(description: string) {
  return ApiResponse({ status: HttpStatus.OK, description, content: { 'text/csv': { schema: { type: 'string' } } } });
}

/** Documents a route that answers an Excel workbook (.xlsx). */
export function ApiXlsxFile(description: string) {
  return ApiResponse({
    status: HttpStatus.OK,
    description,
    content: {
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
        schema: { type: 'string', format: 'binary' },
      },
    },
  });
}

/** Documents a route that answers server-sent events. */
export function ApiEventStream(description: string) {
  return ApiResponse({
    status: HttpStatus.OK,
    description,
    content: { 'text/event-stream': { schema: { type: 'string' } } },
  });
}
