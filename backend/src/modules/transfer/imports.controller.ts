import { Controller, HttpCode, HttpStatus, Post, Req } from '@nestjs/common';
import { ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { ImportPreviewResponse, ImportResultResponse } from '@repair-shop/contracts';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { AcceptsUpload } from '../../common/http/uploads';
import { ApiErrorResult, ApiResult } from '../../openapi/api-result.decorator';
import type { AuthenticatedUser } from '../auth';
import { jobActorOf } from '../jobs';
import { readImportUpload } from './import-upload';
import { ImportsService } from './imports.service';
import { Allow } from '../../common/decorators/access.decorators';

/**
 * Clients and jobs from a CSV or .xlsx file (multipart, at most 5 MB and 20,000 rows): the owner's and
 * the managers'. Two stateless steps: the browser sends the file again with the mapping it chose.
 */
@ApiTags('imports')
@ApiConsumes('multipart/form-data')
@Allow('transferData')
@Controller('imports')
export class ImportsController {
  constructor(private readonly imports: ImportsService) {}

  /** The multipart body's only part is the file: its columns, first rows, row count and a suggested mapping. */
  @ApiResult('ImportPreviewResponse')
  @ApiErrorResult(HttpStatus.PAYLOAD_TOO_LARGE, 'The file is larger than 5 MB')
  @AcceptsUpload()
  @HttpCode(HttpStatus.OK)
  @Post('preview')
  async preview(@Req() request: FastifyRequest): Promise<ImportPreviewResponse> {
    return this.imports.preview(await readImportUpload(request, []));
  }

  /**
   * The file, `kind` (clients or jobs) and `mapping` (ImportMapping as JSON). Every row is checked
   * first: any bad row answers 400 IMPORT_ROWS_INVALID with the rows to fix (ImportRejectedError) and
   * nothing is written; otherwise every row is written in one transaction.
   */
  @ApiResult('ImportResultResponse', { status: HttpStatus.CREATED })
  @ApiErrorResult(
    HttpStatus.BAD_REQUEST,
    'IMPORT_ROWS_INVALID: rows of the file are wrong (ImportRejectedError), or the file or the mapping cannot be read',
  )
  @ApiErrorResult(HttpStatus.PAYLOAD_TOO_LARGE, 'The file is larger than 5 MB')
  @AcceptsUpload()
  @Post()
  async import(@CurrentUser() user: AuthenticatedUser, @Req() request: FastifyRequest): Promise<ImportResultResponse> {
    return this.imports.import(jobActorOf(user), await readImportUpload(request, ['kind', 'mapping']));
  }
}
