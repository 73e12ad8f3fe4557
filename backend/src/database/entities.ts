import { UserEntity } from '../modules/auth/entities/user.entity';
import { BusinessEntity } from '../modules/business/entities/business.entity';
import { JobEventEntity } from '../modules/jobs/entities/job-event.entity';
import { JobEntity } from '../modules/jobs/entities/job.entity';
import { PasswordResetTokenEntity } from '../modules/auth/entities/password-reset-token.entity';
import { SmsOutboxMessageEntity } from '../modules/sms/entities/sms-outbox-message.entity';
import { SmsSettingsEntity } from '../modules/sms/entities/sms-settings.entity';
import { WorkerEntity } from '../modules/workers/entities/worker.entity';
import { StaffInvitationEntity } from '../modules/staff/entities/staff-invitation.entity';
import { StaffMemberEntity } from '../modules/staff/entities/staff-member.entity';

export const ENTITIES = [
  UserEntity,
  PasswordResetTokenEntity,
  BusinessEntity,
  WorkerEntity,
  JobEntity,
  JobEventEntity,
  SmsSettingsEntity,
  SmsOutboxMessageEntity,
  StaffMemberEntity,
  StaffInvitationEntity,
];
