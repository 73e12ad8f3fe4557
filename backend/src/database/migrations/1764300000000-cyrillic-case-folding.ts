import { MigrationInterface, QueryRunner } from 'typeorm';
import { ACCENTED, PLAIN } from './1763800000000-scale-lists-and-aggregates';

/** Code points from `first` to `last`, as a string. */
const codePoints = (first: number, last: number): string =>
  String.fromCodePoint(...Array.from({ length: last - first + 1 }, (_, index) => first + index));

/** Upper-case Cyrillic letters (Ѐ–Џ, А–Я: Macedonian, Serbian, Bulgarian, Russian…) and their lower case. */
const CYRILLIC_UPPER = codePoints(0x400, 0x42f);
const CYRILLIC_LOWER = codePoints(0x450, 0x45f) + codePoints(0x430, 0x44f);

/** The rows whose folded search columns hold an upper-case Cyrillic letter, and a no-op update that recomputes them. */
const RECOMPUTE = [
  `UPDATE jobs SET client_name = client_name WHERE concat(client_name, device_imei) ~ '[${CYRILLIC_UPPER}]'`,
  `UPDATE clients SET name = name WHERE name ~ '[${CYRILLIC_UPPER}]'`,
  `UPDATE parts SET name = name WHERE concat(name, code) ~ '[${CYRILLIC_UPPER}]'`,
  `UPDATE users SET first_name = first_name WHERE concat(first_name, last_name, email) ~ '[${CYRILLIC_UPPER}]'`,
  `UPDATE businesses SET name = name WHERE concat(name, city) ~ '[${CYRILLIC_UPPER}]'`,
];

const foldFunction = (from: string, to: string): string => `
  CREATE OR REPLACE FUNCTION servisi_fold(text) RETURNS text
    LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
    AS $$ SELECT lower(translate($1, '${from}', '${to}')) $$`;

/**
 * Searches fold Cyrillic case whatever the database's locale. lower() folds only what the locale knows:
 * the embedded PostgreSQL is created with the C locale, where "Трајковски" stayed as typed and
 * "трајков" did not find it (North Macedonia's clients are often written in Cyrillic). The letters are
 * mapped to lower case before lower(), and the search columns of the rows that hold one are computed
 * again (a generated column is recomputed when its row is updated). A database not in UTF-8 holds no
 * Cyrillic letters as characters and keeps its folding.
 */
export class CyrillicCaseFolding1764300000000 implements MigrationInterface {
  name = 'CyrillicCaseFolding1764300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    if (!(await isUtf8(queryRunner))) return;
    await queryRunner.query(foldFunction(ACCENTED + CYRILLIC_UPPER, PLAIN + CYRILLIC_LOWER));
    for (const statement of RECOMPUTE) await queryRunner.query(statement);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    if (!(await isUtf8(queryRunner))) return;
    await queryRunner.query(foldFunction(ACCENTED, PLAIN));
    for (const statement of RECOMPUTE) await queryRunner.query(statement);
  }
}

async function isUtf8(queryRunner: QueryRunner): Promise<boolean> {
  const [{ server_encoding: encoding }] = await queryRunner.query(`SHOW server_encoding`);
  return encoding === 'UTF8';
}
