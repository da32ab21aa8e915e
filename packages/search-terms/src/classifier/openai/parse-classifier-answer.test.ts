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
  it('reads fenced JSON and drops the bad entries, the first usable one per number winning', () => {
    const content = [
      '```json',
      JSON.stringify({
        decisions: [
          entry(1, { confidence: 1, reason: '  Names   a competitor. ' }),
          entry(1, { exclude: false }),
          entry(2, { reason: ' ' }),
          entry(3, { category: 'service' }),
          entry(4, { confidence: 0 }),
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
    expect(answers.get(4)?.confidence).toBe(0);
  });

  it('refuses an entry whose number names no term of the batch', () => {
    const content = JSON.stringify({
      decisions: [entry(0), entry(3), entry(-1), entry(1.5), entry(2)],
    });

    expect([...parseBatchAnswer(content, 2).keys()]).toEqual([2]);
  });

  it('refuses an impossible confidence rather than rounding it into a usable one', () => {
    // JSON has no NaN; 1e999 parses as Infinity and "NaN" is a string.
    const content = `{"decisions": [${[
      JSON.stringify(entry(1, { confidence: 1.4 })),
      JSON.stringify(entry(2, { confidence: -0.1 })),
      JSON.stringify(entry(3)).replace('0.8', '1e999'),
      JSON.stringify(entry(4, { confidence: 'NaN' })),
      JSON.stringify(entry(5, { confidence: null })),
      JSON.stringify(entry(6, { confidence: 0.5 })),
      // A refused answer does not block a usable one for the same number.
      JSON.stringify(entry(1, { confidence: 0.6 })),
    ].join(', ')}]}`;

    const answers = parseBatchAnswer(content, 6);

    expect([...answers.keys()]).toEqual([6, 1]);
    expect(answers.get(1)?.confidence).toBe(0.6);
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
