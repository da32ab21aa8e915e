import { describe, expect, it } from 'vitest';

import type { DecisionSignal, SearchTermRow, TermDecision } from '../classifier-types.js';
import { countRouteReasons, routeTerms, type RoutingOptions } from './route-terms.js';

/** One invented term of Quillfern's account: how the local classifier decided it, what it cost. */
interface Decided {
  searchTerm: string;
  isExclude: boolean;
  signal: DecisionSignal;
  confidence: number;
  costMicros: number;
}

const OPTIONS: RoutingOptions = {
  unsureBelow: 0.7,
  costlyExclusionShare: 0.01,
  confidentKeepSample: 0,
};

function route(terms: readonly Decided[], options: Partial<RoutingOptions> = {}) {
  const rows: SearchTermRow[] = terms.map(({ searchTerm, costMicros }) => ({
    searchTerm,
    costMicros,
  }));
  const decisions = terms.map(({ searchTerm, isExclude, signal, confidence }): TermDecision => ({
    searchTerm,
    isExclude,
    signal,
    confidence,
    category: 'product',
    reason: `Local reason for "${searchTerm}".`,
  }));
  const routed = routeTerms(rows, decisions, { ...OPTIONS, ...options });
  return routed.map(({ index, reason }) => `${terms[index]!.searchTerm} (${reason})`);
}

const keep = (searchTerm: string, costMicros: number, confidence = 0.9): Decided => ({
  searchTerm,
  isExclude: false,
  signal: 'relevant',
  confidence,
  costMicros,
});

const exclude = (
  searchTerm: string,
  signal: DecisionSignal,
  costMicros: number,
  confidence = 0.85,
): Decided => ({ searchTerm, isExclude: true, signal, confidence, costMicros });

/** The own brand's searches, never routed: most of the spend, so a test's 1% is what it sets. */
const ownBrand = (costMicros: number): Decided => ({
  ...keep('quillfern notebooks', costMicros, 0.92),
  signal: 'own_brand',
});
const BULK = ownBrand(900_000_000);

describe('routeTerms', () => {
  it('routes a decision below unsureBelow and not one at it', () => {
    const terms = [BULK, keep('pen nib sizes', 1_000, 0.69), keep('ink bottle sizes', 1_000, 0.7)];

    expect(route(terms)).toEqual(['pen nib sizes (unsure)']);
    expect(route(terms, { unsureBelow: 0.75 })).toEqual([
      'pen nib sizes (unsure)',
      'ink bottle sizes (unsure)',
    ]);
  });

  it('routes every exclusion on a weak signal, however sure, and not one on a strong signal', () => {
    const terms = [
      BULK,
      exclude('paperloft notebooks', 'competitor', 2_000, 0.88),
      exclude('fountain pens in tromso', 'wrong_location', 3_000),
      exclude('pencil sharpener', 'not_sold', 4_000),
      exclude('garden hose', 'unrelated', 1_000),
      exclude('nib maker apprenticeship', 'job_seeker', 5_000, 0.9),
      exclude('free pen fonts download', 'free_or_pirated', 6_000, 0.8),
    ];

    expect(route(terms)).toEqual([
      'pencil sharpener (weak_exclusion)',
      'fountain pens in tromso (weak_exclusion)',
      'paperloft notebooks (weak_exclusion)',
      'garden hose (weak_exclusion)',
    ]);
  });

  it('routes an exclusion costing 1% of the run or more, whatever its signal', () => {
    // 1% of the run's 1,000,000,000 micros is 10,000,000.
    const terms = [
      ownBrand(970_000_000),
      exclude('nib maker apprenticeship', 'job_seeker', 10_000_000, 0.9),
      exclude('free pen fonts download', 'free_or_pirated', 9_999_999, 0.8),
      keep('gold nib fountain pen', 10_000_001),
    ];

    expect(route(terms)).toEqual(['nib maker apprenticeship (costly_exclusion)']);
    expect(route(terms, { costlyExclusionShare: 0.005 })).toEqual([
      'nib maker apprenticeship (costly_exclusion)',
      'free pen fonts download (costly_exclusion)',
    ]);
  });

  it('never counts a term that cost nothing as costly or samples it, even when the run cost nothing', () => {
    const terms = [
      exclude('nib maker apprenticeship', 'job_seeker', 0, 0.9),
      keep('gold nib fountain pen', 0),
      keep('pen nib sizes', 0, 0.5),
      exclude('paperloft notebooks', 'competitor', 0, 0.88),
    ];

    expect(route(terms, { confidentKeepSample: 5 })).toEqual([
      'pen nib sizes (unsure)',
      'paperloft notebooks (weak_exclusion)',
    ]);
  });

  it('samples the costliest confident keeps, the rows’ order breaking ties', () => {
    const terms = [
      keep('a5 dotted notebook', 2_000),
      keep('gold nib fountain pen', 5_000),
      keep('steel nib fountain pen', 2_000),
      keep('bottled blue ink', 1_000),
      exclude('nib maker apprenticeship', 'job_seeker', 9_000, 0.9),
    ];

    expect(route(terms, { confidentKeepSample: 3, costlyExclusionShare: 1 })).toEqual([
      'gold nib fountain pen (keep_sample)',
      'a5 dotted notebook (keep_sample)',
      'steel nib fountain pen (keep_sample)',
    ]);
    expect(route(terms, { confidentKeepSample: 0, costlyExclusionShare: 1 })).toEqual([]);
  });

  it('puts costly exclusions first, then unsure and weak decisions by cost, then the sample', () => {
    const terms = [
      ownBrand(100_000_000),
      keep('gold nib fountain pen', 9_000_000),
      keep('pen nib sizes', 400_000, 0.5),
      exclude('paperloft notebooks', 'competitor', 600_000, 0.88),
      exclude('nib maker apprenticeship', 'job_seeker', 2_000_000, 0.9),
      keep('ink bottle sizes', 500_000, 0.6),
    ];

    expect(route(terms, { confidentKeepSample: 1 })).toEqual([
      'nib maker apprenticeship (costly_exclusion)',
      'paperloft notebooks (weak_exclusion)',
      'ink bottle sizes (unsure)',
      'pen nib sizes (unsure)',
      'gold nib fountain pen (keep_sample)',
    ]);
  });

  it('never routes the own brand or the user’s examples, however costly or unsure', () => {
    const terms = [
      { ...ownBrand(900_000_000), confidence: 0.5 },
      exclude('fountain pen repair shop', 'example', 100_000_000, 0.97),
      keep('gold nib fountain pen', 1_000_000),
    ];

    expect(route(terms, { confidentKeepSample: 5 })).toEqual([
      'gold nib fountain pen (keep_sample)',
    ]);
  });

  it('counts the routed terms by reason', () => {
    expect(
      countRouteReasons([
        { index: 0, reason: 'unsure' },
        { index: 1, reason: 'unsure' },
        { index: 2, reason: 'keep_sample' },
      ]),
    ).toEqual({ costly_exclusion: 0, unsure: 2, weak_exclusion: 0, keep_sample: 1 });
  });
});
