import { WARRANTY_DAYS_MAX } from '@repair-shop/contracts';

/** A warranty is whole days, from 0 (none) to WARRANTY_DAYS_MAX. */
export const INVALID_WARRANTY_DAYS = `Shkruani numrin e ditëve, nga 0 deri në ${WARRANTY_DAYS_MAX}.`;
