import { Controller, Get, HttpStatus } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ERROR_CODES, type HealthResponse } from '@repair-shop/contracts';
import { Public } from '../common/decorators/access.decorators';
import { ApiException } from '../common/http/api-exception';
import { ApiResult } from '../openapi/api-result.decorator';
import { Readiness } from './readiness';

class StoppingException extends ApiException {
  constructor() {
    super(
      HttpStatus.SERVICE_UNAVAILABLE,
      'Ky server po ndalet; kërkesat i marrin serverët e tjerë.',
      ERROR_CODES.serviceUnavailable,
    );
  }
}

class DatabaseDownException extends ApiException {
  constructor() {
    super(HttpStatus.SERVICE_UNAVAILABLE, 'Baza e të dhënave nuk përgjigjet.', ERROR_CODES.serviceUnavailable);
  }
}

/**
 * Probes for an orchestrator: /health/live says the process answers (restart it when this fails);
 * /health says it can serve, its database included (send it no traffic while this fails).
 */
@ApiTags('health')
@Public()
@Controller('health')
export class HealthController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly readiness: Readiness,
  ) {}

  /** Readiness: 503 while the database cannot be reached, and from the moment the instance starts stopping. */
  @ApiResult('HealthResponse')
  @Get()
  async ready(): Promise<HealthResponse> {
    if (this.readiness.isDraining) throw new StoppingException();
    try {
      await this.dataSource.query('SELECT 1');
    } catch {
      throw new DatabaseDownException();
    }
    return { status: 'ok', database: 'up' };
  }

  /** Liveness: the process answers, whatever the database does. */
  @ApiResult('HealthResponse')
  @Get('live')
  live(): HealthResponse {
    return { status: 'ok' };
  }
}
