import type { CisFaultError } from '../albania/cis-errors';

/** A CIS refusal in a sentence the shop reads: what was refused in Albanian, then the CIS's code and its words. */
export const cisRefusalWords = (refused: string, error: CisFaultError): string =>
  `Sistemi i tatimeve refuzoi ${refused} (kodi ${error.code || 'pa kod'}): ${error.text || 'pa shpjegim'}.`;
