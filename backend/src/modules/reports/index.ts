// The reports module's public API: what other modules may use of it (the lint's module-boundaries rule).
export { ReportsModule } from './reports.module';
export { shopToday } from './shop-day';
