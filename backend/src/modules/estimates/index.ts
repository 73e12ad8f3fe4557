// The estimates module's public API: what other modules may use of it (the lint's module-boundaries rule).
export { EstimatesModule } from './estimates.module';
export { currentEstimate } from './estimates.repository';
