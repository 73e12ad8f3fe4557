import { applyDecorators } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsBoolean, IsDefined, IsObject, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { SMS_TEMPLATE_MAX_LENGTH, type SmsMessageKind, type SmsSettingsRequest } from '@repair-shop/contracts';
import { Trim } from '../../../common/validation/transforms';
import { IsSmsTemplate } from './is-sms-template';

/** The checks every template gets; an empty one is allowed and means "no SMS for this status". */
const Template = (): PropertyDecorator =>
  applyDecorators(Trim(), IsDefined(), IsString(), MaxLength(SMS_TEMPLATE_MAX_LENGTH), IsSmsTemplate());

export class SmsTemplatesDto implements Record<SmsMessageKind, string> {
  @Template() new: string;
  @Template() in_process: string;
  @Template() ready: string;
  @Template() completed: string;
  @Template() not_repairable: string;
  /** Left out by a client from before cancellations: the text saved before (or the default, none) stays. */
  @IsOptional() @Trim() @IsString() @MaxLength(SMS_TEMPLATE_MAX_LENGTH) @IsSmsTemplate() cancelled: string;
  /** Left out by a client from before estimates: the text saved before (or the default) stays. */
  @IsOptional() @Trim() @IsString() @MaxLength(SMS_TEMPLATE_MAX_LENGTH) @IsSmsTemplate() estimate: string;
  /** Left out by a client from before reminders: likewise. */
  @IsOptional() @Trim() @IsString() @MaxLength(SMS_TEMPLATE_MAX_LENGTH) @IsSmsTemplate() reminder: string;
}

export class SmsSettingsDto implements SmsSettingsRequest {
  @IsDefined()
  @IsBoolean()
  enabled: boolean;

  @IsDefined()
  @IsObject()
  @ValidateNested()
  @Type(() => SmsTemplatesDto)
  templates: SmsTemplatesDto;
}
