import { afterEach, describe, expect, it } from 'vitest';

import type {
  DecisionSignal,
  SearchTermClassifier,
  SearchTermRow,
  TermDecision,
} from '../classifier-types.js';
import { QUILLFERN_BRIEF } from '../openai/classifier-test-brief.js';
import { createOpenAiClassifier } from '../openai/openai-classifier.js';
import {
  answerEachTerm,
  readPromptTerms,
  startStubChatServer,
  type RecordedRequest,
  type StubChatServer,
} from '../openai/stub-chat-server.js';
import { createHybridClassifier, type HybridClassifierOptions } from './hybrid-classifier.js';

let stub: StubChatServer | undefined;

afterEach(async () => {
  await stub?.close();
  stub = undefined;
});

/**
 * A term as the scripted local classifier decides it (kept as 'relevant' unless the test says
 * otherwise), with the given confidence, and its cost.
 */
interface ScriptedTerm {
  searchTerm: string;
  confidence: number;
  costMicros: number;
  conversions?: number;
  isExclude?: boolean;
  signal?: DecisionSignal;
}

/** Stands in for the local classifier so each test sets which terms it is unsure about. */
function scriptedLocal(terms: readonly ScriptedTerm[]): SearchTermClassifier {
  const byTerm = new Map(terms.map((term) => [term.searchTerm, term]));
  return {
    provider: 'local',
    classify: async (rows) =>
      rows.map((row): TermDecision => {
        const scripted = byTerm.get(row.searchTerm);
        const isExclude = scripted?.isExclude ?? false;
        return {
          searchTerm: row.searchTerm,
          isExclude,
          category: 'product',
          reason: `${isExclude ? 'Excluded' : 'Kept'} by the local reading of "${row.searchTerm}".`,
          confidence: scripted?.confidence ?? 1,
          signal: scripted?.signal ?? 'relevant',
        };
      }),
  };
}

/**
 * A hybrid over the scripted local classifier and a model behind the stub endpoint that answers
 * `decide(term, timesAsked)`. The confident-keep sample is off unless a test sets it, so each
 * test sends only what it is about.
 */
async function createHybrid(
  terms: readonly ScriptedTerm[],
  decide: (searchTerm: string, timesAsked: number) => boolean,
  options: Omit<HybridClassifierOptions, 'local' | 'model'> & { batchSize?: number } = {},
) {
  const timesAsked = new Map<string, number>();
  stub = await startStubChatServer((request: RecordedRequest) =>
    answerEachTerm(request, (searchTerm) => {
      const count = (timesAsked.get(searchTerm) ?? 0) + 1;
      timesAsked.set(searchTerm, count);
      return { exclude: decide(searchTerm, count) };
    }),
  );
  const model = createOpenAiClassifier(QUILLFERN_BRIEF, {
    baseURL: stub.baseURL,
    apiKey: 'sk-stub-secret',
    model: 'stub-model-7b',
    maxRetries: 0,
    batchSize: options.batchSize,
  });
  const hybrid = createHybridClassifier(QUILLFERN_BRIEF, {
    local: scriptedLocal(terms),
    model,
    confidentKeepSample: 0,
    ...options,
  });
  const rows: SearchTermRow[] = terms.map(({ searchTerm, costMicros, conversions }) => ({
    searchTerm,
    costMicros,
    conversions,
  }));
  return { hybrid, rows, server: stub };
}

const bySearchTerm = (decisions: TermDecision[], searchTerm: string) =>
  decisions.find((decision) => decision.searchTerm === searchTerm)!;

describe('hybrid classifier', () => {
  it('never excludes a term that converted, whatever the model answers: it is left for review', async () => {
    const { hybrid, rows } = await createHybrid(
      [
        {
          searchTerm: 'ink refill cartridges',
          confidence: 0.4,
          costMicros: 3_000_000,
          conversions: 2,
        },
        { searchTerm: 'calligraphy workshop', confidence: 0.4, costMicros: 2_000_000 },
      ],
      () => true,
      { costlyMicros: 100_000_000 },
    );

    const { decisions } = await hybrid.classifyWithReport(rows);

    expect(bySearchTerm(decisions, 'ink refill cartridges')).toMatchObject({
      isExclude: false,
      needsReview: true,
      local: { isExclude: false, signal: 'relevant' },
    });
    expect(bySearchTerm(decisions, 'ink refill cartridges').reason).toMatch(
      /^Brought 2 conversions/,
    );
    expect(bySearchTerm(decisions, 'calligraphy workshop')).toMatchObject({
      isExclude: true,
      signal: 'model',
    });
  });

  it('sends only the unsure terms, the costliest first, within the term budget', async () => {
    const { hybrid, rows, server } = await createHybrid(
      [
        { searchTerm: 'quillfern fountain pen', confidence: 0.95, costMicros: 5_000_000 },
        { searchTerm: 'pen nib cleaning kit', confidence: 0.5, costMicros: 1_000_000 },
        { searchTerm: 'ink refill cartridges', confidence: 0.4, costMicros: 3_000_000 },
        { searchTerm: 'calligraphy workshop', confidence: 0.69, costMicros: 2_000_000 },
      ],
      (searchTerm) => searchTerm === 'calligraphy workshop',
      { budget: { maxModelTerms: 2 }, costlyMicros: 100_000_000 },
    );

    const { decisions, report } = await hybrid.classifyWithReport(rows);

    expect(hybrid.provider).toBe('hybrid');
    expect(server.requests.map(readPromptTerms)).toEqual([
      ['ink refill cartridges', 'calligraphy workshop'],
    ]);
    expect(bySearchTerm(decisions, 'calligraphy workshop')).toMatchObject({
      isExclude: true,
      signal: 'model',
      local: { isExclude: false, signal: 'relevant', confidence: 0.69 },
    });
    expect(bySearchTerm(decisions, 'pen nib cleaning kit')).toMatchObject({
      isExclude: false,
      signal: 'relevant',
    });
    expect(bySearchTerm(decisions, 'pen nib cleaning kit').local).toBeUndefined();
    expect(report).toEqual({
      decidedBy: { local: 2, model: 2, propagated: 0, needsReview: 0 },
      routed: { costly_exclusion: 0, unsure: 3, weak_exclusion: 0, keep_sample: 0 },
      asked: { first: 2, second: 0 },
      model: { calls: 1, promptTokens: 300, completionTokens: 100 },
    });
    expect(hybrid.lastReport()).toEqual(report);
  });

  it('sends no batch once the token budget is reached', async () => {
    const { hybrid, rows, server } = await createHybrid(
      [
        { searchTerm: 'ink refill cartridges', confidence: 0.4, costMicros: 3_000_000 },
        { searchTerm: 'calligraphy workshop', confidence: 0.4, costMicros: 2_000_000 },
      ],
      () => false,
      { batchSize: 1, budget: { maxTokens: 400 }, costlyMicros: 100_000_000 },
    );

    const { report } = await hybrid.classifyWithReport(rows);

    expect(server.requests.map(readPromptTerms)).toEqual([['ink refill cartridges']]);
    expect(report.decidedBy).toEqual({ local: 1, model: 1, propagated: 0, needsReview: 0 });
  });

  it("carries a model answer over to the term's close variants without sending them", async () => {
    const { hybrid, rows, server } = await createHybrid(
      [
        { searchTerm: 'fountain pen ink', confidence: 0.5, costMicros: 3_000_000 },
        { searchTerm: 'ink fountain pen', confidence: 0.5, costMicros: 1_000_000 },
        { searchTerm: 'fountan pen ink', confidence: 0.5, costMicros: 500_000 },
        { searchTerm: 'fountain pen case', confidence: 0.9, costMicros: 400_000 },
      ],
      () => true,
      { costlyMicros: 100_000_000 },
    );

    const { decisions, report } = await hybrid.classifyWithReport(rows);

    expect(server.requests.map(readPromptTerms)).toEqual([['fountain pen ink']]);
    expect(bySearchTerm(decisions, 'fountan pen ink')).toMatchObject({
      isExclude: true,
      signal: 'model',
      reason: expect.stringContaining('As for its close variant "fountain pen ink"'),
      local: { isExclude: false },
    });
    expect(bySearchTerm(decisions, 'fountain pen case').isExclude).toBe(false);
    expect(report.decidedBy).toEqual({ local: 1, model: 1, propagated: 2, needsReview: 0 });
  });

  it('asks twice before flipping a costly decision and leaves a disagreement for a person', async () => {
    const cheapAndSure = Array.from({ length: 7 }, (_, index) => ({
      searchTerm: `quillfern notebook ${index + 1}`,
      confidence: 0.9,
      costMicros: 100_000,
    }));
    const { hybrid, rows, server } = await createHybrid(
      [
        { searchTerm: 'calligraphy workshop', confidence: 0.5, costMicros: 9_000_000 },
        { searchTerm: 'inkharbor refill', confidence: 0.5, costMicros: 8_000_000 },
        { searchTerm: 'pen pal letters', confidence: 0.5, costMicros: 100_000 },
        ...cheapAndSure,
      ],
      (searchTerm, timesAsked) => searchTerm !== 'calligraphy workshop' || timesAsked === 1,
    );

    const { decisions, report } = await hybrid.classifyWithReport(rows);

    // The 90th percentile of the run's cost is 8,000,000: the two costly flips are asked again.
    expect(server.requests.map(readPromptTerms)).toEqual([
      ['calligraphy workshop', 'inkharbor refill', 'pen pal letters'],
      ['calligraphy workshop', 'inkharbor refill'],
    ]);
    expect(bySearchTerm(decisions, 'calligraphy workshop')).toMatchObject({
      isExclude: false,
      signal: 'relevant',
      needsReview: true,
      local: { isExclude: false, signal: 'relevant' },
    });
    expect(bySearchTerm(decisions, 'inkharbor refill')).toMatchObject({
      isExclude: true,
      signal: 'model',
      local: { isExclude: false },
    });
    expect(bySearchTerm(decisions, 'inkharbor refill').needsReview).toBeUndefined();
    expect(bySearchTerm(decisions, 'pen pal letters')).toMatchObject({ isExclude: true });
    expect(report).toEqual({
      decidedBy: { local: 7, model: 2, propagated: 0, needsReview: 1 },
      routed: { costly_exclusion: 0, unsure: 3, weak_exclusion: 0, keep_sample: 0 },
      asked: { first: 3, second: 2 },
      model: { calls: 2, promptTokens: 600, completionTokens: 200 },
    });
  });

  it('leaves a costly flip for a person when the budget has no room to ask again', async () => {
    const { hybrid, rows, server } = await createHybrid(
      [{ searchTerm: 'calligraphy workshop', confidence: 0.5, costMicros: 9_000_000 }],
      () => true,
      { budget: { maxModelTerms: 1 } },
    );

    const { decisions, report } = await hybrid.classifyWithReport(rows);

    expect(server.requests).toHaveLength(1);
    expect(decisions[0]).toMatchObject({ isExclude: false, needsReview: true });
    expect(report.decidedBy.needsReview).toBe(1);
  });

  it('sends costly and weak exclusions however sure, and samples the costliest confident keeps', async () => {
    const { hybrid, rows, server } = await createHybrid(
      [
        // The own brand is most of the spend; a model never overrides it, so it is never sent.
        {
          searchTerm: 'quillfern notebooks',
          confidence: 0.92,
          costMicros: 50_000_000,
          signal: 'own_brand',
        },
        {
          searchTerm: 'nib maker apprenticeship',
          confidence: 0.9,
          costMicros: 2_000_000,
          isExclude: true,
          signal: 'job_seeker',
        },
        {
          searchTerm: 'paperloft notebooks',
          confidence: 0.88,
          costMicros: 300_000,
          isExclude: true,
          signal: 'competitor',
        },
        {
          searchTerm: 'free pen fonts download',
          confidence: 0.8,
          costMicros: 100_000,
          isExclude: true,
          signal: 'free_or_pirated',
        },
        { searchTerm: 'pen nib sizes', confidence: 0.5, costMicros: 200_000 },
        { searchTerm: 'gold nib fountain pen', confidence: 0.9, costMicros: 5_000_000 },
        { searchTerm: 'steel nib fountain pen', confidence: 0.9, costMicros: 1_000_000 },
      ],
      () => false,
      { confidentKeepSample: 1, costlyMicros: 100_000_000 },
    );

    const { decisions, report } = await hybrid.classifyWithReport(rows);

    // 1% of the run's 58,600,000 micros is 586,000: the job search is a costly exclusion.
    expect(server.requests.map(readPromptTerms)).toEqual([
      ['nib maker apprenticeship', 'paperloft notebooks', 'pen nib sizes', 'gold nib fountain pen'],
    ]);
    expect(bySearchTerm(decisions, 'nib maker apprenticeship')).toMatchObject({
      isExclude: false,
      signal: 'model',
      local: { isExclude: true, signal: 'job_seeker' },
    });
    expect(bySearchTerm(decisions, 'paperloft notebooks')).toMatchObject({
      isExclude: false,
      local: { isExclude: true, signal: 'competitor' },
    });
    expect(bySearchTerm(decisions, 'free pen fonts download')).toMatchObject({
      isExclude: true,
      signal: 'free_or_pirated',
    });
    expect(bySearchTerm(decisions, 'free pen fonts download').local).toBeUndefined();
    expect(bySearchTerm(decisions, 'quillfern notebooks').signal).toBe('own_brand');
    expect(report.routed).toEqual({
      costly_exclusion: 1,
      unsure: 1,
      weak_exclusion: 1,
      keep_sample: 1,
    });
    expect(report.asked).toEqual({ first: 4, second: 0 });
  });

  it('asks about an unsure term that cost nothing, but never twice and never as costly', async () => {
    const { hybrid, rows, server } = await createHybrid(
      [
        { searchTerm: 'pen nib sizes', confidence: 0.5, costMicros: 0 },
        {
          searchTerm: 'nib maker apprenticeship',
          confidence: 0.9,
          costMicros: 0,
          isExclude: true,
          signal: 'job_seeker',
        },
        { searchTerm: 'gold nib fountain pen', confidence: 0.9, costMicros: 0 },
      ],
      () => true,
      { confidentKeepSample: 5 },
    );

    const { decisions, report } = await hybrid.classifyWithReport(rows);

    // The run cost nothing: its 90th percentile and its 1% are 0, which no term may reach.
    expect(server.requests.map(readPromptTerms)).toEqual([['pen nib sizes']]);
    expect(bySearchTerm(decisions, 'pen nib sizes')).toMatchObject({
      isExclude: true,
      signal: 'model',
    });
    expect(bySearchTerm(decisions, 'pen nib sizes').needsReview).toBeUndefined();
    expect(report.decidedBy).toEqual({ local: 2, model: 1, propagated: 0, needsReview: 0 });
  });

  it('carries an answer over to routed variants only: a confident variant keeps its own decision', async () => {
    const { hybrid, rows, server } = await createHybrid(
      [
        { searchTerm: 'fountain pen ink', confidence: 0.5, costMicros: 3_000_000 },
        { searchTerm: 'fountan pen ink', confidence: 0.5, costMicros: 500_000 },
        { searchTerm: 'ink fountain pen', confidence: 0.9, costMicros: 1_000_000 },
      ],
      () => true,
      { costlyMicros: 100_000_000 },
    );

    const { decisions, report } = await hybrid.classifyWithReport(rows);

    expect(server.requests.map(readPromptTerms)).toEqual([['fountain pen ink']]);
    expect(bySearchTerm(decisions, 'fountan pen ink')).toMatchObject({
      isExclude: true,
      signal: 'model',
    });
    expect(bySearchTerm(decisions, 'ink fountain pen')).toMatchObject({
      isExclude: false,
      signal: 'relevant',
    });
    expect(bySearchTerm(decisions, 'ink fountain pen').local).toBeUndefined();
    expect(report.decidedBy).toEqual({ local: 1, model: 1, propagated: 1, needsReview: 0 });
  });

  it('sends nothing on a second run of the same brief: the model’s cache answers, and nothing flips', async () => {
    const cheapAndSure = Array.from({ length: 8 }, (_, index) => ({
      searchTerm: `quillfern notebook ${index + 1}`,
      confidence: 0.9,
      costMicros: 100_000,
    }));
    // The run's 90th percentile is 100,000 micros: only the workshop's flip is asked twice.
    // Asked again, this model would change its mind on every term.
    const { hybrid, rows, server } = await createHybrid(
      [
        { searchTerm: 'calligraphy workshop', confidence: 0.5, costMicros: 9_000_000 },
        { searchTerm: 'pen pal letters', confidence: 0.5, costMicros: 50_000 },
        ...cheapAndSure,
      ],
      (searchTerm, timesAsked) => timesAsked <= (searchTerm === 'calligraphy workshop' ? 2 : 1),
    );

    const first = await hybrid.classifyWithReport(rows);
    const second = await hybrid.classifyWithReport(rows);

    expect(server.requests.map(readPromptTerms)).toEqual([
      ['calligraphy workshop', 'pen pal letters'],
      ['calligraphy workshop'],
    ]);
    expect(second.decisions).toEqual(first.decisions);
    expect(bySearchTerm(second.decisions, 'pen pal letters').isExclude).toBe(true);
    expect(second.report.model).toEqual({ calls: 0, promptTokens: 0, completionTokens: 0 });
    expect(second.report.asked).toEqual(first.report.asked);
  });
});
