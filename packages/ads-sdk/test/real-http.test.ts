import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Client } from 'openapi-fetch';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUtmostClient } from '../src/client/create-utmost-client.js';
import { REFRESH_SESSION_PATH } from '../src/client/middleware/session-refresh.js';
import { isUtmostError } from '../src/errors/utmost-error.js';

// The fake fetch of the unit tests cannot show what Node's own fetch (undici) refuses, such as a
// streamed body without `duplex`. These run the middleware over real HTTP.
let server: Server;
let baseUrl: string;
let isSessionFresh = false;
const received: { method: string; url: string; body: string }[] = [];

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

beforeAll(async () => {
  server = createServer((request, response) => {
    void readBody(request).then((body) => {
      received.push({ method: request.method ?? '', url: request.url ?? '', body });
      if (request.url === '/slow') return; // never answers
      if (request.url === REFRESH_SESSION_PATH) isSessionFresh = true;
      const status = isSessionFresh ? 200 : 401;
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(status === 200 ? { content: { echo: body } } : {}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('over real HTTP with Node fetch', () => {
  it('refreshes on 401 and resends the POST body with workspace_id', async () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a path the contract lacks yet
    const client = createUtmostClient({ baseUrl, getWorkspaceId: () => 'ws-9' }) as Client<any>;

    const result = await client.POST('/api/v1/notes', { body: { text: 'über' } });

    expect(result.data).toEqual({ content: { echo: '{"text":"über"}' } });
    expect(received.map((entry) => `${entry.method} ${entry.url} ${entry.body}`)).toEqual([
      'POST /api/v1/notes?workspace_id=ws-9 {"text":"über"}',
      `POST ${REFRESH_SESSION_PATH} `,
      'POST /api/v1/notes?workspace_id=ws-9 {"text":"über"}',
    ]);
  });

  it('times out a server that does not answer', async () => {
    const client = createUtmostClient({ baseUrl, timeoutMs: 50 });

    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a path outside the contract
    const failure: unknown = await (client as Client<any>)
      .GET('/slow', {})
      .catch((error: unknown) => error);

    expect(isUtmostError(failure) && failure.code).toBe('TIMEOUT_ERROR');
  });

  it('reports a refused connection as FETCH_ERROR', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));

    const failure: unknown = await createUtmostClient({ baseUrl: `http://127.0.0.1:${port}` })
      .GET('/api/v1/versions')
      .catch((error: unknown) => error);

    expect(isUtmostError(failure) && failure.code).toBe('FETCH_ERROR');
  });
});
