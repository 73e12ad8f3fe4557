import { ParseIdPipe } from '../../common/pipes/parse-id.pipe';
import { SaleNotFoundException } from './sales.exceptions';

/** A sale's id in a path; one that is no UUID names no sale (404). */
export const SaleIdPipe = new ParseIdPipe(() => new SaleNotFoundException());
