import { HttpStatus } from '@nestjs/common';
import { ERROR_CODES } from '@repair-shop/contracts';
import { ApiException } from '../../common/http/api-exception';

export class SmsOffException extends ApiException {
  constructor() {
    super(
      HttpStatus.CONFLICT,
      'SMS-të janë të fikura për këtë biznes. Ndizini te Biznesi → Njoftimet me SMS, ose dërgojeni kujtesën me Viber ose WhatsApp.',
      ERROR_CODES.smsOff,
    );
  }
}

export class ReminderTemplateEmptyException extends ApiException {
  constructor() {
    super(
      HttpStatus.CONFLICT,
      'Teksti i kujtesës me SMS është bosh. Shkruajeni te Biznesi → Njoftimet me SMS, ose dërgojeni kujtesën me Viber ose WhatsApp.',
      ERROR_CODES.smsOff,
    );
  }
}

export class PhoneNotReachableException extends ApiException {
  constructor(phone: string) {
    super(
      HttpStatus.CONFLICT,
      `Numri i klientit «${phone}» nuk mund të përdoret për SMS, Viber ose WhatsApp. Korrigjoni telefonin te të dhënat e punës.`,
      ERROR_CODES.phoneNotReachable,
    );
  }
}

export class EstimateNotWaitingException extends ApiException {
  constructor() {
    super(
      HttpStatus.CONFLICT,
      'Kjo punë nuk ka preventiv që pret përgjigjen e klientit. Rifreskoni faqen.',
      ERROR_CODES.estimateNotWaiting,
    );
  }
}

export class ReminderSentTodayException extends ApiException {
  constructor() {
    super(
      HttpStatus.CONFLICT,
      'Kujtesa me SMS për këtë punë u dërgua sot. Mund ta dërgoni sërish nesër.',
      ERROR_CODES.reminderSentToday,
    );
  }
}
