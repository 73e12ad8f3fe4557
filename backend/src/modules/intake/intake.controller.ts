import { Body, Controller, HttpStatus, Param, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { IntakeSavedResponse, SignatureCreatedResponse } from '@repair-shop/contracts';
import { Allow } from '../../common/decorators/access.decorators';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { ApiResult } from '../../openapi/api-result.decorator';
import type { AuthenticatedUser } from '../auth';
import { jobActorOf, JobIdPipe } from '../jobs';
import { IntakeRecordDto } from './dto/intake-record.dto';
import { SignatureDto } from './dto/signature.dto';
import { IntakeService } from './intake.service';

@ApiTags('intake')
// Whoever is at the counter checks the device in and hands it back.
@Allow('workOnJobs')
@Controller('jobs/:id')
export class IntakeController {
  constructor(private readonly intake: IntakeService) {}

  /** The device's condition at intake, until the client has signed for it. */
  @ApiResult('IntakeSavedResponse')
  @Put('intake')
  async saveRecord(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', JobIdPipe) jobId: string,
    @Body() dto: IntakeRecordDto,
  ): Promise<IntakeSavedResponse> {
    return { success: true, intake: await this.intake.saveRecord(jobActorOf(user), jobId, dto) };
  }

  /** The client's signature at intake (if not taken with the job) or at pickup; each is kept once. */
  @ApiResult('SignatureCreatedResponse', { status: HttpStatus.CREATED })
  @Post('signatures')
  async sign(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', JobIdPipe) jobId: string,
    @Body() dto: SignatureDto,
  ): Promise<SignatureCreatedResponse> {
    return { success: true, signature: await this.intake.sign(jobActorOf(user), jobId, dto) };
  }
}
