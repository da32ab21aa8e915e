import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { BriefElementsDraft } from '../../brief/brief-draft.js';
import { BriefDraftError } from '../../brief/brief-draft-error.js';
import type { SiteSnapshot } from '../../site/site-snapshot.js';
import { createOpenAiBriefDrafter, type BriefDraftLogger } from './openai-brief-drafter.js';

interface RecordedRequest {
  url: string | undefined;
  headers: IncomingHttpHeaders;
  body: Record<string, unknown>;
}

/** Answers each request with the next planned reply; `null` never answers (for timeouts). */
type PlannedReply = { content: string } | { status: number } | null;

let server: Server;
let baseURL: string;
let requests: RecordedRequest[];
let replies: PlannedReply[];

beforeEach(async () => {
  requests = [];
  replies = [];
  server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      requests.push({ url: request.url, headers: request.headers, body: JSON.parse(raw) });
      const reply = replies.shift();
      if (reply === null || reply === undefined) return;
      if ('status' in reply) {
        response.writeHead(reply.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { message: 'stub failure' } }));
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          id: 'chatcmpl-stub',
          object: 'chat.completion',
          created: 1_700_000_000,
          model: 'stub-model',
          choices: [
            {
              index: 0,
              message: { role: 'assistant', content: reply.content },
              finish_reason: 'stop',
            },
          ],
          usage: { prompt_tokens: 321, completion_tokens: 123, total_tokens: 444 },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterEach(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const site: SiteSnapshot = {
  requestedUrl: 'https://www.lanternworks.example/',
  finalUrl: 'https://www.lanternworks.example/',
  pages: [
    {
      url: 'https://www.lanternworks.example/',
      kind: 'home',
      title: 'Lanternworks | Field service scheduling software',
      description: 'Lanternworks is scheduling software for field service teams.',
      siteName: 'Lanternworks',
      headings: ['Dispatch board'],
      navigation: [],
      paragraphs: ['Plan routes and jobs for engineers across the UK.'],
      structuredData: [],
    },
  ],
};

const overview =
  'Lanternworks sells scheduling and dispatch software to field service companies in the UK, with route planning and a mobile app for engineers.';

const elementsAnswer = {
  brand_name: 'Lanternworks',
  brand_website: 'https://www.lanternworks.example/',
  brand_competitors_list: ['RouteDesk', 'FieldPilot', ' ', 'routedesk'],
  brand_short_description: overview,
  products: [
    { name: 'Dispatch board', description: 'Drag-and-drop job scheduling for field engineers.' },
    { name: '', description: 'A product without a name is dropped.' },
  ],
};

function createDrafter(overrides: { timeoutMs?: number; logger?: BriefDraftLogger } = {}) {
  return createOpenAiBriefDrafter({
    baseURL,
    apiKey: 'sk-stub-secret',
    model: 'stub-model-7b',
    maxRetries: 0,
    answerRetryDelayMs: 5,
    ...overrides,
  });
}

function recordingLogger() {
  const lines: string[] = [];
  const logger: BriefDraftLogger = {
    info: (fields, message) => lines.push(`${message} ${JSON.stringify(fields)}`),
    warn: (fields, message) => lines.push(`${message} ${JSON.stringify(fields)}`),
  };
  return { lines, logger };
}

describe('openai brief drafter', () => {
  it('asks for structured output with the model and key, and returns the cleaned elements', async () => {
    replies.push({ content: JSON.stringify(elementsAnswer) });
    const { lines, logger } = recordingLogger();

    const draft = await createDrafter({ logger }).draftElements({
      brandName: '',
      website: 'https://www.lanternworks.example/',
      site,
    });

    expect(draft).toEqual<BriefElementsDraft>({
      brandName: 'Lanternworks',
      brandWebsite: 'https://www.lanternworks.example/',
      competitors: ['RouteDesk', 'FieldPilot'],
      shortDescription: overview,
      products: [
        {
          name: 'Dispatch board',
          description: 'Drag-and-drop job scheduling for field engineers.',
        },
      ],
    });
    const [request] = requests;
    expect(request?.url).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe('Bearer sk-stub-secret');
    expect(request?.body.model).toBe('stub-model-7b');
    expect(request?.body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: {
        name: 'generated_content',
        strict: true,
        schema: {
          required: expect.arrayContaining(['brand_competitors_list', 'brand_short_description']),
        },
      },
    });
    expect(JSON.stringify(request?.body.messages)).toContain(
      'Plan routes and jobs for engineers across the UK.',
    );
    expect(lines.join('\n')).toContain('"promptTokens":321');
    expect(lines.join('\n')).not.toContain('sk-stub-secret');
  });

  it('asks again after an answer that is not JSON, then fails with malformed_answer', async () => {
    replies.push(
      { content: 'Sure! Here is the brief you asked for.' },
      { content: '{"brand_name": ' },
    );

    const drafting = createDrafter().draftElements({
      brandName: 'Lanternworks',
      website: site.finalUrl,
      site,
    });

    await expect(drafting).rejects.toMatchObject({
      name: 'BriefDraftError',
      reason: 'malformed_answer',
    });
    expect(requests).toHaveLength(2);
  });

  it('recovers when the second answer is usable', async () => {
    replies.push({ content: 'not json' }, { content: JSON.stringify(elementsAnswer) });

    const draft = await createDrafter().draftElements({
      brandName: 'Lanternworks',
      website: site.finalUrl,
      site,
    });

    expect(draft.shortDescription).toBe(overview);
    expect(requests).toHaveLength(2);
  });

  it('clamps limit-breaking lists and descriptions, and refuses an overview out of limits', async () => {
    const tooMany = Array.from({ length: 40 }, (_, index) => ({
      search_term: `term ${index}`,
      category: 'product',
    }));
    replies.push({
      content: JSON.stringify({
        general_rules: [
          `Exclude job seekers. ${'Job searches are not customers. '.repeat(30)}`,
          '  ',
        ],
        excluded_search_terms: tooMany,
        perfect_search_terms: tooMany.map((term) => ({
          ...term,
          search_term: `wanted ${term.search_term}`,
        })),
      }),
    });

    const rules = await createDrafter().draftRules({
      elements: {
        ...elementsAnswer,
        brandName: 'Lanternworks',
        brandWebsite: site.finalUrl,
        competitors: [],
        shortDescription: overview,
        products: [],
      },
    });

    expect(rules.generalRules).toHaveLength(1);
    expect(rules.generalRules[0]!.length).toBeLessThanOrEqual(500);
    expect(rules.generalRules[0]).toMatch(/\.$/);
    expect(rules.excludedSearchTerms.length + rules.perfectSearchTerms.length).toBe(50);
    expect(requests[0]?.body.response_format).toMatchObject({
      json_schema: { name: 'suggestion_response' },
    });

    replies.push(
      { content: JSON.stringify({ ...elementsAnswer, brand_short_description: 'Too short.' }) },
      { content: JSON.stringify({ ...elementsAnswer, brand_short_description: 'x'.repeat(1001) }) },
    );
    const drafting = createDrafter().draftElements({ brandName: '', website: site.finalUrl, site });
    await expect(drafting).rejects.toMatchObject({ reason: 'limit_breach' });
  });

  it('fails with timeout when the endpoint never answers', async () => {
    replies.push(null);

    const drafting = createDrafter({ timeoutMs: 150 }).draftElements({
      brandName: '',
      website: site.finalUrl,
      site,
    });

    await expect(drafting).rejects.toBeInstanceOf(BriefDraftError);
    await expect(drafting).rejects.toMatchObject({ reason: 'timeout' });
  });

  it('fails with endpoint_error on an HTTP error without asking again', async () => {
    replies.push({ status: 401 });

    const drafting = createDrafter().draftElements({ brandName: '', website: site.finalUrl, site });

    await expect(drafting).rejects.toMatchObject({
      reason: 'endpoint_error',
      message: expect.stringContaining('401'),
    });
    expect(requests).toHaveLength(1);
  });
});
