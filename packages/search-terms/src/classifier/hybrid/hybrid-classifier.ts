import type {
  ClassifierBrief,
  SearchTermClassifier,
  SearchTermRow,
  TermDecision,
} from '../classifier-types.js';
import type { ModelUsage, OpenAiClassifier } from '../openai/openai-classifier.js';
import { keepWhatConverted } from '../review-decisions.js';
import { CloseVariantIndex } from './close-variants.js';
import { percentileOf } from './percentile.js';
import { findMassExclusionFlips, type MassFlipRule } from './mass-flip.js';
import {
  countRouteReasons,
  PROTECTED_SIGNALS,
  routeTerms,
  type RouteReason,
} from './route-terms.js';

export interface HybridBudget {
  /** Terms sent to the model per run, second opinions included (default 2,000). */
  maxModelTerms?: number;
  /** Prompt and completion tokens per run: no batch is sent once they are reached. */
  maxTokens?: number;
}

/**
 * What the hybrid asks: the OpenAI-compatible classifier, or anything answering the same way (the
 * evaluation's label oracle). Its answers are cached by brief version and term, so asking again
 * about a term of the same brief costs nothing and answers the same.
 */
export type HybridModel = Pick<OpenAiClassifier, 'classify' | 'lastUsage' | 'batchSize'>;

export interface HybridClassifierOptions {
  local: SearchTermClassifier;
  model: HybridModel;
  budget?: HybridBudget;
  /** A local decision below this confidence goes to the model (default 0.7). */
  unsureBelow?: number;
  /**
   * A local exclusion costing at least this share of the run's spend goes to the model, however
   * sure (default 0.01: 1%).
   */
  costlyExclusionShare?: number;
  /** How many of the costliest confident keeps go to the model as a check (default 50). */
  confidentKeepSample?: number;
  /**
   * A term costing at least this (micros) is costly: a model answer that flips its local decision
   * is asked for twice. Default: the 90th percentile of the run's cost.
   */
  costlyMicros?: number;
  /**
   * When the model's answers flip so many local keeps to exclude that they are not trusted
   * (default: more than half of at least 10 terms asked).
   */
  massFlip?: MassFlipRule;
}

/** How many terms each path decided in a run, what was asked of the model and what it cost. */
export interface HybridRunReport {
  decidedBy: { local: number; model: number; propagated: number; needsReview: number };
  /** The terms routed to the model by reason, before the budget and close variants thinned them. */
  routed: Record<RouteReason, number>;
  /**
   * Terms the model was asked about: first answers and second opinions. A term its cache answered
   * counts (it is asked, not paid for: `model` says what was paid); a close variant does not.
   */
  asked: { first: number; second: number };
  model: ModelUsage;
  /**
   * Set when the model flipped unusually many local keeps to exclude (a hostile or broken model,
   * or a prompt injection): those flips were not applied but left as keeps for a person.
   */
  flagged?: { exclusionFlips: number; asked: number };
}

export interface HybridClassifier extends SearchTermClassifier {
  readonly provider: 'hybrid';
  classifyWithReport(
    rows: readonly SearchTermRow[],
  ): Promise<{ decisions: TermDecision[]; report: HybridRunReport }>;
  /** The report of the last completed run, if any. */
  lastReport(): HybridRunReport | undefined;
}

const DEFAULT_UNSURE_BELOW = 0.7;
const DEFAULT_MAX_MODEL_TERMS = 2_000;
const DEFAULT_COSTLY_EXCLUSION_SHARE = 0.01;
const DEFAULT_CONFIDENT_KEEP_SAMPLE = 50;
const COSTLY_PERCENTILE = 0.9;
const MASS_FLIP_REASON =
  "Kept for review: the AI model's answers were unusually different from the local reading " +
  '(it wanted to exclude most of the terms it was asked about), so a person should review them.';

/**
 * The local classifier decides every term; the model is asked about the risky ones (costly
 * exclusions, unsure decisions, exclusions on a weak signal, a sample of the costliest confident
 * keeps: `routeTerms`), the riskiest money first, within the run's budget. A model answer carries
 * over to the routed close variants of its term that were not sent (a variant of a term already
 * chosen is not sent at all); a confident decision nobody routed stays the local one. A model
 * answer that would flip a costly local decision is asked for a second time; two answers that
 * disagree keep the local decision, marked for a person. The own brand and the user's examples
 * are never routed, and a model answer is never applied over them. A model that flips unusually
 * many keeps to exclude (`findMassExclusionFlips`) is not trusted: those flips stay keeps, marked
 * for a person, and the report is `flagged`. (`brief` is the local and model classifiers' own; it is taken for the shared
 * factory shape.)
 */
export function createHybridClassifier(
  _brief: ClassifierBrief,
  options: HybridClassifierOptions,
): HybridClassifier {
  const routing = {
    unsureBelow: options.unsureBelow ?? DEFAULT_UNSURE_BELOW,
    costlyExclusionShare: options.costlyExclusionShare ?? DEFAULT_COSTLY_EXCLUSION_SHARE,
    confidentKeepSample: options.confidentKeepSample ?? DEFAULT_CONFIDENT_KEEP_SAMPLE,
  };
  const maxModelTerms = options.budget?.maxModelTerms ?? DEFAULT_MAX_MODEL_TERMS;
  const maxTokens = options.budget?.maxTokens ?? Number.POSITIVE_INFINITY;
  let report: HybridRunReport | undefined;

  async function classifyWithReport(rows: readonly SearchTermRow[]) {
    report = undefined;
    const localDecisions = await options.local.classify(rows);
    const costOf = (index: number) => rows[index]?.costMicros ?? 0;
    const costlyMicros =
      options.costlyMicros ??
      percentileOf(
        rows.map((row) => row.costMicros ?? 0),
        COSTLY_PERCENTILE,
      );
    const isCostly = (index: number) => costOf(index) > 0 && costOf(index) >= costlyMicros;

    const routedTerms = routeTerms(rows, localDecisions, routing);
    const routed = routedTerms.map(({ index }) => index);
    const selected: number[] = [];
    const selectedVariants = new CloseVariantIndex<number>();
    for (const index of routed) {
      if (selected.length >= maxModelTerms) break;
      const searchTerm = rows[index]!.searchTerm;
      if (selectedVariants.find(searchTerm).length > 0) continue;
      selected.push(index);
      selectedVariants.add(searchTerm, index);
    }

    const usage: ModelUsage = { calls: 0, promptTokens: 0, completionTokens: 0 };
    const asked = { first: 0, second: 0 };
    /** Sends batches until the token budget is reached; returns the answers by row index. */
    async function ask(indexes: readonly number[], opinion: 'first' | 'second') {
      const answers = new Map<number, TermDecision>();
      for (let start = 0; start < indexes.length; start += options.model.batchSize) {
        if (usage.promptTokens + usage.completionTokens >= maxTokens) break;
        const batch = indexes.slice(start, start + options.model.batchSize);
        try {
          const decisions = await options.model.classify(
            batch.map((index) => rows[index]!),
            { opinion },
          );
          batch.forEach((index, position) => answers.set(index, decisions[position]!));
        } finally {
          const { calls, promptTokens, completionTokens } = options.model.lastUsage();
          usage.calls += calls;
          usage.promptTokens += promptTokens;
          usage.completionTokens += completionTokens;
        }
        asked[opinion] += batch.length;
      }
      return answers;
    }

    const firstAnswers = await ask(selected, 'first');
    // Not trusted, so not paid for twice: held back before second opinions are asked.
    const heldBack = findMassExclusionFlips(firstAnswers, localDecisions, options.massFlip);
    const flips = new Set(
      [...firstAnswers]
        .filter(
          ([index, answer]) =>
            !heldBack.has(index) &&
            isCostly(index) &&
            answer.isExclude !== localDecisions[index]!.isExclude,
        )
        .map(([index]) => index),
    );
    const secondAnswers = await ask(
      [...flips].slice(0, Math.max(0, maxModelTerms - asked.first)),
      'second',
    );

    const decisions = [...localDecisions];
    const decidedBy = { local: 0, model: 0, propagated: 0, needsReview: 0 };
    const modelVariants = new CloseVariantIndex<number>();
    for (const [index, answer] of firstAnswers) {
      const local = keptLocal(localDecisions[index]!);
      // DESIGN §7: never routed, and never overridden should routing change.
      if (PROTECTED_SIGNALS.has(local.signal)) continue;
      if (heldBack.has(index)) {
        decisions[index] = {
          ...localDecisions[index]!,
          reason: `${MASS_FLIP_REASON} ${local.reason}`,
          needsReview: true,
          local,
        };
        decidedBy.needsReview += 1;
        continue;
      }
      // A flip the budget left unconfirmed is as open as one the model contradicted.
      const isDisputed =
        flips.has(index) && secondAnswers.get(index)?.isExclude !== answer.isExclude;
      if (isDisputed) {
        decisions[index] = { ...localDecisions[index]!, needsReview: true, local };
        decidedBy.needsReview += 1;
        continue;
      }
      decisions[index] = { ...answer, local };
      modelVariants.add(answer.searchTerm, index);
      decidedBy.model += 1;
    }
    for (const index of routed) {
      if (firstAnswers.has(index)) continue;
      if (PROTECTED_SIGNALS.has(localDecisions[index]!.signal)) continue;
      const [source] = modelVariants.find(rows[index]!.searchTerm);
      if (source === undefined) continue;
      const answer = decisions[source]!;
      decisions[index] = {
        searchTerm: rows[index]!.searchTerm,
        isExclude: answer.isExclude,
        category: answer.category,
        confidence: answer.confidence,
        reason: `As for its close variant "${answer.searchTerm}": ${answer.reason}`,
        signal: 'model',
        local: keptLocal(localDecisions[index]!),
      };
      decidedBy.propagated += 1;
    }
    // A model's exclusion is as automatic as the local one's: a term that converted stays.
    decisions.forEach((decided, index) => {
      decisions[index] = keepWhatConverted(decided, rows[index]!);
    });
    decidedBy.local = rows.length - decidedBy.model - decidedBy.propagated - decidedBy.needsReview;
    report = { decidedBy, routed: countRouteReasons(routedTerms), asked, model: usage };
    if (heldBack.size > 0) {
      report.flagged = { exclusionFlips: heldBack.size, asked: firstAnswers.size };
    }
    return { decisions, report };
  }

  return {
    provider: 'hybrid',
    classifyWithReport,
    lastReport: () => report,
    classify: async (rows) => (await classifyWithReport(rows)).decisions,
  };
}

function keptLocal(decision: TermDecision): NonNullable<TermDecision['local']> {
  const { isExclude, category, reason, confidence, signal } = decision;
  return { isExclude, category, reason, confidence, signal };
}
