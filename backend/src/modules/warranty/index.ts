// The warranty module's public API: what other modules may use of it (the lint's module-boundaries rule).
export { WarrantyModule } from './warranty.module';
export { warrantyReturnIdsOf } from './earlier-jobs.repository';
export { recordWarrantyReturn, warrantyOriginal, type WarrantyOriginal } from './warranty-returns';
