import { describe, expect, it } from 'vitest';
import { loadConfig } from './load-config.js';
import { findConfigProblems } from '../../../test/helpers/config-problems.js';

const MODEL = { AI_BASE_URL: 'https://api.openai.com/v1/', AI_MODEL: 'gpt-4o-mini' };

describe('the AI configuration', () => {
  it('is local without a model, and then takes no prices or budget', () => {
    expect(loadConfig({}, '/srv/utmost').ai).toEqual({ provider: 'local', openai: undefined });
  });

  it('reads a model with its token prices (decimals) and the search-term run budget', () => {
    const { ai } = loadConfig(
      {
        ...MODEL,
        AI_PRICE_INPUT_PER_MILLION: '0.15',
        AI_PRICE_OUTPUT_PER_MILLION: ' 0.6 ',
        AI_CLASSIFIER_MAX_TERMS: '500',
        AI_CLASSIFIER_MAX_TOKENS: '200000',
      },
      '/srv/utmost',
    );
    expect(ai).toEqual({
      provider: 'openai',
      openai: {
        baseUrl: 'https://api.openai.com/v1',
        apiKey: 'not-needed',
        model: 'gpt-4o-mini',
        timeoutMs: 60_000,
        prices: { inputPerMillion: 0.15, outputPerMillion: 0.6 },
        classifierBudget: { maxModelTerms: 500, maxTokens: 200_000 },
      },
    });
  });

  it('leaves the cost unknown and the budget to the classifier when they are not set', () => {
    const { ai } = loadConfig(
      { ...MODEL, AI_PRICE_INPUT_PER_MILLION: '', AI_CLASSIFIER_MAX_TERMS: '' },
      '/srv/utmost',
    );
    expect(ai.openai).toMatchObject({ prices: undefined, classifierBudget: {} });
  });

  it('names each bad price or budget with what it must be', () => {
    expect(
      findConfigProblems({
        ...MODEL,
        AI_PRICE_INPUT_PER_MILLION: '$0.15',
        AI_PRICE_OUTPUT_PER_MILLION: '-1',
        AI_CLASSIFIER_MAX_TERMS: '0',
        AI_CLASSIFIER_MAX_TOKENS: '1.5',
      }),
    ).toEqual([
      'AI_PRICE_INPUT_PER_MILLION: must be US dollars per million tokens, a number such as 0.15',
      'AI_PRICE_OUTPUT_PER_MILLION: must be US dollars per million tokens, a number such as 0.15',
      'AI_CLASSIFIER_MAX_TERMS: must be a whole number between 1 and 1,000,000',
      'AI_CLASSIFIER_MAX_TOKENS: must be a whole number between 1 and 1,000,000,000',
    ]);
  });

  it('asks for both prices, as one alone would count the other side’s tokens as free', () => {
    expect(findConfigProblems({ ...MODEL, AI_PRICE_OUTPUT_PER_MILLION: '0.6' })).toEqual([
      'AI_PRICE_INPUT_PER_MILLION: is required when AI_PRICE_OUTPUT_PER_MILLION is set',
    ]);
    expect(findConfigProblems({ ...MODEL, AI_PRICE_INPUT_PER_MILLION: '0.15' })).toEqual([
      'AI_PRICE_OUTPUT_PER_MILLION: is required when AI_PRICE_INPUT_PER_MILLION is set',
    ]);
  });
});
