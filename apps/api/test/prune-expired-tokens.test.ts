import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pruneExpiredTokens } from '../src/features/identity/jobs/prune-expired-tokens.js';
import {
  pruneExpiredTokensJob,
  pruneExpiredTokensWork,
} from '../src/features/identity/jobs/prune-expired-tokens.js';
import { createJobQueue, startJobQueue } from '../src/core/jobs/job-queue.js';
import { startWorkers } from '../src/core/jobs/start-workers.js';
import { createLogger } from '../src/core/logging/logger.js';
import {
  countExpiringTokens,
  insertExpiringToken,
} from '../src/features/identity/repositories/expiring-token-repository.js';
import { randomUUID } from 'node:crypto';
import type { DatabaseExecutor } from '../src/core/db/database-types.js';
import {
  countRateLimitBuckets,
  incrementRateLimitBucket,
} from '../src/features/identity/repositories/rate-limit-repository.js';
import {
  countSessions,
  insertSession,
} from '../src/features/identity/repositories/session-repository.js';
import { createAccount } from '../src/features/identity/services/account-service.js';
import { RATE_LIMIT_RETENTION_SECONDS } from '../src/features/identity/services/rate-limit-service.js';
import { grantOrganizationScope } from '../src/core/db/organization-scope.js';
import { idempotencyKeys } from '../src/core/db/idempotency-schema.js';
import {
  countConnectAttempts,
  insertConnectAttempt,
} from '../src/features/ad-platforms/repositories/platform-connect-attempt-repository.js';
import { RESEND_LINK_GRACE_SECONDS } from '../src/features/identity/services/link-resend-service.js';
import { createTestDatabase, type TestDatabase } from './helpers/test-database.js';

const NOW = new Date('2026-05-01T12:00:00Z');
const MINUTE = 60_000;
const logger = createLogger({ logLevel: 'silent' });

async function insertTokens(
  db: DatabaseExecutor,
  prefix: string,
  offsetsInMinutes: number[],
  purpose = 'refresh',
) {
  for (const [index, offset] of offsetsInMinutes.entries()) {
    await insertExpiringToken(db, {
      purpose,
      tokenHash: `${prefix}-${index}`,
      subject: 'user-1',
      expiresAt: new Date(NOW.getTime() + offset * MINUTE),
    });
  }
}

let testDatabase: TestDatabase;

beforeAll(async () => {
  testDatabase = await createTestDatabase();
});

afterAll(async () => {
  await testDatabase.destroy();
});

async function insertSessions(db: DatabaseExecutor, offsetsInMinutes: number[]) {
  const { user, organization } = await createAccount(db, {
    email: `prune-${String(offsetsInMinutes.length)}@example.com`,
    firstName: 'Prune',
    lastName: 'Test',
    organizationName: 'Prune Co',
    passwordHash: null,
    loginMethod: 'basic',
  });
  for (const [index, offset] of offsetsInMinutes.entries()) {
    await insertSession(db, {
      userId: user.id,
      familyId: randomUUID(),
      tokenHash: `session-${String(index)}`,
      expiresAt: new Date(NOW.getTime() + offset * MINUTE),
      // A revoked token is kept until it expires, so its reuse is still recognised.
      revokedAt: index === 0 ? NOW : null,
    });
  }
  return { userId: user.id, organizationId: organization.id };
}

async function insertConnectAttempts(
  db: DatabaseExecutor,
  owner: { userId: string; organizationId: string },
  offsetsInMinutes: number[],
) {
  const scope = grantOrganizationScope(owner.organizationId, 'owner');
  for (const [index, offset] of offsetsInMinutes.entries()) {
    await insertConnectAttempt(db, scope, {
      stateHash: `state-${String(index)}`,
      browserBindingHash: 'binding',
      codeVerifierSealed: 'sealed',
      userId: owner.userId,
      platform: 'google',
      redirectUrl: 'http://localhost:3000/success',
      expiresAt: new Date(NOW.getTime() + offset * MINUTE),
    });
  }
  return scope;
}

describe('pruneExpiredTokens', () => {
  it('deletes expired tokens, sessions and old rate-limit counters; a second run finds none', async () => {
    const { db } = testDatabase.database;
    await insertTokens(db, 'direct', [-120, -1, 0, 1, 60]);
    // Reset links stay 30 days past expiry, for "Resend link"; then they go too.
    const graceMinutes = RESEND_LINK_GRACE_SECONDS / 60;
    await insertTokens(db, 'reset', [-120, -graceMinutes - 1], 'password_reset');
    const owner = await insertSessions(db, [60, -5, 0, 30]);
    const scope = await insertConnectAttempts(db, owner, [-11, 5]);
    // Kept as long as the longest window of any limit (the per-account day of password sign-in).
    const retentionMs = RATE_LIMIT_RETENTION_SECONDS * 1000;
    await incrementRateLimitBucket(db, 'old', new Date(NOW.getTime() - retentionMs - MINUTE));
    await incrementRateLimitBucket(db, 'current', new Date(NOW.getTime() - retentionMs + MINUTE));
    // Idempotency keys are kept a day.
    const key = { organizationId: owner.organizationId, callerId: 'user:x', requestHash: 'h' };
    await db.insert(idempotencyKeys).values([
      { ...key, key: 'old', createdAt: new Date(NOW.getTime() - 24 * 60 * MINUTE - MINUTE) },
      { ...key, key: 'current', createdAt: new Date(NOW.getTime() - 24 * 60 * MINUTE + MINUTE) },
    ]);
    const context = { db, logger, now: () => NOW, workerId: 'test' };

    expect(await pruneExpiredTokens(context)).toEqual({
      deletedCount: 4,
      deletedSessionCount: 2,
      deletedRateLimitBucketCount: 1,
      deletedConnectAttemptCount: 1,
      deletedIdempotencyKeyCount: 1,
      isCapped: false,
      workerId: 'test',
    });
    expect(await countExpiringTokens(db)).toBe(3);
    expect(await countSessions(db)).toBe(2);
    expect(await countRateLimitBuckets(db)).toBe(1);
    expect(await countConnectAttempts(db, scope)).toBe(1);
    expect(await db.$count(idempotencyKeys)).toBe(1);
    expect(await pruneExpiredTokens(context)).toMatchObject({
      deletedCount: 0,
      deletedSessionCount: 0,
      deletedRateLimitBucketCount: 0,
      deletedConnectAttemptCount: 0,
      deletedIdempotencyKeyCount: 0,
    });
    expect(await countExpiringTokens(db)).toBe(3);
  });
});

describe('the prune-expired-tokens job on pg-boss', () => {
  it('is scheduled hourly and, when sent, runs through a worker', async () => {
    const { database } = testDatabase;
    const boss = createJobQueue(database, logger, { isScheduling: true });
    await startJobQueue(boss, [pruneExpiredTokensJob]);
    try {
      await startWorkers(
        boss,
        { db: database.db, logger, now: () => NOW },
        { workerId: 'worker-a', concurrency: 1, registrations: [pruneExpiredTokensWork] },
      );
      const schedules = await boss.getSchedules(pruneExpiredTokensJob.name);
      expect(schedules.map((schedule) => schedule.cron)).toEqual(['0 * * * *']);

      await insertTokens(database.db, 'queued', [-30, -5, 30]);
      const before = await countExpiringTokens(database.db);
      const jobId = await boss.send(pruneExpiredTokensJob.name, {});
      expect(jobId).toBeTruthy();
      const job = await waitForJob(async () => {
        const [found] = await boss.findJobs<object>(pruneExpiredTokensJob.name, {
          id: jobId ?? '',
        });
        return found?.state === 'completed' ? found : undefined;
      });
      expect(job.output).toMatchObject({
        deletedCount: 2,
        isCapped: false,
        workerId: 'worker-a',
      });
      expect(await countExpiringTokens(database.db)).toBe(before - 2);
    } finally {
      await boss.stop({ graceful: true, close: true, timeout: 5_000 });
    }
  });

  it('refuses a payload that breaks its schema', () => {
    expect(pruneExpiredTokensJob.payloadSchema.safeParse({ extra: 1 }).success).toBe(false);
    expect(pruneExpiredTokensJob.payloadSchema.safeParse({}).success).toBe(true);
  });
});

async function waitForJob<T>(find: () => Promise<T | undefined>, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = await find();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('The job did not complete in time');
}
