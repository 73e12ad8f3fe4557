import { Body, Controller, Get, HttpStatus, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { ChatOpenedResponse, JobChatDraftsResponse, ReminderSmsResponse } from '@repair-shop/contracts';
import { Allow } from '../../common/decorators/access.decorators';
import { CurrentUser } from '../../common/decorators/current-user.decorator';
import { ApiErrorResult, ApiResult } from '../../openapi/api-result.decorator';
import type { AuthenticatedUser } from '../auth';
import { jobActorOf, JobIdPipe, jobScopeOf } from '../jobs';
import { ClientMessagesService } from './client-messages.service';
import { ChatOpenedDto } from './dto/chat-opened.dto';

@ApiTags('client messages')
// Whoever may open a job may tell its client how it stands.
@Allow('workOnJobs')
@Controller('jobs/:id')
export class ClientMessagesController {
  constructor(private readonly messages: ClientMessagesService) {}

  /** The status's message, the reminder and the estimate waiting for an answer, with their Viber and WhatsApp links, for buttons that are plain links. */
  @ApiResult('JobChatDraftsResponse')
  @Get('chat-drafts')
  drafts(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', JobIdPipe) jobId: string,
  ): Promise<JobChatDraftsResponse> {
    return this.messages.drafts(jobScopeOf(user), jobId);
  }

  /** Sent by the page as the link opens (keepalive): writes "U hap Viber për t'i dërguar klientit …" in the history. */
  @ApiResult('ChatOpenedResponse', { status: HttpStatus.CREATED })
  @ApiErrorResult(
    HttpStatus.CONFLICT,
    "The client's phone cannot be made international (PHONE_NOT_REACHABLE), or no estimate waits for the client's answer (ESTIMATE_NOT_WAITING)",
  )
  @Post('chat-opened')
  async chatOpened(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', JobIdPipe) jobId: string,
    @Body() dto: ChatOpenedDto,
  ): Promise<ChatOpenedResponse> {
    return { success: true, entry: await this.messages.chatOpened(jobActorOf(user), jobId, dto) };
  }

  /** The reminder SMS, queued in the outbox: at most one a day per job. */
  @ApiResult('ReminderSmsResponse', { status: HttpStatus.CREATED })
  @ApiErrorResult(
    HttpStatus.CONFLICT,
    'SMS off or no reminder text (SMS_OFF), a phone that cannot be texted (PHONE_NOT_REACHABLE), a reminder SMS already sent today (REMINDER_SENT_TODAY)',
  )
  @Post('reminder-sms')
  async reminderSms(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', JobIdPipe) jobId: string,
  ): Promise<ReminderSmsResponse> {
    return { success: true, ...(await this.messages.reminderSms(jobActorOf(user), jobId)) };
  }
}
