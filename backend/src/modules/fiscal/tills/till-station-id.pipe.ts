import { ParseIdPipe } from '../../../common/pipes/parse-id.pipe';
import { FiscalTillNotFoundException } from '../fiscal.exceptions';

/** A till's station id in a path; no UUID, no till (404). */
export const TillStationIdPipe = new ParseIdPipe(() => new FiscalTillNotFoundException());
