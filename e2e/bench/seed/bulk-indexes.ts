import type { Client } from 'pg';

export interface IndexDefinition {
  name: string;
  definition: string;
}

/**
 * Loading 2.1 million jobs into tables whose indexes (a trigram GIN among them) are updated row by
 * row takes far longer than building the indexes once afterwards. The secondary indexes the
 * migrations made are dropped and rebuilt from their own definitions (pg_get_indexdef), so the
 * schema stays exactly the migrations' own.
 */
export async function dropSecondaryIndexes(db: Client, tables: string[]): Promise<IndexDefinition[]> {
  const { rows } = await db.query<IndexDefinition>(
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
       FROM pg_index i
      WHERE i.indrelid = ANY ($1::regclass[])
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)
      ORDER BY 1`,
    [tables],
  );
  for (const index of rows) await db.query(`DROP INDEX ${index.name}`);
  return rows;
}

export async function createIndexes(
  db: Client,
  indexes: IndexDefinition[],
  log: (message: string) => void,
): Promise<void> {
  for (const index of indexes) {
    const started = Date.now();
    await db.query(index.definition);
    log(`  index ${index.name} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  }
}
