import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { UtmostClient } from '../client/create-utmost-client.js';
import { unwrap } from '../errors/unwrap.js';
import type { components } from '../generated/schema.js';
import { queryKeys } from './query-keys.js';

type Schemas = components['schemas'];

/** The plans on sale (`GET /billing/products`), under the subscription tag. */
export function billingProductsQueryOptions(client: UtmostClient) {
  return queryOptions({
    queryKey: [...queryKeys.subscription.all, 'products'] as const,
    queryFn: async ({ signal }) =>
      unwrap(await client.GET('/api/v1/billing/products', { signal })).content,
  });
}

/** The discounts in force (`GET /billing/coupons`): the beta price. */
export function billingCouponsQueryOptions(client: UtmostClient) {
  return queryOptions({
    queryKey: [...queryKeys.subscription.all, 'coupons'] as const,
    queryFn: async ({ signal }) =>
      unwrap(await client.GET('/api/v1/billing/coupons', { signal })).content,
  });
}

/** The organization's invoices (`GET /billing/invoices`); needs `billing:view`. */
export function invoicesQueryOptions(client: UtmostClient, organizationId: string) {
  return queryOptions({
    queryKey: [...queryKeys.subscription.all, 'invoices', organizationId] as const,
    queryFn: async ({ signal }) => {
      const result = await client.GET('/api/v1/billing/invoices', {
        params: { query: { organization_id: organizationId } },
        signal,
      });
      return unwrap(result).content;
    },
  });
}

/**
 * `PUT /billing/subscription`: moves the organization to a plan (local mode); answers with the
 * subscription. Invalidate the `subscription` tag after it (banner, limits, invoices).
 */
export function changeSubscriptionPlanMutationOptions(
  client: UtmostClient,
  organizationId: string,
) {
  return mutationOptions({
    mutationFn: async (body: Schemas['SubscriptionPlanChoice']) => {
      const result = await client.PUT('/api/v1/billing/subscription', {
        params: { query: { organization_id: organizationId } },
        body,
      });
      return unwrap(result).content;
    },
  });
}

/**
 * `POST /billing/checkout-session` (Stripe mode): answers the URL of Stripe Checkout for the plan,
 * where the browser is sent. Nothing changes until Stripe's webhooks say it was paid.
 */
export function createCheckoutSessionMutationOptions(client: UtmostClient, organizationId: string) {
  return mutationOptions({
    mutationFn: async (body: Schemas['SubscriptionPlanChoice']) => {
      const result = await client.POST('/api/v1/billing/checkout-session', {
        params: { query: { organization_id: organizationId } },
        body,
      });
      return unwrap(result).content.url;
    },
  });
}

/**
 * `POST /billing/portal-session` (Stripe mode, `billing:view`): answers the URL of Stripe's
 * customer portal (card, invoices, plan, cancelling), where the browser is sent.
 */
export function createBillingPortalSessionMutationOptions(
  client: UtmostClient,
  organizationId: string,
) {
  return mutationOptions({
    mutationFn: async () => {
      const result = await client.POST('/api/v1/billing/portal-session', {
        params: { query: { organization_id: organizationId } },
      });
      return unwrap(result).content.url;
    },
  });
}
