import type { FiscalDocumentResponse, StationDocumentResponse } from '@repair-shop/contracts';

/**
 * Is copy `copy` (from 0) of a document a reprint ("KOPJE")? The server counted the print job's copies of it
 * when the station claimed it, after `printsBefore` earlier prints: only the very first print is the original.
 * A document it did not count (issued after the claim) prints as a copy, never as an uncounted original.
 */
export function isStationCopy(
  { fiscalPrintsBefore }: Pick<StationDocumentResponse, 'fiscalPrintsBefore'>,
  documentId: string,
  copy: number,
): boolean {
  const printsBefore = fiscalPrintsBefore[documentId];
  return printsBefore === undefined || printsBefore + copy >= 1;
}

/** The documents that copy `copy` of a station's invoice prints as reprints. */
export function stationCopies(
  station: Pick<StationDocumentResponse, 'fiscalPrintsBefore'>,
  documents: readonly FiscalDocumentResponse[],
  copy: number,
): ReadonlySet<string> {
  return new Set(documents.filter(({ id }) => isStationCopy(station, id, copy)).map(({ id }) => id));
}
