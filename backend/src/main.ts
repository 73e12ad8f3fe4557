import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createApp } from './app.factory';
import { ConfigValidationError, loadConfig } from './config/app-config';
import { prepareRuntime } from './database/runtime-database';

async function main(): Promise<void> {
  const logger = new Logger('Bootstrap');
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigValidationError) {
      logger.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const runtime = await prepareRuntime(config, logger);
  const app = await createApp(runtime.config);
  const stop = async (): Promise<void> => {
    await app.close();
    await runtime.stop();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
  await app.listen({ port: runtime.config.port, host: runtime.config.host });
  logger.log(`Repair shop is running at http://localhost:${runtime.config.port}`);
}

main().catch((error: unknown) => {
  new Logger('Bootstrap').error(error instanceof Error ? error.stack : String(error));
  process.exit(1);
});
