import { HttpException, Injectable, PipeTransform } from '@nestjs/common';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A path id that is not a UUID cannot name anything: it is answered like an unknown id (404). */
@Injectable()
export class ParseIdPipe implements PipeTransform<string, string> {
  constructor(private readonly notFound: () => HttpException) {}

  transform(value: string): string {
    if (!UUID.test(value)) throw this.notFound();
    return value.toLowerCase();
  }
}
