import { writtenLikePhone } from '../validation/is-phone-like';

/** Collects the parameters of a SQL statement built in pieces; `add` answers the placeholder ($n). */
export class SqlParams {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** Digits only, without a country code or 00 in front: servisi_phone_key would answer them unchanged. */
function isOwnPhoneKey(term: string): boolean {
  return /^\d+$/.test(term) && !/^(00|383|355|389)/.test(term);
}

/** The text as a LIKE pattern matches it literally (its %, _ and \\ escaped). */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** The folded `column` holds the term as typed, without accents or case ("cek" is in "çeku"). */
export function foldedContains(column: string, term: string, params: SqlParams): string {
  return `${column} LIKE '%' || servisi_fold(${params.add(escapeLike(term))}) || '%'`;
}

/**
 * Matches a `search_text` column against what the user typed. Such a column (generated, see the
 * migration 1763800000000) reads "phone key␟name␟device" with chr(31) as ␟: the national digits of the
 * phone, then the name and the IMEI or serial folded by servisi_fold (lower case, no accents). Names
 * match without accents or case; a term written like a phone number also matches the phone part on its
 * national form, so "+383 49 111 222", "049111222" and "049 111" all find "049 111 222", while an IMEI
 * that happens to hold the same digits is found only when they are typed as they are. The per-shop
 * trigram index serves every form.
 */
export function searchCondition(column: string, term: string, params: SqlParams): string {
  const asTyped = foldedContains(column, term, params);
  // Plain local digits are their own national form: the search as typed finds them in the phone too.
  if (!writtenLikePhone(term) || isOwnPhoneKey(term)) return asTyped;
  const phonePart = `${column} LIKE '%' || servisi_phone_key(${params.add(term)}) || '%' || chr(31) || '%' || chr(31) || '%'`;
  return `(${asTyped} OR ${phonePart})`;
}
