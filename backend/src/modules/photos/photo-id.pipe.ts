import { ParseIdPipe } from '../../common/pipes/parse-id.pipe';
import { PhotoNotFoundException } from './photos.exceptions';

/** A photo's id in a path; no UUID, no photo (404). */
export const PhotoIdPipe = new ParseIdPipe(() => new PhotoNotFoundException());
