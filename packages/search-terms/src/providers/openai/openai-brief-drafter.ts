import type { BriefDrafter, BriefElementsDraft, BriefRulesDraft } from '../../brief/brief-draft.js';
import { BriefDraftError } from '../../brief/brief-draft-error.js';
import {
  GENERATED_ELEMENTS_JSON_SCHEMA,
  parseGeneratedElements,
  parseSuggestionResponse,
  SUGGESTION_RESPONSE_JSON_SCHEMA,
} from '../../brief/parse-model-answer.js';
import { buildElementsPrompt, buildRulesPrompt } from '../../brief/prompts.js';
import {
  createJsonChatEndpoint,
  type JsonChatRequest,
  type OpenAiEndpointOptions,
} from '../../openai/json-chat-endpoint.js';

/** pino-compatible: the API passes its request logger. Receives token counts, never the key. */
export interface BriefDraftLogger {
  info(fields: Record<string, unknown>, message: string): void;
  warn(fields: Record<string, unknown>, message: string): void;
}

export interface OpenAiBriefDrafterOptions extends OpenAiEndpointOptions {
  logger?: BriefDraftLogger;
}

/** An unusable answer is asked for once more; a second one is the model's limit, not bad luck. */
const ANSWER_ATTEMPTS = 2;

/** Drafts a brief with a model behind an OpenAI-compatible chat endpoint, competitors included. */
export function createOpenAiBriefDrafter(options: OpenAiBriefDrafterOptions): BriefDrafter {
  const endpoint = createJsonChatEndpoint(
    { ...options, defaultTimeoutMs: 30_000, cancelledMessage: 'Brief drafting was cancelled' },
    (reason, message, cause) => new BriefDraftError(reason, message, { cause }),
  );

  async function requestAnswer<T>(
    request: JsonChatRequest & {
      step: 'elements' | 'rules';
      parse: (content: string | null | undefined) => T;
    },
  ): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      const completion = await endpoint.complete(request);
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
        await endpoint.waitBeforeRetry(attempt, request.signal);
      }
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
