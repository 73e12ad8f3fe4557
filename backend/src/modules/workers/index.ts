// The workers module's public API: what other modules may use of it (the lint's module-boundaries rule).
export { WorkersModule } from './workers.module';
export { WorkersService } from './workers.service';
export { WorkerIdPipe } from './worker-id.pipe';
export { WorkerEntity } from './entities/worker.entity';
