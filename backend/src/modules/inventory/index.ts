// The inventory module's public API: what other modules may use of it (the lint's module-boundaries rule).
export { InventoryModule } from './inventory.module';
export { jobPartLines } from './job-parts.repository';
export { lockLiveParts, lockParts, moveStock, type StockMove } from './stock-movements.repository';
export { ProductNotFoundException, StockInsufficientException } from './inventory.exceptions';
export { PACE_DAYS, stockRunningOut, type RunningOut } from './stock-pace.repository';
