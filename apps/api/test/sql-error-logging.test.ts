import { Writable } from 'node:stream';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandlingPlugin } from '../src/core/http/error-handler.js';
import { createLogger } from '../src/core/logging/logger.js';
import { redactErrorForLog } from '../src/core/logging/redact-error.js';
import { findUserById, insertUser } from '../src/features/identity/repositories/user-repository.js';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.js';

// A failed SQL statement carries its bound parameters (Drizzle's "Failed query: … params: …"),
// and the driver's error repeats values in its detail ("Key (email)=(…) already exists.") and
// message (`invalid input syntax for type uuid: "…"`). None of them may reach the log.

const SECRET_EMAIL = 'secret-owner-7f3a@example.com';
const SECRET_KEY = 'utm_SeCrEt0KeY0That0Must0Not0Be0Logged0abcdefg';

let testDatabase: TestDatabase;
let app: FastifyInstance;
const lines: string[] = [];

beforeAll(async () => {
  testDatabase = await createTestDatabase();
  const { db } = testDatabase.database;
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString('utf8'));
      done();
    },
  });
  app = Fastify({
    loggerInstance: createLogger({ logLevel: 'info' }, sink) as FastifyBaseLogger,
  });
  await app.register(errorHandlingPlugin);
  const newUser = {
    email: SECRET_EMAIL,
    firstName: 'Secret',
    lastName: 'Owner',
    passwordHash: `scrypt$${SECRET_KEY}`,
    loginMethod: 'basic' as const,
  };
  // A unique violation: the second insert of the same address.
  app.post('/duplicate', async () => {
    await insertUser(db, newUser);
    await insertUser(db, newUser);
    return { ok: true };
  });
  // A bad cast: the key where a uuid belongs.
  app.get('/bad-cast', async () => ({ user: await findUserById(db, SECRET_KEY) }));
});

afterAll(async () => {
  await app.close();
  await testDatabase.destroy();
});

async function readFailureLog(method: 'GET' | 'POST', url: string): Promise<string> {
  lines.length = 0;
  const response = await app.inject({ method, url });
  expect(response.statusCode).toBe(500);
  expect(response.body).not.toContain(SECRET_KEY);
  const log = lines.join('');
  expect(log).toContain('Request failed');
  return log;
}

describe('a failed SQL statement in the log', () => {
  it('keeps the statement and the constraint, not the parameters or the row (unique violation)', async () => {
    const log = await readFailureLog('POST', '/duplicate');
    expect(log).toContain('Failed query: insert into \\"users\\"');
    expect(log).toContain('params: [redacted]');
    expect(log).toContain('duplicate key value violates unique constraint');
    expect(log).not.toContain(SECRET_EMAIL);
    expect(log).not.toContain(SECRET_KEY);
  });

  it('masks the value PostgreSQL quotes in its message (bad cast)', async () => {
    const log = await readFailureLog('GET', '/bad-cast');
    expect(log).toContain('Failed query: select');
    expect(log).toContain('invalid input syntax for type uuid: \\"[redacted]\\"');
    expect(log).not.toContain(SECRET_KEY);
    expect(log).not.toContain('SeCrEt0KeY');
  });
});

describe('redactErrorForLog', () => {
  it('copies the error without parameters, through the cause chain, keeping its type', async () => {
    let caught: unknown;
    try {
      await findUserById(testDatabase.database.db, SECRET_KEY);
    } catch (error) {
      caught = error;
    }
    if (!(caught instanceof Error)) throw new Error('The bad cast did not fail');
    const redacted = redactErrorForLog(caught);
    expect(redacted).toBeInstanceOf(caught.constructor);
    expect(redacted.constructor.name).toBe('DrizzleQueryError');
    expect(redacted).not.toHaveProperty('params');
    expect(redacted.stack).toContain('params: [redacted]');
    expect(redacted.stack).toContain('    at ');
    expect(JSON.stringify({ ...redacted, cause: { ...(redacted.cause as object) } })).not.toContain(
      SECRET_KEY,
    );
    expect(String((redacted.cause as Error).message)).not.toContain(SECRET_KEY);
    // The original is left as it was, for the code that handles it.
    expect(caught.message).toContain(SECRET_KEY);
  });

  it('keeps quoted names, masks quoted values, and leaves other errors as they are', async () => {
    const plain = new Error('nothing to hide');
    expect(redactErrorForLog(plain)).toBe(plain);
    expect(redactErrorForLog('text')).toBe('text');
    const database = Object.assign(
      new Error('value "12345678901" is out of range for type integer'),
      { code: '22003', severity: 'ERROR', detail: 'row (12345678901)' },
    );
    const redacted = redactErrorForLog(database);
    expect(redacted.message).toBe('value "[redacted]" is out of range for type integer');
    expect(redacted).not.toHaveProperty('detail');
    const named = Object.assign(
      new Error('null value in column "email" of relation "users" violates not-null constraint'),
      { code: '23502', severity: 'ERROR' },
    );
    expect(redactErrorForLog(named).message).toBe(named.message);
  });
});
