import { QueryFailedError } from 'typeorm';

/** A unique index refused the row: two writers wanted the same value at the same moment. */
export const isUniqueViolation = (error: unknown): boolean =>
  error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '23505';
