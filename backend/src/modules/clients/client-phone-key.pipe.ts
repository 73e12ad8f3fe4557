import { Injectable, type PipeTransform } from '@nestjs/common';
import { CLIENT_PHONE_KEY_PATTERN } from '@repair-shop/contracts';
import { ClientNotFoundException } from './clients.exceptions';

/** A client's key in a path: digits only, as servisi_phone_key writes it; anything else names no client (404). */
@Injectable()
export class ClientPhoneKeyPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!CLIENT_PHONE_KEY_PATTERN.test(value)) throw new ClientNotFoundException();
    return value;
  }
}
