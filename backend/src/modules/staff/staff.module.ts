import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth';
import { WorkersModule } from '../workers';
import { StaffInvitationEntity } from './entities/staff-invitation.entity';
import { StaffMemberEntity } from './entities/staff-member.entity';
import { InvitationsController } from './invitations.controller';
import { StaffController } from './staff.controller';
import { StaffService } from './staff.service';
import { StaffInvitationsRepository } from './staff-invitations.repository';
import { StaffMembersRepository } from './staff-members.repository';

@Module({
  imports: [TypeOrmModule.forFeature([StaffInvitationEntity, StaffMemberEntity]), AuthModule, WorkersModule],
  controllers: [StaffController, InvitationsController],
  providers: [StaffService, StaffMembersRepository, StaffInvitationsRepository],
})
export class StaffModule {}
