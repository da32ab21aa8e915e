import { z } from 'zod';

// The AI provider behind briefs (and, later, search-term analysis). `local` is the default: it
// needs nothing and never leaves the machine. `openai` is any OpenAI-compatible chat endpoint
// (OpenAI, Azure OpenAI, Ollama, vLLM, llama.cpp server), chosen by AI_PROVIDER=openai or simply by
// setting AI_BASE_URL and AI_MODEL. The key is kept out of every log line.

const AI_PROVIDERS = ['local', 'openai'] as const;

const optionalText = z.preprocess(
  (value) => (value === '' ? undefined : value),
  z.string().trim().min(1, 'must not be blank').optional(),
);

export const AI_ENVIRONMENT_SHAPE = {
  AI_PROVIDER: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(AI_PROVIDERS, { error: 'must be one of local, openai' }).optional(),
  ),
  AI_BASE_URL: z.preprocess(
    (value) => (value === '' ? undefined : value),
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
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .regex(/^\d+$/, 'must be an integer between 1 and 600')
      .transform(Number)
      .pipe(z.number().int().min(1).max(600, 'must be an integer between 1 and 600'))
      .optional(),
  ),
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
}

export interface AiConfig {
  provider: (typeof AI_PROVIDERS)[number];
  /** Set when the provider is `openai`. */
  openai: OpenAiSettings | undefined;
}

const DEFAULT_TIMEOUT_SECONDS = 60;

export function findAiConfigProblems(env: Readonly<Record<string, string | undefined>>): string[] {
  const isSet = (name: string) => (env[name] ?? '').trim() !== '';
  if (env.AI_PROVIDER !== 'openai') return [];
  return ['AI_BASE_URL', 'AI_MODEL']
    .filter((name) => !isSet(name))
    .map((name) => `${name}: is required when AI_PROVIDER is openai`);
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
    },
  };
}
