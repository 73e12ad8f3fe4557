import { ApiResult } from '../openapi/api-result.decorator';
import { ApiTags } from '@nestjs/swagger';
import { ERROR_CODES } from '@repair-shop/contracts';
import { Controller, Get, HttpStatus } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { HealthResponse } from '@repair-shop/contracts';
import { Public } from '../common/decorators/access.decorators';
import { ApiException } from '../common/http/api-exception';

class DatabaseDownException extends ApiException {
  constructor() {
    super(HttpStatus.SERVICE_UNAVAILABLE, 'Baza e të dhënave nuk përgjigjet.', ERROR_CODES.serviceUnavailable);
  }
}

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @ApiResult('HealthResponse')
  @Public()
  @Get()
  async check(): Promise<HealthResponse> {
    try {
      await this.dataSource.query('SELECT 1');
    } catch {
      throw new DatabaseDownException();
    }
    return { status: 'ok' };
  }
}
