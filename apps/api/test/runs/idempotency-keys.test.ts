import { IDEMPOTENCY_MESSAGES } from '@utmost/ads-sdk';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys } from '../../src/core/db/idempotency-schema.js';
import { taggingRuns } from '../../src/features/tagging-runs/schema.js';
import { createOrganization, type Organization } from '../ad-platforms/ad-platform-fixtures.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { addMember, asBrowser, createTestAccount, signIn } from '../helpers/identity-fixtures.js';
import { ENGINES, prepareAccount, RUN_TEST_ENV } from './run-fixtures.js';

// Idempotency-Key on a run start (issue 27): a repeat within a day answers the first result and
// runs nothing again; a key reused for another request is refused; keys belong to one
// organization and one caller, so nobody else ever gets a stored answer back.

let testApp: TestApp;
let owner: Organization;
let stranger: Organization;
let ownerKey: string;

const db = () => testApp.testDatabase.database.db;

function start(
  organizationId: string,
  key: string,
  auth: Record<string, string>,
  adAccounts: string[] = [ENGINES.resourceName],
): Promise<LightMyRequestResponse> {
  return testApp.app.inject({
    method: 'POST',
    url: `/api/v1/google/ads/autoUrlTemplate?organization_id=${organizationId}&wait=false`,
    headers: { ...auth, 'idempotency-key': key },
    payload: { adAccounts },
  });
}

const countRuns = () => db().$count(taggingRuns);

beforeAll(async () => {
  testApp = await buildTestApp({ runWorkers: 'queue-only', env: RUN_TEST_ENV });
  owner = await createOrganization(testApp, 'idempotent-owner');
  stranger = await createOrganization(testApp, 'idempotent-stranger');
  await prepareAccount(testApp.app, owner, 'google', ENGINES);
  const created = await testApp.app.inject({
    method: 'POST',
    url: `/api/v1/organizations/${owner.id}/api-keys`,
    headers: asBrowser(owner.cookie),
    payload: { name: 'script', role: 'admin' },
  });
  expect(created.statusCode, created.body).toBe(201);
  ownerKey = created.json().content.secret;
});

afterAll(async () => {
  await testApp.close();
});

describe('a run start with an Idempotency-Key', () => {
  it('answers a repeat with the first result and queues nothing more', async () => {
    const first = await start(owner.id, 'start-1', asBrowser(owner.cookie));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const runs = await countRuns();

    // Without the key this repeat would be a 409: the account's run is still queued.
    const repeat = await start(owner.id, 'start-1', asBrowser(owner.cookie));
    expect(repeat.statusCode).toBe(200);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.json()).toEqual(first.json());
    expect(await countRuns()).toBe(runs);
  });

  it('refuses the key reused for a different request with 409 saying so', async () => {
    const other = await start(owner.id, 'start-1', asBrowser(owner.cookie), ['customers/999']);
    expect(other.statusCode).toBe(409);
    expect(other.json().error).toEqual({
      code: 'CONFLICT',
      message: IDEMPOTENCY_MESSAGES.keyReusedForAnotherRequest,
    });
  });

  it('keeps a refusal too: a repeat of a 404 is the same 404', async () => {
    const first = await start(owner.id, 'unknown-1', asBrowser(owner.cookie), ['customers/999']);
    expect(first.statusCode).toBe(404);
    const repeat = await start(owner.id, 'unknown-1', asBrowser(owner.cookie), ['customers/999']);
    expect(repeat.statusCode).toBe(404);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.json()).toEqual(first.json());
  });

  it("never replays one organization's answer to another tenant", async () => {
    // The stranger names the owner's organization: 404 for the organization, no stored answer.
    const foreign = await start(owner.id, 'start-1', asBrowser(stranger.cookie));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.headers['idempotent-replayed']).toBeUndefined();
    expect(foreign.body).not.toContain(ENGINES.resourceName);
    // The same key in the stranger's own organization is the stranger's own, fresh request.
    const own = await start(stranger.id, 'start-1', asBrowser(stranger.cookie));
    expect(own.statusCode).toBe(404);
    expect(own.headers['idempotent-replayed']).toBeUndefined();
  });

  it("keeps one person's keys apart per organization", async () => {
    // The owner also belongs to the stranger's organization: the same key there is a new request.
    await addMember(db(), stranger.id, owner.owner, 'admin');
    const elsewhere = await start(stranger.id, 'start-1', asBrowser(owner.cookie));
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.headers['idempotent-replayed']).toBeUndefined();
  });

  it('keeps keys apart per caller inside one organization: another member, an API key', async () => {
    const colleague = await createTestAccount(db(), 'IdempotentColleague');
    await addMember(db(), owner.id, colleague, 'admin');
    const colleagueCookie = await signIn(testApp.app, colleague);
    // The account's run from the first test is still queued (no workers here): a fresh start of
    // the same key by someone else runs the check again and meets the busy account.
    const byColleague = await start(owner.id, 'start-1', asBrowser(colleagueCookie));
    expect(byColleague.statusCode).toBe(409);
    expect(byColleague.headers['idempotent-replayed']).toBeUndefined();
    expect(byColleague.json().error.runningJobId).toEqual(expect.any(String));
    const byKey = await start(owner.id, 'start-1', { authorization: `Bearer ${ownerKey}` });
    expect(byKey.statusCode).toBe(409);
    expect(byKey.headers['idempotent-replayed']).toBeUndefined();
  });

  it('refuses a key longer than 255 characters', async () => {
    const response = await start(owner.id, 'k'.repeat(256), asBrowser(owner.cookie));
    expect(response.statusCode).toBe(400);
  });
});

describe('an answer not worth keeping', () => {
  it('a 5xx leaves no key behind, so a retry with the same key runs again', async () => {
    // Without a job queue a start answers 500 (a misconfigured deployment).
    const broken = await buildTestApp({ env: RUN_TEST_ENV });
    try {
      const organization = await createOrganization(broken, 'idempotent-5xx');
      await prepareAccount(broken.app, organization, 'google', ENGINES);
      const send = () =>
        broken.app.inject({
          method: 'POST',
          url: `/api/v1/google/ads/autoUrlTemplate?organization_id=${organization.id}&wait=false`,
          headers: { ...asBrowser(organization.cookie), 'idempotency-key': 'after-a-500' },
          payload: { adAccounts: [ENGINES.resourceName] },
        });
      expect((await send()).statusCode).toBe(500);
      const kept = broken.testDatabase.database.db.$count(idempotencyKeys);
      expect(await kept).toBe(0);
      const retried = await send();
      expect(retried.statusCode).toBe(500);
      expect(retried.headers['idempotent-replayed']).toBeUndefined();
    } finally {
      await broken.close();
    }
  });
});
