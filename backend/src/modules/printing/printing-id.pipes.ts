import { ParseIdPipe } from '../../common/pipes/parse-id.pipe';
import { PrintJobNotFoundException, PrintStationNotFoundException } from './printing.exceptions';

/** A print station's id in a path; one that is no UUID names no station (404). */
export const PrintStationIdPipe = new ParseIdPipe(() => new PrintStationNotFoundException());

/** A document of a station's queue; one that is no UUID names none (404). */
export const PrintJobIdPipe = new ParseIdPipe(() => new PrintJobNotFoundException());
