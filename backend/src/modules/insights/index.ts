// The insights module's public API (the lint's module-boundaries rule).
export { InsightsModule } from './insights.module';
export { predictionOfJob } from './predictions.repository';
