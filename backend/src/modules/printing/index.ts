// The printing module's public API: what other modules may use of it (the lint's module-boundaries rule).
export { PrintingModule } from './printing.module';
