import { HttpStatus } from '@nestjs/common';
import { ERROR_CODES } from '@repair-shop/contracts';
import { ApiException } from '../../common/http/api-exception';

export class PartNotFoundException extends ApiException {
  constructor() {
    super(HttpStatus.NOT_FOUND, 'Pjesa nuk u gjet.', 'PART_NOT_FOUND');
  }
}

export class JobPartNotFoundException extends ApiException {
  constructor() {
    super(HttpStatus.NOT_FOUND, 'Kjo pjesë nuk është në këtë punë.', 'JOB_PART_NOT_FOUND');
  }
}

/** How to reach a product taken off sale that still holds a code: it is hidden from the stock's list. */
const takenByArchived = (name: string) =>
  ` i produktit «${name}», që është hequr nga shitja: riktheni atë në shitje (Stoku › «Të hequrat nga shitja») në vend që të shtoni një të ri.`;

export class PartCodeTakenException extends ApiException {
  /** `archivedHolder`: the name of the product taken off sale that has the code. */
  constructor(code: string, archivedHolder?: string) {
    super(
      HttpStatus.CONFLICT,
      archivedHolder
        ? `Kodi «${code}» është${takenByArchived(archivedHolder)}`
        : `Kodi «${code}» është i një pjese tjetër në stokun tuaj.`,
      ERROR_CODES.partCodeTaken,
      { field: 'code' },
    );
  }
}

export class StockInsufficientException extends ApiException {
  constructor(name: string, inStock: number) {
    const held = inStock > 0 ? `vetëm ${inStock} copë` : 'asnjë copë';
    super(
      HttpStatus.CONFLICT,
      `Në stok ka ${held} të «${name}». Konfirmoni nëse doni ta përdorni gjithsesi (stoku do të dalë nën zero).`,
      ERROR_CODES.stockInsufficient,
    );
  }
}

export class ProductNotFoundException extends ApiException {
  constructor(detail = 'Produkti nuk u gjet në stokun tuaj.') {
    super(HttpStatus.NOT_FOUND, detail, ERROR_CODES.productNotFound);
  }
}

export class BarcodeTakenException extends ApiException {
  /** `archivedHolder`: the name of the product taken off sale that has the barcode. */
  constructor(barcode: string, archivedHolder?: string) {
    super(
      HttpStatus.CONFLICT,
      archivedHolder
        ? `Barkodi «${barcode}» është${takenByArchived(archivedHolder)}`
        : `Barkodi «${barcode}» është i një produkti tjetër në stokun tuaj.`,
      ERROR_CODES.barcodeTaken,
      { field: 'barcode' },
    );
  }
}

export class RepeatedStockLineException extends ApiException {
  constructor(name: string) {
    super(
      HttpStatus.BAD_REQUEST,
      `Produkti «${name}» është dy herë në numërim: shkruajeni një herë, me sasinë e numëruar gjithsej.`,
      ERROR_CODES.validationFailed,
      { field: 'lines' },
    );
  }
}

export class UnitNotFoundException extends ApiException {
  constructor() {
    super(HttpStatus.NOT_FOUND, 'Kjo njësi nuk është e këtij produkti në stokun tuaj.', ERROR_CODES.unitNotFound);
  }
}

export class UnitSerialTakenException extends ApiException {
  constructor(serial: string) {
    super(
      HttpStatus.CONFLICT,
      `Numri «${serial}» është i një njësie tjetër të stokut tuaj (në stok, e shitur ose me defekt).`,
      ERROR_CODES.unitSerialTaken,
      { field: 'serial' },
    );
  }
}

export class UnitNotAvailableException extends ApiException {
  constructor(serial: string, status: string) {
    super(
      HttpStatus.CONFLICT,
      `Njësia «${serial}» është «${status}»: nuk ndryshohet më. Rifreskoni listën.`,
      ERROR_CODES.unitNotAvailable,
    );
  }
}

/** A serialized product's quantity is its units' count: it moves with them only. */
export class ProductSerializedException extends ApiException {
  constructor(detail: string) {
    super(HttpStatus.UNPROCESSABLE_ENTITY, detail, ERROR_CODES.productSerialized);
  }
}

export class ProductNotSerializedException extends ApiException {
  constructor(name: string) {
    super(
      HttpStatus.UNPROCESSABLE_ENTITY,
      `Produkti «${name}» nuk mbahet me numër serik: shënojeni «Me numër serik (IMEI)» para se t'i shtoni njësi.`,
      ERROR_CODES.productNotSerialized,
    );
  }
}

export class DefectiveQuantityExceededException extends ApiException {
  constructor(name: string, defective: number) {
    super(
      HttpStatus.UNPROCESSABLE_ENTITY,
      defective > 0
        ? `Produkti «${name}» ka vetëm ${defective} copë me defekt: nuk nxirren më shumë se kaq.`
        : `Produkti «${name}» nuk ka asnjë copë me defekt për të nxjerrë.`,
      ERROR_CODES.defectiveQuantityExceeded,
      { field: 'quantity' },
    );
  }
}

/** An IMEI or serial that is none (contracts' deviceIdProblem), about the field that carried it. */
export class UnitSerialInvalidException extends ApiException {
  constructor(problem: string, field: string) {
    super(HttpStatus.BAD_REQUEST, problem, ERROR_CODES.validationFailed, { field });
  }
}
