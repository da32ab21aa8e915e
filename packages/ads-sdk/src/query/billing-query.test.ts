import { describe, expect, it } from 'vitest';
import {
  createFakeFetch,
  createJsonResponse,
  createTestClient,
  runMutation,
} from '../../test/helpers.js';
import { MANAGE_PLAN_IN_PORTAL_MESSAGE } from '../rules/billing-plans.js';
import {
  createBillingPortalSessionMutationOptions,
  createCheckoutSessionMutationOptions,
} from './billing-query.js';

const ORGANIZATION_ID = '6f1c2a56-1f7e-4d0c-9a53-1f0c0c0c0c01';
const CHECKOUT_URL = 'https://checkout.stripe.test/pay/cs_test_1';
const PORTAL_URL = 'https://billing.stripe.test/p/session/bps_test_1';

describe('the Stripe billing mutations', () => {
  it('asks a Checkout Session for the plan and answers its URL', async () => {
    const { fetch, seen } = createFakeFetch(() =>
      createJsonResponse(200, { content: { url: CHECKOUT_URL } }),
    );
    const options = createCheckoutSessionMutationOptions(
      createTestClient({ fetch }),
      ORGANIZATION_ID,
    );
    await expect(runMutation(options, { productId: 'growth', interval: 'yearly' })).resolves.toBe(
      CHECKOUT_URL,
    );
    expect(seen[0]?.request.method).toBe('POST');
    expect(seen[0]?.url.pathname).toBe('/api/v1/billing/checkout-session');
    expect(seen[0]?.url.searchParams.get('organization_id')).toBe(ORGANIZATION_ID);
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ productId: 'growth', interval: 'yearly' });
  });

  it('fails with the server’s message when the checkout is refused', async () => {
    const { fetch } = createFakeFetch(() =>
      createJsonResponse(409, {
        error: { code: 'CONFLICT', message: MANAGE_PLAN_IN_PORTAL_MESSAGE },
      }),
    );
    const options = createCheckoutSessionMutationOptions(
      createTestClient({ fetch }),
      ORGANIZATION_ID,
    );
    await expect(
      runMutation(options, { productId: 'growth', interval: 'monthly' }),
    ).rejects.toThrow(MANAGE_PLAN_IN_PORTAL_MESSAGE);
  });

  it('asks a customer portal session and answers its URL', async () => {
    const { fetch, seen } = createFakeFetch(() =>
      createJsonResponse(200, { content: { url: PORTAL_URL } }),
    );
    const options = createBillingPortalSessionMutationOptions(
      createTestClient({ fetch }),
      ORGANIZATION_ID,
    );
    await expect(runMutation(options, undefined)).resolves.toBe(PORTAL_URL);
    expect(seen[0]?.request.method).toBe('POST');
    expect(seen[0]?.url.pathname).toBe('/api/v1/billing/portal-session');
    expect(seen[0]?.url.searchParams.get('organization_id')).toBe(ORGANIZATION_ID);
  });
});
