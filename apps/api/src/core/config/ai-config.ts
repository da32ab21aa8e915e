import { z } from 'zod';

// The AI provider behind briefs and search-term validation. `local` is the default: it
// needs nothing and never leaves the machine. `openai` is any OpenAI-compatible chat endpoint
// (OpenAI, Azure OpenAI, Ollama, vLLM, llama.cpp server), chosen by AI_PROVIDER=openai or simply by
// setting AI_BASE_URL and AI_MODEL. The key is kept out of every log line. Search-term runs ask
// the model only about the terms the local classifier is unsure of, within a per-run budget, and
// report what it cost from the operator's token prices.

const AI_PROVIDERS = ['local', 'openai'] as const;

/** An empty variable (`AI_MODEL=`) is an unset one. */
const emptyAsUnset = (value: unknown) => (value === '' ? undefined : value);

const optionalText = z.preprocess(
  emptyAsUnset,
  z.string().trim().min(1, 'must not be blank').optional(),
);

const PRICE_MESSAGE = 'must be US dollars per million tokens, a number such as 0.15';

/** US dollars per million tokens, as a provider's price list shows them (decimals allowed). */
const pricePerMillion = z.preprocess(
  emptyAsUnset,
  z
    .string()
    .trim()
    .regex(/^\d+(\.\d+)?$/, PRICE_MESSAGE)
    .transform(Number)
    .pipe(z.number().max(1_000_000, PRICE_MESSAGE))
    .optional(),
);

function positiveInteger(max: number) {
  const message = `must be a whole number between 1 and ${max.toLocaleString('en-US')}`;
  return z.preprocess(
    emptyAsUnset,
    z
      .string()
      .trim()
      .regex(/^\d+$/, message)
      .transform(Number)
      .pipe(z.number().int().min(1, message).max(max, message))
      .optional(),
  );
}

export const AI_ENVIRONMENT_SHAPE = {
  AI_PROVIDER: z.preprocess(
    emptyAsUnset,
    z.enum(AI_PROVIDERS, { error: 'must be one of local, openai' }).optional(),
  ),
  AI_BASE_URL: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), {
        message: 'must be an http:// or https:// URL (for example https://api.openai.com/v1)',
      })
      .transform((value) => value.replace(/\/+$/, ''))
      .optional(),
  ),
  AI_API_KEY: optionalText,
  AI_MODEL: optionalText,
  AI_TIMEOUT_SECONDS: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .regex(/^\d+$/, 'must be an integer between 1 and 600')
      .transform(Number)
      .pipe(z.number().int().min(1).max(600, 'must be an integer between 1 and 600'))
      .optional(),
  ),
  AI_PRICE_INPUT_PER_MILLION: pricePerMillion,
  AI_PRICE_OUTPUT_PER_MILLION: pricePerMillion,
  // A search-term run's model budget: terms sent (second opinions included) and tokens spent.
  AI_CLASSIFIER_MAX_TERMS: positiveInteger(1_000_000),
  AI_CLASSIFIER_MAX_TOKENS: positiveInteger(1_000_000_000),
};

type AiEnvironment = {
  [Name in keyof typeof AI_ENVIRONMENT_SHAPE]?: z.output<(typeof AI_ENVIRONMENT_SHAPE)[Name]>;
};

export interface OpenAiSettings {
  baseUrl: string;
  /** Local servers (Ollama, llama.cpp) take any key; the client still sends one. */
  apiKey: string;
  model: string;
  timeoutMs: number;
  /** US dollars per million tokens; unset, a run's model cost is unknown (null). */
  prices: TokenPrices | undefined;
  /** What one search-term run may ask of the model; unset limits take the classifier's defaults. */
  classifierBudget: { maxModelTerms?: number; maxTokens?: number };
}

export interface TokenPrices {
  inputPerMillion: number;
  outputPerMillion: number;
}

export interface AiConfig {
  provider: (typeof AI_PROVIDERS)[number];
  /** Set when the provider is `openai`. */
  openai: OpenAiSettings | undefined;
}

const DEFAULT_TIMEOUT_SECONDS = 60;

const PRICE_NAMES = ['AI_PRICE_INPUT_PER_MILLION', 'AI_PRICE_OUTPUT_PER_MILLION'] as const;

export function findAiConfigProblems(env: Readonly<Record<string, string | undefined>>): string[] {
  const isSet = (name: string) => (env[name] ?? '').trim() !== '';
  const problems =
    env.AI_PROVIDER === 'openai'
      ? ['AI_BASE_URL', 'AI_MODEL']
          .filter((name) => !isSet(name))
          .map((name) => `${name}: is required when AI_PROVIDER is openai`)
      : [];
  // One price alone would count the other side's tokens as free: a cost lower than the bill.
  const [input, output] = PRICE_NAMES;
  if (isSet(input) !== isSet(output)) {
    const [missing, given] = isSet(input) ? [output, input] : [input, output];
    problems.push(`${missing}: is required when ${given} is set`);
  }
  return problems;
}

export function buildAiConfig(env: AiEnvironment): AiConfig {
  const wantsModel =
    env.AI_PROVIDER === 'openai' ||
    (env.AI_PROVIDER === undefined && env.AI_BASE_URL !== undefined && env.AI_MODEL !== undefined);
  if (!wantsModel || env.AI_BASE_URL === undefined || env.AI_MODEL === undefined) {
    return { provider: 'local', openai: undefined };
  }
  return {
    provider: 'openai',
    openai: {
      baseUrl: env.AI_BASE_URL,
      apiKey: env.AI_API_KEY ?? 'not-needed',
      model: env.AI_MODEL,
      timeoutMs: (env.AI_TIMEOUT_SECONDS ?? DEFAULT_TIMEOUT_SECONDS) * 1000,
      prices:
        env.AI_PRICE_INPUT_PER_MILLION === undefined ||
        env.AI_PRICE_OUTPUT_PER_MILLION === undefined
          ? undefined
          : {
              inputPerMillion: env.AI_PRICE_INPUT_PER_MILLION,
              outputPerMillion: env.AI_PRICE_OUTPUT_PER_MILLION,
            },
      classifierBudget: {
        ...(env.AI_CLASSIFIER_MAX_TERMS !== undefined && {
          maxModelTerms: env.AI_CLASSIFIER_MAX_TERMS,
        }),
        ...(env.AI_CLASSIFIER_MAX_TOKENS !== undefined && {
          maxTokens: env.AI_CLASSIFIER_MAX_TOKENS,
        }),
      },
    },
  };
}
