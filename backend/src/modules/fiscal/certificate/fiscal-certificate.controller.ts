import { Controller, HttpStatus, Post, Req } from '@nestjs/common';
import { ApiConsumes, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { FiscalCertificateResponse } from '@repair-shop/contracts';
import { Allow } from '../../../common/decorators/access.decorators';
import { CurrentUser } from '../../../common/decorators/current-user.decorator';
import { AcceptsUpload } from '../../../common/http/uploads';
import { ApiResult } from '../../../openapi/api-result.decorator';
import type { AuthenticatedUser } from '../../auth';
import { readCertificateUpload } from './certificate-upload';
import { FiscalCertificateService } from './fiscal-certificate.service';

@ApiTags('fiscal')
@Allow('manageBusiness')
@Controller('business/fiscal/certificate')
export class FiscalCertificateController {
  constructor(private readonly certificates: FiscalCertificateService) {}

  /** The .p12 as the multipart body's file and its `password` field; answers the certificate's facts only. */
  @ApiResult('FiscalCertificateResponse', { status: HttpStatus.CREATED })
  @ApiConsumes('multipart/form-data')
  @AcceptsUpload()
  @Post()
  async upload(
    @CurrentUser() user: AuthenticatedUser,
    @Req() request: FastifyRequest,
  ): Promise<FiscalCertificateResponse> {
    const upload = await readCertificateUpload(request);
    return this.certificates.upload(user.businessId, upload);
  }
}
