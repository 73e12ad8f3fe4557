import { InitialSchema1763760000000 } from './1763760000000-initial-schema';

/** Every migration, in order; the schema comes only from these. */
export const MIGRATIONS = [InitialSchema1763760000000];
