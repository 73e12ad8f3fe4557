// The tracking module's public API: what other modules may use of it (the lint's module-boundaries rule).
export { TrackingModule } from './tracking.module';
