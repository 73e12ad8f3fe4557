import { Module } from '@nestjs/common';
import { AuthModule } from '../auth';
import { AdminBootstrapService } from './admin-bootstrap.service';
import { AdminController } from './admin.controller';
import { AdminSystemController } from './admin-system.controller';
import { AdminService } from './admin.service';
import { ShopOwnersRepository } from './shop-owners.repository';
import { SubscriptionPaymentsRepository } from './subscription-payments.repository';

@Module({
  imports: [AuthModule],
  controllers: [AdminController, AdminSystemController],
  providers: [AdminService, AdminBootstrapService, ShopOwnersRepository, SubscriptionPaymentsRepository],
})
export class AdminModule {}
