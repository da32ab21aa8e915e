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

export interface HybridBudget {
  /** Terms sent to the model per run, second opinions included (default 2,000). */
  maxModelTerms?: number;
  /** Prompt and completion tokens per run: no batch is sent once they are reached. */
  maxTokens?: number;
}

export interface HybridClassifierOptions {
  local: SearchTermClassifier;
  model: Pick<OpenAiClassifier, 'classify' | 'lastUsage' | 'batchSize'>;
  budget?: HybridBudget;
  /** A local decision below this confidence goes to the model (default 0.7). */
  unsureBelow?: number;
  /**
   * A term costing at least this (micros) is costly: a model answer that flips its local decision
   * is asked for twice. Default: the 90th percentile of the run's cost.
   */
  costlyMicros?: number;
}

/** How many terms each path decided in a run, and what the model cost. */
export interface HybridRunReport {
  decidedBy: { local: number; model: number; propagated: number; needsReview: number };
  model: ModelUsage;
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
const COSTLY_PERCENTILE = 0.9;

/**
 * The local classifier decides every term; the model is asked only about the ones the local
 * classifier is unsure of, the costliest first, within the run's budget. A model answer carries
 * over to the close variants of its term that were not sent (a variant of a term already chosen
 * is not sent at all). A model answer that would flip a costly local decision is asked for a
 * second time; two answers that disagree keep the local decision, marked for a person.
 * (`brief` is the local and model classifiers' own; it is taken for the shared factory shape.)
 */
export function createHybridClassifier(
  _brief: ClassifierBrief,
  options: HybridClassifierOptions,
): HybridClassifier {
  const unsureBelow = options.unsureBelow ?? DEFAULT_UNSURE_BELOW;
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

    const unsure = rows
      .map((_, index) => index)
      .filter((index) => localDecisions[index]!.confidence < unsureBelow)
      .sort((a, b) => costOf(b) - costOf(a));
    const selected: number[] = [];
    const selectedVariants = new CloseVariantIndex<number>();
    for (const index of unsure) {
      if (selected.length >= maxModelTerms) break;
      const searchTerm = rows[index]!.searchTerm;
      if (selectedVariants.find(searchTerm).length > 0) continue;
      selected.push(index);
      selectedVariants.add(searchTerm, index);
    }

    const usage: ModelUsage = { calls: 0, promptTokens: 0, completionTokens: 0 };
    let termsSent = 0;
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
        termsSent += batch.length;
      }
      return answers;
    }

    const firstAnswers = await ask(selected, 'first');
    const flips = new Set(
      [...firstAnswers]
        .filter(
          ([index, answer]) =>
            isCostly(index) && answer.isExclude !== localDecisions[index]!.isExclude,
        )
        .map(([index]) => index),
    );
    const secondAnswers = await ask(
      [...flips].slice(0, Math.max(0, maxModelTerms - termsSent)),
      'second',
    );

    const decisions = [...localDecisions];
    const decidedBy = { local: 0, model: 0, propagated: 0, needsReview: 0 };
    const modelVariants = new CloseVariantIndex<number>();
    for (const [index, answer] of firstAnswers) {
      const local = keptLocal(localDecisions[index]!);
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
    for (const index of unsure) {
      if (firstAnswers.has(index)) continue;
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
    report = { decidedBy, model: usage };
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
