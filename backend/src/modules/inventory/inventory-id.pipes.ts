import { ParseIdPipe } from '../../common/pipes/parse-id.pipe';
import {
  JobPartNotFoundException,
  PartNotFoundException,
  ProductNotFoundException,
  UnitNotFoundException,
} from './inventory.exceptions';

/** A part's id in a path; one that is no UUID names no part (404). */
export const PartIdPipe = new ParseIdPipe(() => new PartNotFoundException());

/** A line of parts used on a job; one that is no UUID names no line (404). */
export const JobPartIdPipe = new ParseIdPipe(() => new JobPartNotFoundException());

/** A product's id in a path; one that is no UUID names no product (404). */
export const ProductIdPipe = new ParseIdPipe(() => new ProductNotFoundException());

/** A product unit's id in a path; one that is no UUID names no unit (404). */
export const UnitIdPipe = new ParseIdPipe(() => new UnitNotFoundException());
