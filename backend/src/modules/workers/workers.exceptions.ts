import { HttpStatus } from '@nestjs/common';
import { ApiException } from '../../common/http/api-exception';

export class WorkerNotFoundException extends ApiException {
  constructor() {
    super(HttpStatus.NOT_FOUND, 'Punëtori nuk u gjet.', 'WORKER_NOT_FOUND');
  }
}

export class WorkerInactiveException extends ApiException {
  constructor() {
    super(HttpStatus.CONFLICT, 'Ky punëtor nuk është më aktiv. Zgjidhni një punëtor tjetër.', 'WORKER_INACTIVE');
  }
}

export class DeactivateSelfException extends ApiException {
  constructor() {
    super(HttpStatus.CONFLICT, 'Nuk mund ta çaktivizoni veten. Kërkojini pronarit ta bëjë.', 'DEACTIVATE_SELF');
  }
}
