import { DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import type { AppOptions } from './app-options';
import { loggingModule } from './common/logging/logging.module';
import { ApiExceptionFilter } from './common/filters/api-exception.filter';
import { rateLimitModule } from './common/rate-limit/rate-limit.module';
import { AccountKindGuard } from './common/guards/account-kind.guard';
import { StaffRoleGuard } from './common/guards/staff-role.guard';
import { JwtAuthGuard } from './common/guards/jwt-auth.guard';
import { TrialWriteGuard } from './common/guards/trial-write.guard';
import type { RuntimeConfig } from './config/app-config';
import { CoreModule } from './core.module';
import { dataSourceOptions, openDataSource } from './database/data-source-options';
import { HealthController } from './health/health.controller';
import { Readiness } from './health/readiness';
import { AdminModule } from './modules/admin/admin.module';
import { StaffModule } from './modules/staff/staff.module';
import { AuthModule } from './modules/auth/auth.module';
import { BusinessModule } from './modules/business/business.module';
import { ClientsModule } from './modules/clients/clients.module';
import { InventoryModule } from './modules/inventory/inventory.module';
import { InsightsModule } from './modules/insights/insights.module';
import { JobsModule } from './modules/jobs/jobs.module';
import { PaymentsModule } from './modules/payments/payments.module';
import { SalesModule } from './modules/sales/sales.module';
import { IntakeModule } from './modules/intake/intake.module';
import { WarrantyModule } from './modules/warranty/warranty.module';
import { EstimatesModule } from './modules/estimates/estimates.module';
import { DeviceLocksModule } from './modules/device-locks/device-locks.module';
import { PhotosModule } from './modules/photos/photos.module';
import { ClientMessagesModule } from './modules/client-messages/client-messages.module';
import { PrintingModule } from './modules/printing/printing.module';
import { ReportsModule } from './modules/reports/reports.module';
import { SmsModule } from './modules/sms/sms.module';
import { TrackingModule } from './modules/tracking/tracking.module';
import { TransferModule } from './modules/transfer/transfer.module';
import { WholeJobsModule } from './modules/whole-jobs/whole-jobs.module';
import { WorkersModule } from './modules/workers/workers.module';
import { FiscalModule } from './modules/fiscal/fiscal.module';

@Module({})
export class AppModule {
  static forRoot(config: RuntimeConfig, options: AppOptions = {}): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.forRoot(config, options.clock, options.passwordHashCost),
        loggingModule(config, options.logStream),
        TypeOrmModule.forRootAsync({
          useFactory: () =>
            dataSourceOptions(config.databaseUrl, config.databasePoolSize, {
              namedStatements: config.databaseNamedStatements,
            }),
          dataSourceFactory: (options) => openDataSource(options!, config.databasePoolSize, config.databaseSessionUrl),
        }),
        rateLimitModule(config),
        AuthModule,
        BusinessModule,
        WorkersModule,
        FiscalModule,
        ClientsModule,
        JobsModule,
        WholeJobsModule,
        PaymentsModule,
        IntakeModule,
        WarrantyModule,
        EstimatesModule,
        DeviceLocksModule,
        PhotosModule,
        ClientMessagesModule,
        InventoryModule,
        InsightsModule,
        SalesModule,
        ReportsModule,
        TransferModule,
        PrintingModule,
        SmsModule,
        TrackingModule,
        AdminModule,
        StaffModule,
      ],
      controllers: [HealthController],
      providers: [
        Readiness,
        // Order matters: authenticate, then check the kind of account and the role, then the trial.
        { provide: APP_GUARD, useClass: JwtAuthGuard },
        { provide: APP_GUARD, useClass: AccountKindGuard },
        { provide: APP_GUARD, useClass: StaffRoleGuard },
        { provide: APP_GUARD, useClass: TrialWriteGuard },
        { provide: APP_FILTER, useClass: ApiExceptionFilter },
      ],
    };
  }
}
