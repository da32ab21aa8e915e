import { setTimeout as sleep } from 'node:timers/promises';

import OpenAI, { APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';

import type { BriefDrafter, BriefElementsDraft, BriefRulesDraft } from '../../brief/brief-draft.js';
import { BriefDraftError } from '../../brief/brief-draft-error.js';
import {
  GENERATED_ELEMENTS_JSON_SCHEMA,
  parseGeneratedElements,
  parseSuggestionResponse,
  SUGGESTION_RESPONSE_JSON_SCHEMA,
} from '../../brief/parse-model-answer.js';
import {
  buildElementsPrompt,
  buildRulesPrompt,
  type ChatPromptMessage,
} from '../../brief/prompts.js';

/** pino-compatible: the API passes its request logger. Receives token counts, never the key. */
export interface BriefDraftLogger {
  info(fields: Record<string, unknown>, message: string): void;
  warn(fields: Record<string, unknown>, message: string): void;
}

export interface OpenAiBriefDrafterOptions {
  /** Any OpenAI-compatible endpoint: OpenAI, Azure OpenAI, Ollama (`http://localhost:11434/v1`), vLLM, llama.cpp server. */
  baseURL: string;
  apiKey: string;
  model: string;
  fetch?: typeof fetch;
  /** Per request, including the model's thinking time. */
  timeoutMs?: number;
  /** The client's own retries of connection failures, timeouts, 429 and 5xx. */
  maxRetries?: number;
  logger?: BriefDraftLogger;
  /** Wait before asking again after an unusable answer (not JSON, overview out of limits). */
  answerRetryDelayMs?: number;
}

/** An unusable answer is asked for once more; a second one is the model's limit, not bad luck. */
const ANSWER_ATTEMPTS = 2;

/** Drafts a brief with a model behind an OpenAI-compatible chat endpoint, competitors included. */
export function createOpenAiBriefDrafter(options: OpenAiBriefDrafterOptions): BriefDrafter {
  const client = new OpenAI({
    baseURL: options.baseURL,
    apiKey: options.apiKey,
    fetch: options.fetch,
    timeout: options.timeoutMs ?? 30_000,
    maxRetries: options.maxRetries ?? 2,
  });

  async function requestAnswer<T>(request: {
    step: 'elements' | 'rules';
    messages: ChatPromptMessage[];
    schemaName: string;
    schema: Record<string, unknown>;
    parse: (content: string | null | undefined) => T;
    signal?: AbortSignal;
  }): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      const completion = await createCompletion(request);
      options.logger?.info(
        {
          provider: 'openai',
          model: options.model,
          step: request.step,
          attempt,
          promptTokens: completion.usage?.prompt_tokens,
          completionTokens: completion.usage?.completion_tokens,
        },
        'brief draft model call',
      );
      try {
        return request.parse(completion.choices[0]?.message.content);
      } catch (error) {
        if (!(error instanceof BriefDraftError) || attempt >= ANSWER_ATTEMPTS) throw error;
        options.logger?.warn(
          {
            provider: 'openai',
            model: options.model,
            step: request.step,
            attempt,
            reason: error.reason,
          },
          'unusable brief draft answer, asking again',
        );
        await waitBeforeRetry(attempt, request.signal);
      }
    }
  }

  async function createCompletion(request: {
    messages: ChatPromptMessage[];
    schemaName: string;
    schema: Record<string, unknown>;
    signal?: AbortSignal;
  }) {
    try {
      return await client.chat.completions.create(
        {
          model: options.model,
          messages: request.messages,
          response_format: {
            type: 'json_schema',
            json_schema: { name: request.schemaName, strict: true, schema: request.schema },
          },
        },
        { signal: request.signal },
      );
    } catch (error) {
      throw toBriefDraftError(error);
    }
  }

  async function waitBeforeRetry(attempt: number, signal: AbortSignal | undefined): Promise<void> {
    try {
      await sleep((options.answerRetryDelayMs ?? 1_000) * attempt, undefined, { signal });
    } catch (error) {
      throw new BriefDraftError('aborted', 'Brief drafting was cancelled', { cause: error });
    }
  }

  return {
    provider: 'openai',
    async draftElements({ brandName, website, site, signal }): Promise<BriefElementsDraft> {
      const draft = await requestAnswer({
        step: 'elements',
        messages: buildElementsPrompt({ brandName, website, site }),
        schemaName: 'generated_content',
        schema: GENERATED_ELEMENTS_JSON_SCHEMA,
        parse: parseGeneratedElements,
        signal,
      });
      // What the user typed wins over the model's reading of the site.
      return {
        ...draft,
        brandName: brandName.trim() || draft.brandName,
        brandWebsite: website.trim() || draft.brandWebsite,
      };
    },
    async draftRules({ elements, site, signal }): Promise<BriefRulesDraft> {
      return requestAnswer({
        step: 'rules',
        messages: buildRulesPrompt({ elements, site }),
        schemaName: 'suggestion_response',
        schema: SUGGESTION_RESPONSE_JSON_SCHEMA,
        parse: parseSuggestionResponse,
        signal,
      });
    },
  };
}

function toBriefDraftError(error: unknown): BriefDraftError {
  // Timeout first: the client reports it as a connection error subclass.
  if (error instanceof APIConnectionTimeoutError) {
    return new BriefDraftError('timeout', 'The AI model did not answer in time', { cause: error });
  }
  if (error instanceof APIUserAbortError) {
    return new BriefDraftError('aborted', 'Brief drafting was cancelled', { cause: error });
  }
  if (error instanceof APIError) {
    const status = error.status ? ` (HTTP ${error.status})` : '';
    return new BriefDraftError('endpoint_error', `The AI model's endpoint failed${status}`, {
      cause: error,
    });
  }
  return new BriefDraftError('endpoint_error', "The AI model's endpoint failed", { cause: error });
}
