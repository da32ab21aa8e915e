import { createHash } from 'node:crypto';

import type { ClassifierBrief, TermCategory } from '../classifier-types.js';

/** A model's answer on one term, as kept between runs. */
export interface CachedModelAnswer {
  isExclude: boolean;
  category: TermCategory;
  reason: string;
  confidence: number;
}

/**
 * Map-like, so a `Map` works in a process and a store (a table, Redis) can be injected for
 * answers that outlive it. Only `get` and `set` are used.
 */
export interface ClassifierCache {
  get(key: string): CachedModelAnswer | undefined;
  set(key: string, answer: CachedModelAnswer): unknown;
}

/**
 * Bumped when the prompt or the answer's meaning changes: answers to an older prompt are then
 * never reused. 2: the terms go as a JSON array marked as data, never instructions.
 */
const PROMPT_VERSION = 2;

/**
 * A hash of everything that can change a model's answer for a term: the brief's content, the
 * model and the prompt. Editing a rule or an example makes a new version, so old answers are not
 * reused; saving the same brief again does not.
 */
export function computeBriefVersion(brief: ClassifierBrief, model: string): string {
  const content = {
    promptVersion: PROMPT_VERSION,
    model,
    name: brief.name,
    website: brief.website,
    shortDescription: brief.shortDescription,
    competitors: brief.competitorsList,
    products: brief.products.map(({ name, description }) => [name, description]),
    rules: brief.rules.map(({ description }) => description),
    examples: brief.examples.map((example) => [
      example.searchTerm,
      example.isExclude,
      example.category,
    ]),
  };
  return createHash('sha256').update(JSON.stringify(content)).digest('hex').slice(0, 32);
}

/**
 * Case, width and spacing only: punctuation can carry meaning ("c++ course"), so it stays and
 * close variants are the hybrid's business, not the cache's.
 */
export function normaliseSearchTerm(searchTerm: string): string {
  return searchTerm.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * The second opinion on a costly term (the hybrid's "ask twice") has its own slot, so it too is
 * asked at most once per brief version.
 */
export function buildCacheKey(
  briefVersion: string,
  normalisedTerm: string,
  opinion: 'first' | 'second',
): string {
  return `${briefVersion}:${opinion}:${normalisedTerm}`;
}
