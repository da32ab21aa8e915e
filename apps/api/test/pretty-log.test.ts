import { Writable } from 'node:stream';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { AppError } from '../src/core/errors/app-error.js';
import { errorHandlingPlugin } from '../src/core/http/error-handler.js';
import { logOneLinePerRequest } from '../src/core/http/request-log-line.js';
import { createLogger } from '../src/core/logging/logger.js';

// The embedded start (`pnpm start`) logs for a person at a terminal: readable lines, one per
// API request at most; a server keeps JSON lines for its log collector.

function createSink() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, stream };
}

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function buildLoggedApp(logFormat: 'pretty' | 'json') {
  const sink = createSink();
  app = Fastify({
    loggerInstance: createLogger({ logLevel: 'info', logFormat }, sink.stream) as FastifyBaseLogger,
    logController: new LogController({ disableRequestLogging: logFormat === 'pretty' }),
  });
  if (logFormat === 'pretty') logOneLinePerRequest(app);
  await app.register(errorHandlingPlugin, { quietRefusals: logFormat === 'pretty' });
  app.get('/api/v1/things', async () => ({ content: [] }));
  app.get('/api/v1/broken', async () => {
    throw new Error('boom');
  });
  app.get('/api/v1/refused', async () => {
    throw new AppError('NOT_FOUND', 'No such thing.');
  });
  app.get('/assets/app.js', async () => 'js');
  return sink.lines;
}

describe('pretty log for the embedded start', () => {
  it('writes one readable line per API request, with the secret query values masked', async () => {
    const lines = await buildLoggedApp('pretty');
    await app?.inject({ method: 'GET', url: '/api/v1/things?token=abc123&page=2' });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      /^\[\d\d:\d\d:\d\d\] INFO: GET \/api\/v1\/things\?token=\[redacted\]&page=2 200 · \d+ ms · \S+$/,
    );
    expect(lines[0]).not.toContain('abc123');
  });

  it('says nothing for the web app files served fine, and logs a failure as an error', async () => {
    const lines = await buildLoggedApp('pretty');
    await app?.inject({ method: 'GET', url: '/assets/app.js' });
    expect(lines).toEqual([]);
    await app?.inject({ method: 'GET', url: '/api/v1/refused' });
    expect(lines).toEqual([
      expect.stringMatching(/INFO: GET \/api\/v1\/refused 404 · \d+ ms · \S+$/),
    ]);
    await app?.inject({ method: 'GET', url: '/api/v1/broken' });
    expect(lines.join('\n')).toMatch(/ERROR: Request failed[\s\S]*"message": "boom"/);
    expect(lines.at(-1)).toMatch(/ERROR: GET \/api\/v1\/broken 500 · \d+ ms · \S+$/);
  });

  it('keeps JSON lines, two per request, for a log collector', async () => {
    const lines = await buildLoggedApp('json');
    await app?.inject({ method: 'GET', url: '/api/v1/things' });
    expect(lines).toHaveLength(2);
    expect(lines.map((line) => (JSON.parse(line) as { msg: string }).msg)).toEqual([
      'incoming request',
      'request completed',
    ]);
  });
});
