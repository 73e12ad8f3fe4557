import { Controller, Get, Param, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FiscalDocumentResponse, FiscalPendingResponse, FiscalPrintResponse } from '@repair-shop/contracts';
import { Allow } from '../../../common/decorators/access.decorators';
import { CurrentUser } from '../../../common/decorators/current-user.decorator';
import { PageQueryDto } from '../../../common/paging/page-query.dto';
import { ApiResult } from '../../../openapi/api-result.decorator';
import { requireBusinessId, businessNotRegistered } from '../../business';
import type { AuthenticatedUser } from '../../auth';
import { JobIdPipe, jobScopeOf } from '../../jobs';
import { FiscalDocumentIdPipe } from './fiscal-document-id.pipe';
import { FiscalDocumentsService } from './fiscal-documents.service';

@ApiTags('fiscal')
@Allow('workOnJobs')
@Controller()
export class FiscalDocumentsController {
  constructor(private readonly documents: FiscalDocumentsService) {}

  /** A job's fiscal documents, oldest first, with what an auditor needs to recompute each NSLF. */
  @ApiResult('FiscalDocumentResponse', { array: true })
  @Get('jobs/:id/fiscal-documents')
  ofJob(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', JobIdPipe) jobId: string,
  ): Promise<FiscalDocumentResponse[]> {
    return this.documents.ofJob(jobScopeOf(user), jobId);
  }

  /** The shop's documents the tax office has not accepted yet, oldest first. */
  @ApiResult('FiscalPendingResponse')
  @Get('fiscal/pending')
  pending(@CurrentUser() user: AuthenticatedUser, @Query() query: PageQueryDto): Promise<FiscalPendingResponse> {
    return this.documents.pending(requireBusinessId(user.businessId, businessNotRegistered), query);
  }

  /** Before a receipt is printed: the first print is the original, the next ones say "Kopje". */
  @ApiResult('FiscalPrintResponse')
  @Post('fiscal/documents/:id/prints')
  recordPrint(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', FiscalDocumentIdPipe) id: string,
  ): Promise<FiscalPrintResponse> {
    return this.documents.recordPrint(requireBusinessId(user.businessId, businessNotRegistered), id);
  }
}
