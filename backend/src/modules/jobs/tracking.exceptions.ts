import { HttpStatus } from '@nestjs/common';
import { ApiException } from '../../common/http/api-exception';

/** No job has that tracking link (or that code and phone): the client's page, and an estimate answered from it. */
export class TrackedJobNotFoundException extends ApiException {
  constructor() {
    super(
      HttpStatus.NOT_FOUND,
      'Puna nuk u gjet. Kontrolloni lidhjen, ose kodin dhe numrin e telefonit.',
      'JOB_NOT_FOUND',
    );
  }
}
