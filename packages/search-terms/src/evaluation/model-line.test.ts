import { describe, expect, it } from 'vitest';

import type { HybridRunReport } from '../classifier/hybrid/hybrid-classifier.js';
import { addModelSummaries, formatModelLine, summarizeHybridRun } from './model-line.js';

const report = (scale: number): HybridRunReport => ({
  decidedBy: { local: 10 * scale, model: 4 * scale, propagated: scale, needsReview: 0 },
  routed: { costly_exclusion: scale, unsure: 2 * scale, weak_exclusion: scale, keep_sample: scale },
  asked: { first: 4 * scale, second: scale },
  model: { calls: scale, promptTokens: 300 * scale, completionTokens: 100 * scale },
});

describe('model lines', () => {
  it('says what a hybrid run asked, why, and who decided', () => {
    expect(formatModelLine('model', summarizeHybridRun(report(1), 15))).toBe(
      'model: asked=5 of 15 (first=4 second=1) requests=1 prompt_tokens=300 completion_tokens=100 ' +
        'routed=costly_exclusion:1,unsure:2,weak_exclusion:1,keep_sample:1 ' +
        'decided_by=local:10,model:4,propagated:1,needsReview:0',
    );
  });

  it('pools runs by adding every count', () => {
    const pooled = addModelSummaries([
      summarizeHybridRun(report(1), 15),
      summarizeHybridRun(report(2), 30),
    ]);

    expect(pooled).toEqual(summarizeHybridRun(report(3), 45));
  });

  it('leaves out what a run without routing does not have, and pools nothing as zeros', () => {
    const openai = {
      termCount: 2,
      asked: { first: 2, second: 0 },
      usage: { calls: 1, promptTokens: 30, completionTokens: 10 },
    };

    expect(formatModelLine('model', openai)).toBe(
      'model: asked=2 of 2 (first=2 second=0) requests=1 prompt_tokens=30 completion_tokens=10',
    );
    expect(addModelSummaries([openai, openai])).toEqual({
      termCount: 4,
      asked: { first: 4, second: 0 },
      usage: { calls: 2, promptTokens: 60, completionTokens: 20 },
      routed: undefined,
      decidedBy: undefined,
    });
    expect(addModelSummaries([]).termCount).toBe(0);
  });
});
