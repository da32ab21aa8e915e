import type {
  ClassifierBrief,
  SearchTermClassifier,
  SearchTermRow,
  TermDecision,
} from '../classifier-types.js';
import {
  buildCacheKey,
  computeBriefVersion,
  normaliseSearchTerm,
  type CachedModelAnswer,
  type ClassifierCache,
} from './classifier-cache.js';
import { ClassifierModelError } from './classifier-model-error.js';
import { BATCH_ANSWER_JSON_SCHEMA, parseBatchAnswer } from './parse-classifier-answer.js';
import { buildClassifierPrompt } from './prompts.js';
import {
  createJsonChatEndpoint,
  type OpenAiEndpointOptions,
} from '../../openai/json-chat-endpoint.js';

/** pino-compatible: the API passes its logger. Receives token counts, never the key. */
export interface ClassifierLogger {
  info(fields: Record<string, unknown>, message: string): void;
  warn(fields: Record<string, unknown>, message: string): void;
}

export interface OpenAiClassifierOptions extends OpenAiEndpointOptions {
  /** Terms per request: large enough to spread the brief's tokens, small enough to answer in full. */
  batchSize?: number;
  logger?: ClassifierLogger;
  /** Answers by brief version and term; a `Map` by default (one classifier's lifetime). */
  cache?: ClassifierCache;
}

/** What the model cost: requests made and tokens counted by the endpoint. */
export interface ModelUsage {
  calls: number;
  promptTokens: number;
  completionTokens: number;
}

export interface ClassifyWithModelOptions {
  /**
   * 'second' asks again regardless of the first answer in the cache (the hybrid's second opinion
   * on a costly term); that answer is cached in its own slot.
   */
  opinion?: 'first' | 'second';
  signal?: AbortSignal;
}

export interface OpenAiClassifier extends SearchTermClassifier {
  readonly provider: 'openai';
  readonly batchSize: number;
  classify(
    rows: readonly SearchTermRow[],
    options?: ClassifyWithModelOptions,
  ): Promise<TermDecision[]>;
  /** The requests and tokens of the last `classify` call (also when it failed). */
  lastUsage(): ModelUsage;
}

/** An unusable or incomplete answer is asked for once more; a second one is the model's limit. */
const ANSWER_ATTEMPTS = 2;

/** Classifies terms with a model behind an OpenAI-compatible chat endpoint, in cached batches. */
export function createOpenAiClassifier(
  brief: ClassifierBrief,
  options: OpenAiClassifierOptions,
): OpenAiClassifier {
  const endpoint = createJsonChatEndpoint(
    { ...options, defaultTimeoutMs: 60_000, cancelledMessage: 'Classification was cancelled' },
    (reason, message, cause) => new ClassifierModelError(reason, message, { cause }),
  );
  const batchSize = Math.max(1, options.batchSize ?? 50);
  const cache: ClassifierCache = options.cache ?? new Map<string, CachedModelAnswer>();
  const briefVersion = computeBriefVersion(brief, options.model);
  let usage: ModelUsage = { calls: 0, promptTokens: 0, completionTokens: 0 };

  /** Asks for one batch, then once more for the terms the answer left out; caches each answer. */
  async function askBatch(
    searchTerms: readonly string[],
    onAnswer: (searchTerm: string, answer: CachedModelAnswer) => void,
    signal: AbortSignal | undefined,
  ): Promise<void> {
    let pending = [...searchTerms];
    let lastError: ClassifierModelError | undefined;
    for (let attempt = 1; attempt <= ANSWER_ATTEMPTS; attempt += 1) {
      const completion = await endpoint.complete({
        messages: buildClassifierPrompt(brief, pending),
        schemaName: 'search_term_decisions',
        schema: BATCH_ANSWER_JSON_SCHEMA,
        signal,
      });
      usage = {
        calls: usage.calls + 1,
        promptTokens: usage.promptTokens + (completion.usage?.prompt_tokens ?? 0),
        completionTokens: usage.completionTokens + (completion.usage?.completion_tokens ?? 0),
      };
      options.logger?.info(
        {
          provider: 'openai',
          model: options.model,
          terms: pending.length,
          attempt,
          promptTokens: completion.usage?.prompt_tokens,
          completionTokens: completion.usage?.completion_tokens,
        },
        'search-term classifier model call',
      );
      try {
        const answers = parseBatchAnswer(completion.choices[0]?.message.content, pending.length);
        for (const [index, answer] of answers) onAnswer(pending[index - 1]!, answer);
        pending = pending.filter((_, position) => !answers.has(position + 1));
        lastError = undefined;
      } catch (error) {
        if (!(error instanceof ClassifierModelError)) throw error;
        lastError = error;
      }
      if (pending.length === 0) return;
      if (attempt < ANSWER_ATTEMPTS) {
        options.logger?.warn(
          {
            provider: 'openai',
            model: options.model,
            attempt,
            missingTerms: pending.length,
            reason: lastError?.reason ?? 'missing_terms',
          },
          'unusable search-term classifier answer, asking again',
        );
        await endpoint.waitBeforeRetry(attempt, signal);
      }
    }
    throw new ClassifierModelError(
      lastError?.reason ?? 'missing_terms',
      lastError
        ? `${lastError.message}, twice, for ${pending.length} search terms`
        : `The model left ${pending.length} search terms without a usable decision, twice (first: "${pending[0]}")`,
      { cause: lastError, searchTerms: pending },
    );
  }

  return {
    provider: 'openai',
    batchSize,
    lastUsage: () => ({ ...usage }),
    async classify(rows, { opinion = 'first', signal } = {}) {
      usage = { calls: 0, promptTokens: 0, completionTokens: 0 };
      const keyOf = (searchTerm: string) =>
        buildCacheKey(briefVersion, normaliseSearchTerm(searchTerm), opinion);
      // One request per distinct term: the same term twice in a batch costs twice for one answer.
      const toAsk = new Map<string, string>();
      for (const { searchTerm } of rows) {
        const key = keyOf(searchTerm);
        if (!toAsk.has(key) && cache.get(key) === undefined) toAsk.set(key, searchTerm);
      }
      const answered = new Map<string, CachedModelAnswer>();
      const askedTerms = [...toAsk.values()];
      for (let start = 0; start < askedTerms.length; start += batchSize) {
        await askBatch(
          askedTerms.slice(start, start + batchSize),
          (searchTerm, answer) => {
            answered.set(keyOf(searchTerm), answer);
            cache.set(keyOf(searchTerm), answer);
          },
          signal,
        );
      }
      return rows.map(({ searchTerm }) => {
        const key = keyOf(searchTerm);
        // A store may evict between set and get; this run's own answers are held here.
        const answer = answered.get(key) ?? cache.get(key);
        if (!answer) {
          throw new ClassifierModelError('missing_terms', `No model answer for "${searchTerm}"`, {
            searchTerms: [searchTerm],
          });
        }
        return { searchTerm, ...answer, signal: 'model' };
      });
    },
  };
}
