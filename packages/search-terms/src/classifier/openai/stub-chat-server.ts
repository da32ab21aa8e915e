import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local OpenAI-compatible chat endpoint for the classifier's tests (127.0.0.1, a free port):
// each request is recorded and answered by the test's `reply` function.

export interface RecordedRequest {
  url: string | undefined;
  headers: IncomingHttpHeaders;
  body: { model?: string; messages?: { role: string; content: string }[]; [key: string]: unknown };
}

/** `content` is the assistant's message; `status` an HTTP error; `null` never answers. */
export type StubReply = { content: string } | { status: number } | null;

export interface StubChatServer {
  baseURL: string;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

export const STUB_USAGE = { prompt_tokens: 300, completion_tokens: 100, total_tokens: 400 };

export async function startStubChatServer(
  reply: (request: RecordedRequest) => StubReply,
): Promise<StubChatServer> {
  const requests: RecordedRequest[] = [];
  const server: Server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      const recorded = { url: request.url, headers: request.headers, body: JSON.parse(raw) };
      requests.push(recorded);
      const planned = reply(recorded);
      if (planned === null) return;
      if ('status' in planned) {
        response.writeHead(planned.status, { 'content-type': 'application/json' });
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
              message: { role: 'assistant', content: planned.content },
              finish_reason: 'stop',
            },
          ],
          usage: STUB_USAGE,
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The terms of a classifier request, read from the JSON array between its tags, in order. */
export function readPromptTerms(request: RecordedRequest): string[] {
  const prompt = request.body.messages?.at(-1)?.content ?? '';
  const data = prompt.match(/<search_terms>\n(.*)\n<\/search_terms>/)?.[1];
  if (data === undefined) return [];
  return (JSON.parse(data) as { index: number; term: string }[]).map(({ term }) => term);
}

/** A well-formed batch answer deciding each term with `decide`. */
export function answerEachTerm(
  request: RecordedRequest,
  decide: (searchTerm: string) => { exclude: boolean; category?: 'product' | 'brand' },
): { content: string } {
  const decisions = readPromptTerms(request).map((searchTerm, position) => {
    const { exclude, category = 'product' } = decide(searchTerm);
    return {
      index: position + 1,
      exclude,
      category,
      reason: `${exclude ? 'Excluded' : 'Kept'}: stub reason for "${searchTerm}".`,
      confidence: 0.9,
    };
  });
  return { content: JSON.stringify({ decisions }) };
}
