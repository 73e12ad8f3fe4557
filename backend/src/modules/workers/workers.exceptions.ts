import { HttpStatus } from '@nestjs/common';
import { ApiException } from '../../common/http/api-exception';

export class WorkerNotFoundException extends ApiException {
  constructor() {
    super(HttpStatus.NOT_FOUND, 'Punëtori nuk u gjet.', 'WORKER_NOT_FOUND');
  }
}
