// The staff module's public API: what other modules may use of it (the lint's module-boundaries rule).
export { StaffModule } from './staff.module';
