import { afterEach, describe, expect, it } from 'vitest';

import type { SearchTermRow } from '../classifier-types.js';
import type { CachedModelAnswer } from './classifier-cache.js';
import { QUILLFERN_BRIEF } from './classifier-test-brief.js';
import { createOpenAiClassifier, type ClassifierLogger } from './openai-classifier.js';
import {
  answerEachTerm,
  readPromptTerms,
  startStubChatServer,
  type RecordedRequest,
  type StubChatServer,
  type StubReply,
} from './stub-chat-server.js';

let stub: StubChatServer | undefined;

afterEach(async () => {
  await stub?.close();
  stub = undefined;
});

async function startWith(reply: (request: RecordedRequest, number: number) => StubReply) {
  let count = 0;
  stub = await startStubChatServer((request) => reply(request, (count += 1)));
  return stub;
}

function createClassifier(
  server: StubChatServer,
  overrides: {
    cache?: Map<string, CachedModelAnswer>;
    logger?: ClassifierLogger;
    batchSize?: number;
  } = {},
) {
  return createOpenAiClassifier(QUILLFERN_BRIEF, {
    baseURL: server.baseURL,
    apiKey: 'sk-stub-secret',
    model: 'stub-model-7b',
    maxRetries: 0,
    answerRetryDelayMs: 5,
    ...overrides,
  });
}

const rows: SearchTermRow[] = [
  { searchTerm: 'inkharbor pen sale', costMicros: 2_000_000 },
  { searchTerm: 'gold nib fountain pen', costMicros: 1_500_000 },
];

describe('openai classifier', () => {
  it('asks for structured output with the brief and numbered terms, and reads the decisions', async () => {
    const server = await startWith((request) =>
      answerEachTerm(request, (term) => ({
        exclude: term.includes('inkharbor'),
        category: term.includes('inkharbor') ? 'brand' : 'product',
      })),
    );
    const lines: string[] = [];
    const logger: ClassifierLogger = {
      info: (fields, message) => lines.push(`${message} ${JSON.stringify(fields)}`),
      warn: (fields, message) => lines.push(`${message} ${JSON.stringify(fields)}`),
    };
    const classifier = createClassifier(server, { logger });

    const decisions = await classifier.classify(rows);

    expect(classifier.provider).toBe('openai');
    expect(decisions).toEqual([
      {
        searchTerm: 'inkharbor pen sale',
        isExclude: true,
        category: 'brand',
        reason: 'Excluded: stub reason for "inkharbor pen sale".',
        confidence: 0.9,
        signal: 'model',
      },
      expect.objectContaining({ searchTerm: 'gold nib fountain pen', isExclude: false }),
    ]);
    const [request] = server.requests;
    expect(request?.url).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe('Bearer sk-stub-secret');
    expect(request?.body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'search_term_decisions', strict: true },
    });
    const prompt = JSON.stringify(request?.body.messages);
    for (const fact of ['Quillfern', 'PaperLoft', 'Hand-bound dotted', 'do not repair pens']) {
      expect(prompt).toContain(fact);
    }
    expect(readPromptTerms(request!)).toEqual(['inkharbor pen sale', 'gold nib fountain pen']);
    expect(classifier.lastUsage()).toEqual({ calls: 1, promptTokens: 300, completionTokens: 100 });
    expect(lines.join('\n')).toContain('"promptTokens":300');
    expect(lines.join('\n')).not.toContain('sk-stub-secret');
  });

  it('asks again for a malformed answer, then fails with malformed_answer naming the terms', async () => {
    const server = await startWith(() => ({ content: 'Sure, here are my thoughts.' }));

    const classifying = createClassifier(server).classify(rows);

    await expect(classifying).rejects.toMatchObject({
      name: 'ClassifierModelError',
      reason: 'malformed_answer',
      searchTerms: ['inkharbor pen sale', 'gold nib fountain pen'],
    });
    expect(server.requests).toHaveLength(2);
  });

  it('asks again only for the terms an answer left out, then fails with missing_terms', async () => {
    const partial = await startWith((request) => {
      const full = JSON.parse(answerEachTerm(request, () => ({ exclude: false })).content) as {
        decisions: { index: number }[];
      };
      // Drops the last term's entry and gives a number outside the batch.
      const decisions = full.decisions.slice(0, -1).concat({ ...full.decisions[0]!, index: 99 });
      return { content: JSON.stringify({ decisions }) };
    });

    const classifier = createClassifier(partial);
    const classifying = classifier.classify(rows);

    await expect(classifying).rejects.toMatchObject({
      reason: 'missing_terms',
      searchTerms: ['gold nib fountain pen'],
    });
    expect(partial.requests.map(readPromptTerms)).toEqual([
      ['inkharbor pen sale', 'gold nib fountain pen'],
      ['gold nib fountain pen'],
    ]);
    expect(classifier.lastUsage().calls).toBe(2);
  });

  it('asks again for a term whose answer had an impossible confidence, and caches only the usable one', async () => {
    const server = await startWith((request, number) => {
      const answer = JSON.parse(answerEachTerm(request, () => ({ exclude: true })).content) as {
        decisions: { confidence: number }[];
      };
      if (number === 1) answer.decisions[1]!.confidence = 1.4;
      return { content: JSON.stringify(answer) };
    });
    const classifier = createClassifier(server);

    const decisions = await classifier.classify(rows);
    await classifier.classify(rows);

    expect(server.requests.map(readPromptTerms)).toEqual([
      ['inkharbor pen sale', 'gold nib fountain pen'],
      ['gold nib fountain pen'],
    ]);
    expect(decisions.map((decision) => decision.confidence)).toEqual([0.9, 0.9]);
  });

  it('recovers when the second answer is usable', async () => {
    const server = await startWith((request, number) =>
      number === 1
        ? { content: '{"decisions": "none"}' }
        : answerEachTerm(request, () => ({ exclude: true })),
    );

    const decisions = await createClassifier(server).classify(rows);

    expect(decisions.map((decision) => decision.isExclude)).toEqual([true, true]);
    expect(server.requests).toHaveLength(2);
  });

  it('never sends a term twice for the same brief, and sends it again for an edited brief', async () => {
    const server = await startWith((request) =>
      answerEachTerm(request, () => ({ exclude: false })),
    );
    const cache = new Map<string, CachedModelAnswer>();

    await createClassifier(server, { cache }).classify(rows);
    const again = createClassifier(server, { cache });
    const decisions = await again.classify([
      { searchTerm: '  Gold NIB fountain pen ' },
      { searchTerm: 'paperloft notebook' },
      { searchTerm: 'paperloft notebook' },
    ]);

    expect(server.requests.map(readPromptTerms)).toEqual([
      ['inkharbor pen sale', 'gold nib fountain pen'],
      ['paperloft notebook'],
    ]);
    expect(decisions).toHaveLength(3);
    expect(decisions[0]?.reason).toBe('Kept: stub reason for "gold nib fountain pen".');
    expect(again.lastUsage().calls).toBe(1);

    const edited = createOpenAiClassifier(
      { ...QUILLFERN_BRIEF, rules: [{ description: 'Exclude notebooks.' }] },
      { baseURL: server.baseURL, apiKey: 'sk-stub-secret', model: 'stub-model-7b', cache },
    );
    await edited.classify([{ searchTerm: 'paperloft notebook' }]);
    expect(server.requests).toHaveLength(3);
  });

  it('asks a second opinion once per brief version, apart from the first answer', async () => {
    const server = await startWith((request) =>
      answerEachTerm(request, () => ({ exclude: false })),
    );
    const classifier = createClassifier(server);
    const row = [{ searchTerm: 'inkharbor pen sale' }];

    await classifier.classify(row);
    await classifier.classify(row, { opinion: 'second' });
    await classifier.classify(row, { opinion: 'second' });
    await classifier.classify(row);

    expect(server.requests).toHaveLength(2);
  });

  it('splits the terms into batches of batchSize', async () => {
    const server = await startWith((request) =>
      answerEachTerm(request, () => ({ exclude: false })),
    );
    const many = ['a5 notebook', 'b5 notebook', 'ink bottle', 'pen case', 'nib sizes'];

    await createClassifier(server, { batchSize: 2 }).classify(
      many.map((searchTerm) => ({ searchTerm })),
    );

    expect(server.requests.map(readPromptTerms)).toEqual([
      ['a5 notebook', 'b5 notebook'],
      ['ink bottle', 'pen case'],
      ['nib sizes'],
    ]);
  });

  it('fails with endpoint_error on an HTTP error', async () => {
    const server = await startWith(() => ({ status: 500 }));

    await expect(createClassifier(server).classify(rows)).rejects.toMatchObject({
      reason: 'endpoint_error',
      message: expect.stringContaining('500'),
    });
  });
});
