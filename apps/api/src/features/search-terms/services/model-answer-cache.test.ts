import { describe, expect, it } from 'vitest';
import { modelAnswerCacheFor } from './model-answer-cache.js';

const ANSWER = {
  isExclude: true,
  category: 'product',
  reason: 'A job seeker.',
  confidence: 0.9,
} as const;

describe('the model answer cache', () => {
  it("keeps each organization's answers apart", () => {
    const first = modelAnswerCacheFor('11111111-1111-4111-8111-111111111111');
    const second = modelAnswerCacheFor('22222222-2222-4222-8222-222222222222');
    first.set('v1:first:plumber jobs', ANSWER);
    expect(first.get('v1:first:plumber jobs')).toEqual(ANSWER);
    expect(second.get('v1:first:plumber jobs')).toBeUndefined();
    expect(
      modelAnswerCacheFor('11111111-1111-4111-8111-111111111111').get('v1:first:plumber jobs'),
    ).toEqual(ANSWER);
  });
});
