import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { WorkersModule } from '../workers/workers.module';
import { StaffInvitationEntity } from './entities/staff-invitation.entity';
import { StaffMemberEntity } from './entities/staff-member.entity';
import { InvitationsController } from './invitations.controller';
import { StaffController } from './staff.controller';
import { StaffService } from './staff.service';

@Module({
  imports: [TypeOrmModule.forFeature([StaffInvitationEntity, StaffMemberEntity]), AuthModule, WorkersModule],
  controllers: [StaffController, InvitationsController],
  providers: [StaffService],
})
export class StaffModule {}
