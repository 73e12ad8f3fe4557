import type { DataSource, EntityManager } from 'typeorm';
import type { JobCategory } from '@repair-shop/contracts';
import { preparedQuery } from '../../../database/prepared-queries';

/** How often the shop chose each category for a description with the word. */
export interface LearnedTerm {
  term: string;
  category: JobCategory;
  weight: number;
}

/** The shop's learned weights of these words (one indexed read of at most 30 keys). */
export async function learnedTerms(
  db: DataSource | EntityManager,
  businessId: string,
  terms: string[],
): Promise<LearnedTerm[]> {
  if (terms.length === 0) return [];
  return preparedQuery<LearnedTerm>(
    db,
    `SELECT term, category, weight FROM category_terms WHERE business_id = $1 AND term = ANY($2::varchar[])`,
    [businessId, terms],
  );
}

/**
 * One more choice of `categories[i]` (or of the one category given) for each `terms[i]`; rows sorted, so that two
 * writers lock them in one order.
 */
export async function learnTerms(
  manager: EntityManager,
  businessId: string,
  terms: string[],
  categories: JobCategory[],
): Promise<void> {
  if (terms.length === 0) return;
  const each = categories.length === 1 ? terms.map(() => categories[0]!) : categories;
  await preparedQuery(
    manager,
    `INSERT INTO category_terms (business_id, term, category, weight)
     SELECT $1, term, category, count(*) FROM unnest($2::varchar[], $3::varchar[]) AS c (term, category)
      GROUP BY term, category ORDER BY term, category
     ON CONFLICT (business_id, term, category) DO UPDATE SET weight = category_terms.weight + EXCLUDED.weight`,
    [businessId, terms, each],
  );
}
