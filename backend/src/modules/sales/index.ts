// The sales module's public API: what other modules may use of it (the lint's module-boundaries rule).
export { SalesModule } from './sales.module';
export { SaleReader } from './sale-reader.service';
export { SaleNotFoundException } from './sales.exceptions';
export { SaleIdPipe } from './sale-id.pipe';
