import { setTimeout as sleep } from 'node:timers/promises';

import OpenAI, { APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';

// The one OpenAI-compatible chat client both model users share (the brief drafter and the
// search-term classifier): a JSON-schema answer per request, the endpoint's failures sorted into
// the reasons the API maps to messages, and the wait before asking again after an unusable answer.

export interface ChatPromptMessage {
  role: 'system' | 'user';
  content: string;
}

export interface OpenAiEndpointOptions {
  /** Any OpenAI-compatible endpoint: OpenAI, Azure OpenAI, Ollama (`http://localhost:11434/v1`), vLLM, llama.cpp server. */
  baseURL: string;
  apiKey: string;
  model: string;
  fetch?: typeof fetch;
  /** Per request, including the model's thinking time. */
  timeoutMs?: number;
  /** The client's own retries of connection failures, timeouts, 429 and 5xx. */
  maxRetries?: number;
  /** Wait before asking again after an unusable answer (times the attempt). */
  answerRetryDelayMs?: number;
}

/** Why a request got no answer; each user wraps it in its own error class. */
export type EndpointFailureReason = 'timeout' | 'aborted' | 'endpoint_error';

export type EndpointFailureFactory = (
  reason: EndpointFailureReason,
  message: string,
  cause: unknown,
) => Error;

export interface JsonChatRequest {
  messages: ChatPromptMessage[];
  schemaName: string;
  schema: Record<string, unknown>;
  signal?: AbortSignal;
}

export interface JsonChatEndpoint {
  complete(request: JsonChatRequest): Promise<OpenAI.Chat.Completions.ChatCompletion>;
  /** Waits `answerRetryDelayMs × attempt`; a cancelled wait fails as 'aborted'. */
  waitBeforeRetry(attempt: number, signal: AbortSignal | undefined): Promise<void>;
}

export function createJsonChatEndpoint(
  options: OpenAiEndpointOptions & { defaultTimeoutMs: number; cancelledMessage: string },
  toError: EndpointFailureFactory,
): JsonChatEndpoint {
  const client = new OpenAI({
    baseURL: options.baseURL,
    apiKey: options.apiKey,
    fetch: options.fetch,
    timeout: options.timeoutMs ?? options.defaultTimeoutMs,
    maxRetries: options.maxRetries ?? 2,
  });
  return {
    async complete({ messages, schemaName, schema, signal }) {
      try {
        return await client.chat.completions.create(
          {
            model: options.model,
            messages,
            response_format: {
              type: 'json_schema',
              json_schema: { name: schemaName, strict: true, schema },
            },
          },
          { signal },
        );
      } catch (error) {
        throw toEndpointFailure(error, options.cancelledMessage, toError);
      }
    },
    async waitBeforeRetry(attempt, signal) {
      try {
        await sleep((options.answerRetryDelayMs ?? 1_000) * attempt, undefined, { signal });
      } catch (error) {
        throw toError('aborted', options.cancelledMessage, error);
      }
    },
  };
}

function toEndpointFailure(
  error: unknown,
  cancelledMessage: string,
  toError: EndpointFailureFactory,
): Error {
  // Timeout first: the client reports it as a connection error subclass.
  if (error instanceof APIConnectionTimeoutError) {
    return toError('timeout', 'The AI model did not answer in time', error);
  }
  if (error instanceof APIUserAbortError) return toError('aborted', cancelledMessage, error);
  const status = error instanceof APIError && error.status ? ` (HTTP ${error.status})` : '';
  return toError('endpoint_error', `The AI model's endpoint failed${status}`, error);
}
