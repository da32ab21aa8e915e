import type { DecisionSignal } from '../classifier/classifier-types.js';
import type { EvaluatedTerm } from './pair-decisions.js';
import { scoreDecisions } from './score-decisions.js';

// How often each of the local classifier's signals is right, measured on labelled advertisers:
// the confidence a decision carries is that measured share, not a number written by hand, and
// the reliability table shows whether confidence bands keep their word.

/** Fewer decisions than this say too little: the signal keeps the cautious default. */
export const MIN_MEASURED_DECISIONS = 20;
/** What a signal with too few decisions is worth: below the hybrid's threshold, so it is asked. */
export const UNMEASURED_CONFIDENCE = 0.6;

export interface SignalMeasure {
  decisions: number;
  correct: number;
  /** correct / decisions, three decimals; the cautious default when too few were measured. */
  confidence: number;
}

export interface SignalConfidenceTable {
  exclude: Partial<Record<DecisionSignal, SignalMeasure>>;
  keep: Partial<Record<DecisionSignal, SignalMeasure>>;
}

/**
 * The share of each signal's decisions the labels agree with, for exclusions and keeps apart.
 * Terms left for review and the brief's own examples are not the rules' judgement: left out.
 */
export function measureSignalConfidence(terms: readonly EvaluatedTerm[]): SignalConfidenceTable {
  const table: SignalConfidenceTable = { exclude: {}, keep: {} };
  for (const { decision, label } of terms) {
    if (decision.needsReview || decision.signal === 'example') continue;
    const side = decision.isExclude ? table.exclude : table.keep;
    const measure = (side[decision.signal] ??= { decisions: 0, correct: 0, confidence: 0 });
    measure.decisions += 1;
    if (label.isExclude === decision.isExclude) measure.correct += 1;
  }
  for (const side of [table.exclude, table.keep]) {
    for (const measure of Object.values(side)) {
      measure.confidence =
        measure.decisions >= MIN_MEASURED_DECISIONS
          ? Math.round((measure.correct / measure.decisions) * 1000) / 1000
          : UNMEASURED_CONFIDENCE;
    }
  }
  return table;
}

export interface ReliabilityBand {
  /** The band's lower bound, inclusive (0.5 covers 0.5 ≤ confidence < 0.6). */
  from: number;
  to: number;
  decisions: number;
  /** The share of the band's decisions the labels agree with; null for an empty band. */
  observed: number | null;
}

const BAND_EDGES = [0, 0.5, 0.6, 0.7, 0.8, 0.9, 0.95, 1.0001];

/** Decisions by confidence band, with the share of each the labels agree with. */
export function reliabilityBands(terms: readonly EvaluatedTerm[]): ReliabilityBand[] {
  return BAND_EDGES.slice(0, -1).map((from, index) => {
    const to = BAND_EDGES[index + 1]!;
    const inBand = terms.filter(
      ({ decision }) => decision.confidence >= from && decision.confidence < to,
    );
    const correct = inBand.filter(({ decision, label }) => decision.isExclude === label.isExclude);
    return {
      from,
      to: Math.min(to, 1),
      decisions: inBand.length,
      observed:
        inBand.length === 0 ? null : Math.round((correct.length / inBand.length) * 1000) / 1000,
    };
  });
}

/** The reliability table as the eval prints it: one line per band. */
export function formatReliabilityTable(bands: readonly ReliabilityBand[]): string[] {
  return [
    'reliability: confidence band -> decisions, observed agreement with the labels',
    ...bands.map(
      ({ from, to, decisions, observed }) =>
        `  ${from.toFixed(2)}–${to.toFixed(2)}: ${String(decisions).padStart(5)} decisions, ${observed === null ? '  –  ' : observed.toFixed(3)}`,
    ),
  ];
}

/** One labelled file's figures as the quality ratchet records them (three decimals). */
export interface QualityFigures {
  precision: number;
  recall: number;
  costPrecision: number;
}

export function qualityFigures(terms: readonly EvaluatedTerm[]): QualityFigures {
  const score = scoreDecisions(terms);
  const round = (value: number) => Math.round(value * 1000) / 1000;
  return {
    precision: round(score.exclusion.precision),
    recall: round(score.exclusion.recall),
    costPrecision: round(score.costWeighted.precision),
  };
}
