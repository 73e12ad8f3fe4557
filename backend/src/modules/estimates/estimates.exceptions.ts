import { HttpStatus } from '@nestjs/common';
import { ERROR_CODES } from '@repair-shop/contracts';
import { ApiException } from '../../common/http/api-exception';

export class EstimateAnsweredException extends ApiException {
  constructor() {
    super(
      HttpStatus.CONFLICT,
      'Ky preventiv është përgjigjur tashmë: përgjigja nuk ndryshohet. Për çdo ndryshim, telefononi servisin.',
      ERROR_CODES.estimateAnswered,
    );
  }
}

export class EstimateReplacedException extends ApiException {
  constructor() {
    super(
      HttpStatus.CONFLICT,
      'Servisi ka dërguar një preventiv të ri në vend të këtij. Shikoni çmimin e ri dhe përgjigjuni përsëri.',
      ERROR_CODES.estimateReplaced,
    );
  }
}

export class EstimateNotFoundException extends ApiException {
  constructor() {
    super(HttpStatus.NOT_FOUND, 'Preventivi nuk u gjet. Rifreskoni faqen.', ERROR_CODES.notFound);
  }
}
