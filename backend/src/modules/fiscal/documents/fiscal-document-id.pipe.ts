import { ParseIdPipe } from '../../../common/pipes/parse-id.pipe';
import { FiscalDocumentNotFoundException } from '../fiscal.exceptions';

/** A fiscal document's id in a path; no UUID, no document (404). */
export const FiscalDocumentIdPipe = new ParseIdPipe(() => new FiscalDocumentNotFoundException());
