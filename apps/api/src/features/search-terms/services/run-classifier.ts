import {
  createHybridClassifier,
  createLocalClassifier,
  createOpenAiClassifier,
  type ClassifierBrief,
  type HybridRunReport,
  type ModelUsage,
  type SearchTermRow,
  type TermDecision,
} from '@utmost/search-terms';
import type { AiConfig, OpenAiSettings, TokenPrices } from '../../../core/config/ai-config.js';
import type { Logger } from '../../../core/logging/logger.js';
import type { StoredModelUsage } from '../schema.js';
import { modelAnswerCacheFor } from './model-answer-cache.js';

// The classifier of one search-term run: the local one (DESIGN §7, the default), or with a model
// configured the hybrid, whose model hears about the risky terms (costly or weak exclusions, the
// local reading's unsure and review keeps, a sample of costly keeps), riskiest money first,
// within the run's budget. A hybrid run also says what the model cost. The model's answers are
// kept per organization between runs, so a second run of the same brief pays for no term again.

export interface RunClassification {
  decisions: TermDecision[];
  /** Null for a local run. */
  model: StoredModelUsage | null;
}

export interface RunClassifier {
  classify(rows: readonly SearchTermRow[]): Promise<RunClassification>;
}

export function createRunClassifier(
  ai: AiConfig,
  logger: Logger,
  brief: ClassifierBrief,
  organizationId: string,
): RunClassifier {
  const local = createLocalClassifier(brief);
  const { openai } = ai;
  if (ai.provider !== 'openai' || openai === undefined) {
    return { classify: async (rows) => ({ decisions: await local.classify(rows), model: null }) };
  }
  const model = createOpenAiClassifier(brief, {
    baseURL: openai.baseUrl,
    apiKey: openai.apiKey,
    model: openai.model,
    timeoutMs: openai.timeoutMs,
    logger: logger.child({ provider: 'openai' }),
    cache: modelAnswerCacheFor(organizationId),
  });
  const hybrid = createHybridClassifier(brief, {
    local,
    model,
    budget: openai.classifierBudget,
  });
  return {
    classify: async (rows) => {
      const { decisions, report } = await hybrid.classifyWithReport(rows);
      if (report.flagged) {
        logger.warn(
          { model: openai.model, ...report.flagged },
          'AI model answers unusually different from the local reading: flips left for review',
        );
      }
      return { decisions, model: describeModelUsage(openai, report) };
    },
  };
}

/** What the model cost the run, and whether its answers were flagged as untrustworthy. */
export function describeModelUsage(
  openai: Pick<OpenAiSettings, 'model' | 'prices'>,
  report: Pick<HybridRunReport, 'model' | 'flagged'>,
): StoredModelUsage {
  const usage = report.model;
  return {
    model: openai.model,
    requests: usage.calls,
    promptTokens: usage.promptTokens,
    completionTokens: usage.completionTokens,
    costMicros: openai.prices === undefined ? null : computeModelCostMicros(openai.prices, usage),
    ...(report.flagged && { flagged: { ...report.flagged } }),
  };
}

/** What a model's tokens cost, in micros of US dollars, from prices per million tokens. */
export function computeModelCostMicros(
  prices: TokenPrices,
  tokens: Pick<ModelUsage, 'promptTokens' | 'completionTokens'>,
): number {
  // Dollars per million tokens times tokens is exactly micros of dollars.
  return Math.round(
    tokens.promptTokens * prices.inputPerMillion +
      tokens.completionTokens * prices.outputPerMillion,
  );
}
