/**
 * A backup is one gzip-compressed text file: a manifest line (JSON), then each table's rows as
 * PostgreSQL's COPY text (one row per line), each table introduced by `@table <name>` and closed by `\.`.
 */
export const BACKUP_FORMAT = 'servisi-backup';
export const BACKUP_VERSION = 1;

export interface BackupTable {
  name: string;
  /** The columns written (generated columns are left out: the database computes them again). */
  columns: string[];
  rows: number;
}

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  createdAt: string;
  /** The schema's migrations when the backup was taken; a restore migrates to exactly these first. */
  migrations: string[];
  /** In the order they are restored: a table after every table it refers to. */
  tables: BackupTable[];
}

export const TABLE_LINE = '@table ';
export const END_OF_TABLE = '\\.';

/** Counters of requests: not data, and meaningless on another day. */
export const TABLES_NOT_BACKED_UP = new Set(['migrations', 'rate_limits']);
