import { HttpStatus } from '@nestjs/common';
import { ApiException } from '../../common/http/api-exception';

export class JobNotFoundException extends ApiException {
  constructor() {
    super(HttpStatus.NOT_FOUND, 'Puna nuk u gjet.', 'JOB_NOT_FOUND');
  }
}
