import {
  DENIED_MESSAGE_BY_PERMISSION,
  PLAN_BELOW_CONNECTED_MESSAGE,
  SUBSCRIPTION_BLOCKED_ENABLE_MESSAGE,
  UNKNOWN_PLAN_MESSAGE,
  type Invoice,
  type Subscription,
} from '@utmost/ads-sdk';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adAccounts } from '../../src/features/ad-platforms/schema.js';
import { expireTrials } from '../../src/features/identity/jobs/expire-trials.js';
import { subscriptions } from '../../src/features/identity/schema.js';
import { takeDueValidations } from '../../src/features/search-terms/repositories/validation-schedule-repository.js';
import { queueAutoRuns } from '../../src/features/tagging-runs/runs/run-scheduler.js';
import { SANDBOX_AD_CATALOG } from '@utmost/sandbox';
import {
  addPayload,
  callAds,
  connect,
  createOrganization,
  type Organization,
} from '../ad-platforms/ad-platform-fixtures.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { addMember, asBrowser, createTestAccount, signIn } from '../helpers/identity-fixtures.js';
import { changeAccounts } from '../url-templates/url-template-fixtures.js';
import { ENGINES, prepareAccount, RUN_TEST_ENV } from '../runs/run-fixtures.js';

// Issue 29, local mode: the trial, its end by the scheduled job, the block it brings (auto runs,
// validations, enabling and connecting stop; nothing is deleted) and a local plan lifting it.

const DAY_MS = 24 * 60 * 60 * 1000;

let testApp: TestApp;
const db = () => testApp.testDatabase.database.db;

beforeAll(async () => {
  testApp = await buildTestApp({ runWorkers: 'queue-only', env: RUN_TEST_ENV });
});

afterAll(async () => {
  await testApp.close();
});

function getSubscription(app: FastifyInstance, organization: Organization, cookie?: string) {
  return app.inject({
    method: 'GET',
    url: `/api/v1/billing/subscription?organization_id=${organization.id}`,
    headers: asBrowser(cookie ?? organization.cookie),
  });
}

function choosePlan(
  app: FastifyInstance,
  organization: Organization,
  payload: unknown,
  cookie?: string,
) {
  return app.inject({
    method: 'PUT',
    url: `/api/v1/billing/subscription?organization_id=${organization.id}`,
    headers: asBrowser(cookie ?? organization.cookie),
    payload: payload as Record<string, unknown>,
  });
}

async function readSubscription(organization: Organization): Promise<Subscription> {
  const response = await getSubscription(testApp.app, organization);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().content as Subscription;
}

function runExpiry(now: Date) {
  return expireTrials({
    db: db(),
    logger: testApp.context.logger,
    now: () => now,
    workerId: 'test',
  });
}

describe('the trial', () => {
  it('starts as a 7-day trial of type and status trial, in local mode', async () => {
    const before = Date.now();
    const organization = await createOrganization(testApp, 'trial-start');
    const subscription = await readSubscription(organization);
    expect(subscription).toMatchObject({
      type: 'trial',
      status: 'trial',
      provider: 'local',
      // No Stripe keys: the web app offers the local plan switch, not checkout.
      paymentProvider: 'local',
      hasPaymentAccount: false,
      productId: null,
      interval: null,
      currentPeriodEnd: null,
    });
    const ends = Date.parse(subscription.trialEndsAt!);
    expect(ends - before).toBeGreaterThanOrEqual(7 * DAY_MS - 60_000);
    expect(ends - before).toBeLessThanOrEqual(7 * DAY_MS + 60_000);
  });

  it('is blocked by the scheduled job once it has ended, and only then', async () => {
    const ended = await createOrganization(testApp, 'trial-ended');
    const running = await createOrganization(testApp, 'trial-running');
    const { trialEndsAt } = await readSubscription(ended);
    const justBefore = new Date(Date.parse(trialEndsAt!) - 1000);
    expect((await runExpiry(justBefore)).blockedOrganizationIds).not.toContain(ended.id);
    expect((await readSubscription(ended)).type).toBe('trial');

    // The other organization's trial started a moment later; end only the first one's.
    const at = new Date(Date.parse(trialEndsAt!));
    await db()
      .update(subscriptions)
      .set({ trialEndsAt: new Date(at.getTime() + DAY_MS) })
      .where(eq(subscriptions.organizationId, running.id));
    expect((await runExpiry(at)).blockedOrganizationIds).toContain(ended.id);
    expect(await readSubscription(ended)).toMatchObject({ type: 'blocked', status: 'trial' });
    expect((await readSubscription(running)).type).toBe('trial');
    // Run again: nothing more to do.
    expect((await runExpiry(at)).blockedOrganizationIds).not.toContain(ended.id);
  });
});

describe('a blocked subscription', () => {
  it('stops auto runs, validations and enabling without deleting anything; a plan brings them back', async () => {
    const { app } = testApp;
    const organization = await createOrganization(testApp, 'blocked-runs');
    await prepareAccount(app, organization, 'google', ENGINES);
    const enabled = await changeAccounts(app, organization, 'google', [ENGINES.resourceName], {
      enabled: true,
    });
    expect(enabled.statusCode, enabled.body).toBe(200);
    const due = new Date(Date.now() + 400 * DAY_MS);
    await db()
      .update(adAccounts)
      .set({ searchTermsValidationEnabled: true, nextSearchTermRunAt: new Date() })
      .where(eq(adAccounts.organizationId, organization.id));

    const { trialEndsAt } = await readSubscription(organization);
    await runExpiry(new Date(Date.parse(trialEndsAt!)));
    expect((await readSubscription(organization)).type).toBe('blocked');

    const settings = { intervalMs: DAY_MS, staleAfterMs: 2_000 };
    const sent: string[] = [];
    const queue = { send: async (ids: readonly string[]) => void sent.push(...ids) };
    const dueOfOrganization = async () =>
      (await takeDueValidations(db(), due, DAY_MS, 500)).filter(
        (account) => account.organizationId === organization.id,
      );
    await queueAutoRuns({ db: db(), now: due, settings, queue });
    expect(sent).toEqual([]);
    expect(await dueOfOrganization()).toEqual([]);

    const refused = await changeAccounts(app, organization, 'google', [ENGINES.resourceName], {
      enabled: true,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({
      code: 'SUBSCRIPTION_BLOCKED',
      message: SUBSCRIPTION_BLOCKED_ENABLE_MESSAGE,
    });
    // Switching off is still allowed; nothing was deleted.
    const [account] = await db()
      .select()
      .from(adAccounts)
      .where(eq(adAccounts.organizationId, organization.id));
    expect(account).toMatchObject({ enabled: true, searchTermsValidationEnabled: true });
    expect(account!.urlTemplateId).not.toBeNull();

    const paid = await choosePlan(app, organization, { productId: 'starter', interval: 'yearly' });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().content).toMatchObject({
      type: 'payed',
      status: 'active',
      productId: 'starter',
      interval: 'yearly',
      max_allowed_ac: 5,
    });
    await queueAutoRuns({ db: db(), now: due, settings, queue });
    expect(sent).toHaveLength(1);
    expect(await dueOfOrganization()).toHaveLength(1);
  });
});

describe('choosing a plan in local mode', () => {
  it('moves a trial to payed / active with a local invoice, and a second change adds another', async () => {
    const organization = await createOrganization(testApp, 'upgrade');
    const before = Date.now();
    const first = await choosePlan(testApp.app, organization, {
      productId: 'growth',
      interval: 'monthly',
    });
    expect(first.statusCode, first.body).toBe(200);
    const subscription = first.json().content as Subscription;
    expect(subscription).toMatchObject({
      type: 'payed',
      status: 'active',
      max_allowed_ac: 20,
      provider: 'local',
      paymentProvider: 'local',
    });
    const periodDays = (Date.parse(subscription.currentPeriodEnd!) - before) / DAY_MS;
    expect(periodDays).toBeGreaterThanOrEqual(28);
    expect(periodDays).toBeLessThanOrEqual(31.1);
    await choosePlan(testApp.app, organization, { productId: 'agency', interval: 'yearly' });
    const invoices = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/billing/invoices?organization_id=${organization.id}`,
      headers: asBrowser(organization.cookie),
    });
    expect(invoices.statusCode, invoices.body).toBe(200);
    const listed = invoices.json().content as Invoice[];
    expect(
      listed.map(({ number, amountMicros, status, provider, pdfUrl }) => ({
        number,
        amountMicros,
        status,
        provider,
        pdfUrl,
      })),
    ).toEqual([
      // Newest first; the beta price (25% off) of Agency yearly, then Growth monthly.
      {
        number: 'LOCAL-000002',
        amountMicros: 2_242_500_000,
        status: 'paid',
        provider: 'local',
        pdfUrl: null,
      },
      {
        number: 'LOCAL-000001',
        amountMicros: 111_750_000,
        status: 'paid',
        provider: 'local',
        pdfUrl: null,
      },
    ]);
  });

  it('lists the plans and the 25% beta coupon', async () => {
    const organization = await createOrganization(testApp, 'catalogue');
    const products = await testApp.app.inject({
      method: 'GET',
      // The web app adds workspace_id to every request (spec §7).
      url: '/api/v1/billing/products?workspace_id=00000000-0000-4000-8000-000000000000',
      headers: asBrowser(organization.cookie),
    });
    expect(products.json().content.map((product: { id: string }) => product.id)).toEqual([
      'starter',
      'growth',
      'agency',
    ]);
    const coupons = await testApp.app.inject({
      method: 'GET',
      url: '/api/v1/billing/coupons',
      headers: asBrowser(organization.cookie),
    });
    expect(coupons.json().content).toEqual([{ id: 'beta', name: 'Beta price', percentOff: 25 }]);
  });

  it('refuses a member with the spec message and changes nothing', async () => {
    const organization = await createOrganization(testApp, 'member-plan');
    const member = await createTestAccount(db(), 'planmember');
    await addMember(db(), organization.id, member, 'member');
    const memberCookie = await signIn(testApp.app, member);
    const before = await readSubscription(organization);
    const refused = await choosePlan(
      testApp.app,
      organization,
      { productId: 'growth', interval: 'monthly' },
      memberCookie,
    );
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(DENIED_MESSAGE_BY_PERMISSION['subscription:edit']);
    const invoices = await testApp.app.inject({
      method: 'GET',
      url: `/api/v1/billing/invoices?organization_id=${organization.id}`,
      headers: asBrowser(memberCookie),
    });
    expect(invoices.statusCode).toBe(403);
    expect(invoices.json().error.message).toBe(DENIED_MESSAGE_BY_PERMISSION['billing:view']);
    expect(await readSubscription(organization)).toEqual(before);
  });

  it('refuses a downgrade below the accounts connected, and an unknown plan, changing nothing', async () => {
    const organization = await createOrganization(testApp, 'downgrade');
    await choosePlan(testApp.app, organization, { productId: 'growth', interval: 'monthly' });
    const organizationRow = await readSubscription(organization);
    await connectSixAccounts(organization);
    const before = await readSubscription(organization);
    expect(before.alreadyConnectedAdAccountsCount).toBe(6);

    const refused = await choosePlan(testApp.app, organization, {
      productId: 'starter',
      interval: 'monthly',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(PLAN_BELOW_CONNECTED_MESSAGE);
    const unknown = await choosePlan(testApp.app, organization, {
      productId: 'platinum',
      interval: 'monthly',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ productId: UNKNOWN_PLAN_MESSAGE });
    const badInterval = await choosePlan(testApp.app, organization, {
      productId: 'growth',
      interval: 'weekly',
    });
    expect(badInterval.statusCode).toBe(400);
    expect(await readSubscription(organization)).toEqual(before);
    expect(organizationRow.productId).toBe('growth');
  });
});

/** Six ad accounts through the sandbox's logins: one more than Starter allows. */
async function connectSixAccounts(organization: Organization): Promise<void> {
  const { google, linkedin } = SANDBOX_AD_CATALOG;
  const logins = [
    {
      platform: 'google' as const,
      email: google.logins.ada,
      ids: [
        google.customers.hearthly,
        google.customers.sproutstrong,
        google.customers.engines,
        google.customers.noname,
      ],
    },
    {
      platform: 'linkedin' as const,
      email: linkedin.logins.margaret,
      ids: [String(linkedin.accounts.apollo), String(linkedin.accounts.hamilton)],
    },
  ];
  for (const login of logins) {
    await connect(testApp.app, organization, login.platform, login.email);
    const added = await callAds(
      testApp.app,
      organization,
      'POST',
      `${login.platform}/ads/accounts`,
      addPayload(organization, login.platform, login.email, login.ids),
    );
    expect(added.statusCode, added.body).toBe(201);
  }
}
