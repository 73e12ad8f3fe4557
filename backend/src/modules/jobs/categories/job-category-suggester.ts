import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { categoryWordCounts, pickCategory, tellingWords, type JobCategory } from '@repair-shop/contracts';
import { learnTerms, learnedTerms, type LearnedTerm } from './category-terms.repository';

/** A word counts for the shop once it was chosen this many times; before that one choice could mislead. */
const LEARNED_AFTER = 2;
/** What a word the shop chose consistently weighs against one built-in word (1): the shop's habit wins. */
const LEARNED_WEIGHT = 2;

/**
 * The built-in word counts plus, for each word the shop has taught, LEARNED_WEIGHT × the share of its choices
 * that went to each category (a word chosen for many categories tells little).
 */
export function suggestFromScores(description: string, learned: LearnedTerm[]): JobCategory {
  const scores = new Map(categoryWordCounts(description));
  const totals = new Map<string, number>();
  for (const { term, weight } of learned) totals.set(term, (totals.get(term) ?? 0) + weight);
  for (const { term, category, weight } of learned) {
    const total = totals.get(term)!;
    if (total < LEARNED_AFTER) continue;
    scores.set(category, (scores.get(category) ?? 0) + (LEARNED_WEIGHT * weight) / total);
  }
  return pickCategory(scores);
}

/** A job's category from its description, as the shop has taught it; and the lesson of a person's choice. */
@Injectable()
export class JobCategorySuggester {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async suggest(businessId: string, description: string, manager?: EntityManager): Promise<JobCategory> {
    const learned = await learnedTerms(manager ?? this.dataSource, businessId, tellingWords(description));
    return suggestFromScores(description, learned);
  }

  /** The suggestions for many descriptions (an import), from one read of the shop's words. */
  async suggestMany(manager: EntityManager, businessId: string, descriptions: string[]): Promise<JobCategory[]> {
    const words = descriptions.map(tellingWords);
    const learned = await learnedTerms(manager, businessId, [...new Set(words.flat())]);
    const byTerm = new Map<string, LearnedTerm[]>();
    for (const term of learned) byTerm.set(term.term, [...(byTerm.get(term.term) ?? []), term]);
    return descriptions.map((description, index) =>
      suggestFromScores(
        description,
        words[index]!.flatMap((word) => byTerm.get(word) ?? []),
      ),
    );
  }

  /** A person chose `category` for a job with this description: in the job write's transaction. */
  async learn(manager: EntityManager, businessId: string, description: string, category: JobCategory): Promise<void> {
    await learnTerms(manager, businessId, tellingWords(description), [category]);
  }

  /** The lessons of many choices at once (an imported file's categories), in one statement. */
  async learnMany(
    manager: EntityManager,
    businessId: string,
    choices: { description: string; category: JobCategory }[],
  ): Promise<void> {
    const terms = choices.flatMap(({ description }) => tellingWords(description));
    const categories = choices.flatMap(({ description, category }) => tellingWords(description).map(() => category));
    await learnTerms(manager, businessId, terms, categories);
  }
}
