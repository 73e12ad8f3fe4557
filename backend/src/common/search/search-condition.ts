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

/** The folded `column` holds the folded text of the placeholder `pattern` (a LIKE-escaped term). */
const holdsFolded = (column: string, pattern: string): string =>
  `${column} LIKE '%' || servisi_fold(${pattern}) || '%'`;

/** The folded `column` holds the term as typed, without accents or case ("cek" is in "çeku"). */
export function foldedContains(column: string, term: string, params: SqlParams): string {
  return holdsFolded(column, params.add(escapeLike(term)));
}

/** Where a search's table names its shop: the column, and the placeholder of the caller's shop (a uuid). */
export interface SearchShop {
  column: string;
  id: string;
}

/**
 * Matches a `search_text` column against what the user typed. Such a column (generated, see the
 * migration 1763800000000) reads "phone key␟name␟device" with chr(31) as ␟: the national digits of the
 * phone, then the name and the IMEI or serial folded by servisi_fold (lower case, no accents). Names
 * match without accents or case; a term written like a phone number also matches the phone part on its
 * national form, so "+383 49 111 222", "049111222" and "049 111" all find "049 111 222", while an IMEI
 * that happens to hold the same digits is found only when they are typed as they are.
 *
 * The condition scopes the rows to the shop itself; the caller adds no other condition on the shop. The
 * index is the shop's own search keys (servisi_shop_trigrams, migration 1764200000000): the term's keys,
 * which every matching text holds, find the shop's candidates and the LIKE decides. The keys are computed
 * once, when the statement is planned with its values (so never run it as a named prepared statement,
 * whose generic plan would keep both arms), and only the arm that applies is kept. With keys, the shop is checked on the candidates as text: an indexable shop condition beside them
 * would make PostgreSQL intersect the keys' few rows with every row of the shop's other indexes, as it
 * cannot know the keys already belong to the shop. A term with none (fewer than three characters in a
 * word) is matched on the shop's rows.
 */
export function searchCondition(column: string, term: string, params: SqlParams, shop: SearchShop): string {
  // The escaping adds only characters that separate words, so the keys are the term's own.
  const typed = params.add(escapeLike(term));
  const asTyped = holdsFolded(column, typed);
  const folded = `servisi_fold(${typed})`;
  let keys = `servisi_shop_trigrams(${shop.id}, ${folded})`;
  let matches = asTyped;
  // Plain local digits are their own national form: the search as typed finds them in the phone too.
  if (writtenLikePhone(term) && !isOwnPhoneKey(term)) {
    const phoneKey = `servisi_phone_key(${params.add(term)})`;
    // A match of either form holds the keys both forms share.
    keys = `servisi_common_shop_trigrams(${shop.id}, ${folded}, ${phoneKey})`;
    matches = `(${asTyped} OR ${column} LIKE '%' || ${phoneKey} || '%' || chr(31) || '%' || chr(31) || '%')`;
  }
  const keyed = `servisi_shop_trigrams(${shop.column}, ${column}) @> ${keys} AND ${shop.column}::text = ${shop.id}::uuid::text`;
  return `((cardinality(${keys}) > 0 AND ${keyed} AND ${matches}) OR (cardinality(${keys}) = 0 AND ${shop.column} = ${shop.id} AND ${matches}))`;
}
