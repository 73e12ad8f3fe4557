import { HttpStatus } from '@nestjs/common';
import {
  ERROR_CODES,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_COLUMNS,
  IMPORT_MAX_ROWS,
  type ImportRowProblem,
} from '@repair-shop/contracts';
import { ApiException } from '../../common/http/api-exception';

const MEGABYTES = Math.round(IMPORT_MAX_BYTES / (1024 * 1024));
const thousands = (count: number): string => count.toLocaleString('de-DE');

/** Not a file the import reads: neither a CSV text nor an .xlsx workbook, or one without a header row. */
export class ImportFileUnreadableException extends ApiException {
  constructor(detail = 'Skedari nuk lexohet. Dërgoni një skedar CSV ose Excel (.xlsx).') {
    super(HttpStatus.BAD_REQUEST, detail, ERROR_CODES.importFileUnreadable);
  }
}

export class ImportFileMissingException extends ImportFileUnreadableException {
  constructor() {
    super('Nuk u dërgua asnjë skedar. Zgjidhni një skedar CSV ose Excel (.xlsx).');
  }
}

export class ImportFileTooLargeException extends ApiException {
  constructor() {
    super(
      HttpStatus.PAYLOAD_TOO_LARGE,
      `Skedari është më i madh se ${MEGABYTES} MB. Ndajeni në disa skedarë më të vegjël.`,
      ERROR_CODES.payloadTooLarge,
    );
  }
}

export class ImportTooManyRowsException extends ApiException {
  constructor() {
    super(
      HttpStatus.BAD_REQUEST,
      `Skedari ka më shumë se ${thousands(IMPORT_MAX_ROWS)} rreshta. Ndajeni në disa skedarë me deri në ${thousands(IMPORT_MAX_ROWS)} rreshta secili.`,
      ERROR_CODES.importFileTooLarge,
    );
  }
}

export class ImportTooManyColumnsException extends ApiException {
  constructor() {
    super(
      HttpStatus.BAD_REQUEST,
      `Skedari ka më shumë se ${IMPORT_MAX_COLUMNS} kolona. Lini vetëm kolonat që importoni.`,
      ERROR_CODES.importFileTooLarge,
    );
  }
}

export class ImportMappingException extends ApiException {
  constructor(detail: string) {
    super(HttpStatus.BAD_REQUEST, detail, ERROR_CODES.importMappingInvalid);
  }
}

/** Some rows are wrong: each is listed (the first ones) with its line, and nothing was imported. */
export class ImportRowsInvalidException extends ApiException {
  constructor(badRows: ImportRowProblem[], badRowCount: number) {
    const rows = badRowCount === 1 ? 'Një rresht ka gabime' : `${thousands(badRowCount)} rreshta kanë gabime`;
    super(
      HttpStatus.BAD_REQUEST,
      `${rows}. Asgjë nuk u importua: ndreqini në skedar dhe provoni përsëri.`,
      ERROR_CODES.importRowsInvalid,
      { badRows, badRowCount },
    );
  }
}
