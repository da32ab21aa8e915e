import { describe, expect, it } from 'vitest';

import { BATCH_ANSWER_JSON_SCHEMA, parseBatchAnswer } from './parse-classifier-answer.js';

const entry = (index: number, overrides: Record<string, unknown> = {}) => ({
  index,
  exclude: true,
  category: 'product',
  reason: 'Looks for pen repairs, which the rules exclude.',
  confidence: 0.8,
  ...overrides,
});

describe('parseBatchAnswer', () => {
  it('reads fenced JSON, drops bad entries and clamps the confidence', () => {
    const content = [
      '```json',
      JSON.stringify({
        decisions: [
          entry(1, { confidence: 1.4, reason: '  Names   a competitor. ' }),
          entry(1, { exclude: false }),
          entry(2, { reason: ' ' }),
          entry(3, { category: 'service' }),
          entry(4),
          entry(5),
        ],
      }),
      '```',
    ].join('\n');

    const answers = parseBatchAnswer(content, 4);

    expect([...answers.keys()]).toEqual([1, 4]);
    expect(answers.get(1)).toEqual({
      isExclude: true,
      category: 'product',
      reason: 'Names a competitor.',
      confidence: 1,
    });
  });

  it('refuses an empty answer, prose and the wrong outer shape', () => {
    for (const content of ['', 'I think all of them are fine.', '{"answers": []}']) {
      expect(() => parseBatchAnswer(content, 2)).toThrow(
        expect.objectContaining({ reason: 'malformed_answer' }),
      );
    }
  });

  it('asks for a closed object with every field required', () => {
    expect(BATCH_ANSWER_JSON_SCHEMA).toMatchObject({
      type: 'object',
      required: ['decisions'],
      additionalProperties: false,
      properties: {
        decisions: {
          items: {
            required: ['index', 'exclude', 'category', 'reason', 'confidence'],
            additionalProperties: false,
          },
        },
      },
    });
  });
});
