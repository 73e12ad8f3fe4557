import { Module } from '@nestjs/common';
import { InventoryModule } from '../inventory';
import { JobsModule } from '../jobs';
import { InsightsController } from './insights.controller';
import { InsightsService } from './insights.service';
import { JobEstimator } from './job-estimator';
import { JobPredictions } from './job-predictions';

/**
 * What the shop's own history predicts (a job's ready time and usual price, what the stock runs out of, what changed)
 * and how good the predictions were. Above the jobs core: it keeps each new job's prediction through a writer hook.
 */
@Module({
  imports: [JobsModule, InventoryModule],
  controllers: [InsightsController],
  providers: [InsightsService, JobEstimator, JobPredictions],
})
export class InsightsModule {}
