import {
  DEFAULT_MESSAGE_BY_ERROR_CODE,
  NO_PAYMENT_ACCOUNT_MESSAGE,
  type Subscription,
} from '@utmost/ads-sdk';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOrganization, type Organization } from '../ad-platforms/ad-platform-fixtures.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { asBrowser } from '../helpers/identity-fixtures.js';
import { StripeStub } from './stripe-stub.js';

// Issue 29: Stripe down while a person waits on it (checkout or the customer portal). The answer
// is the catalogue's 503 PAYMENT_PROVIDER_UNAVAILABLE, nothing about the subscription changes, and
// a customer Stripe made before failing stays the organization's, so the next try reuses it.

const SECRET_KEY = 'sk_test_outage_key_0123456789';
const OUTAGE_MESSAGE = DEFAULT_MESSAGE_BY_ERROR_CODE.PAYMENT_PROVIDER_UNAVAILABLE;

const stub = new StripeStub(SECRET_KEY);
let testApp: TestApp;

beforeAll(async () => {
  const stubUrl = await stub.start();
  testApp = await buildTestApp({
    env: {
      PUBLIC_URL: 'http://localhost:3000',
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: 'whsec_test_outage_secret_0123456789',
      STRIPE_BETA_COUPON_ID: 'coupon_beta_quarter',
      STRIPE_API_BASE_URL: stubUrl,
      STRIPE_PRICE_STARTER_MONTHLY: 'price_starter_monthly',
      STRIPE_PRICE_STARTER_YEARLY: 'price_starter_yearly',
      STRIPE_PRICE_GROWTH_MONTHLY: 'price_growth_monthly',
      STRIPE_PRICE_GROWTH_YEARLY: 'price_growth_yearly',
      STRIPE_PRICE_AGENCY_MONTHLY: 'price_agency_monthly',
      STRIPE_PRICE_AGENCY_YEARLY: 'price_agency_yearly',
    },
  });
});

afterAll(async () => {
  await testApp.close();
  await stub.stop();
});

beforeEach(() => {
  stub.recover();
  stub.calls.length = 0;
});

function post(url: string, organization: Organization, payload?: Record<string, unknown>) {
  return testApp.app.inject({
    method: 'POST',
    url: `${url}?organization_id=${organization.id}`,
    headers: asBrowser(organization.cookie),
    ...(payload !== undefined && { payload }),
  });
}

const startCheckout = (organization: Organization) =>
  post('/api/v1/billing/checkout-session', organization, {
    productId: 'growth',
    interval: 'yearly',
  });

async function readSubscription(organization: Organization): Promise<Subscription> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/v1/billing/subscription?organization_id=${organization.id}`,
    headers: asBrowser(organization.cookie),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().content as Subscription;
}

function expectOutage(response: { statusCode: number; json: () => unknown }) {
  expect(response.statusCode).toBe(503);
  expect(response.json()).toEqual({
    error: { code: 'PAYMENT_PROVIDER_UNAVAILABLE', message: OUTAGE_MESSAGE },
  });
}

describe('checkout while Stripe is down', () => {
  it('answers 503 when Stripe answers 5xx, keeps the customer it made, and the retry reuses it', async () => {
    const organization = await createOrganization(testApp, 'outage-session-5xx');
    expect((await readSubscription(organization)).hasPaymentAccount).toBe(false);
    stub.fail('POST', '/v1/checkout/sessions', 500);

    expectOutage(await startCheckout(organization));
    expect(stub.callsTo('POST', '/v1/customers')).toHaveLength(1);
    // Still the trial; the customer Stripe made is kept, not orphaned.
    expect(await readSubscription(organization)).toMatchObject({
      type: 'trial',
      status: 'trial',
      hasPaymentAccount: true,
    });

    stub.recover();
    stub.calls.length = 0;
    const retried = await startCheckout(organization);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(stub.callsTo('POST', '/v1/customers')).toHaveLength(0);
    const params = stub.callsTo('POST', '/v1/checkout/sessions')[0]!.params;
    expect(params.get('customer')).toMatch(/^cus_stub/);
    expect(params.get('line_items[0][price]')).toBe('price_growth_yearly');
  });

  it('answers 503 when Stripe cannot be reached at all, and stores nothing', async () => {
    const organization = await createOrganization(testApp, 'outage-unreachable');
    stub.fail('POST', '/v1/customers', 'unreachable');

    expectOutage(await startCheckout(organization));
    expect(stub.callsTo('POST', '/v1/checkout/sessions')).toHaveLength(0);
    expect(await readSubscription(organization)).toMatchObject({
      type: 'trial',
      hasPaymentAccount: false,
    });
  });

  it('keeps a refusal of Stripe’s (a 4xx: our request was wrong) a 500, not an outage to wait out', async () => {
    const organization = await createOrganization(testApp, 'outage-not-4xx');
    stub.fail('POST', '/v1/checkout/sessions', 400);
    const response = await startCheckout(organization);
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: { code: 'SERVER_ERROR', message: DEFAULT_MESSAGE_BY_ERROR_CODE.SERVER_ERROR },
    });
  });
});

describe('the customer portal while Stripe is down', () => {
  it('answers 503 on a 5xx and on no answer, then opens once Stripe is back', async () => {
    const organization = await createOrganization(testApp, 'outage-portal');
    const noAccount = await post('/api/v1/billing/portal-session', organization);
    expect(noAccount.statusCode).toBe(409);
    expect(noAccount.json().error.message).toBe(NO_PAYMENT_ACCOUNT_MESSAGE);
    expect((await startCheckout(organization)).statusCode).toBe(200);

    stub.fail('POST', '/v1/billing_portal/sessions', 503);
    expectOutage(await post('/api/v1/billing/portal-session', organization));
    stub.fail('POST', '/v1/billing_portal/sessions', 'unreachable');
    expectOutage(await post('/api/v1/billing/portal-session', organization));

    stub.recover();
    const opened = await post('/api/v1/billing/portal-session', organization);
    expect(opened.statusCode, opened.body).toBe(200);
  });
});
