// The sales module's public API: what other modules may use of it (the lint's module-boundaries rule).
export { SalesModule } from './sales.module';
