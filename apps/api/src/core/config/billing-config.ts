import { BILLING_INTERVALS, BILLING_PRODUCTS, type BillingInterval } from '@utmost/ads-sdk';
import { z } from 'zod';

// Who takes the payments (issue 29). Without STRIPE_SECRET_KEY the local mode runs: plans switch at
// once and invoices are local records. With it, Stripe Checkout, the customer portal and Stripe's
// webhooks drive the subscription; the price of every plan and interval and the beta coupon are
// Stripe ids from the environment. The API host is configurable so tests (and a local mock) can
// stand in for api.stripe.com. The keys are kept out of every log line.

const emptyAsUnset = (value: unknown) => (value === '' ? undefined : value);

const optionalText = z.preprocess(
  emptyAsUnset,
  z.string().trim().min(1, 'must not be blank').optional(),
);

/** `STRIPE_PRICE_STARTER_MONTHLY`: the Stripe price id of one plan and interval. */
export function stripePriceVariable(productId: string, interval: BillingInterval): string {
  return `STRIPE_PRICE_${productId.toUpperCase()}_${interval.toUpperCase()}`;
}

const PRICE_VARIABLES = BILLING_PRODUCTS.flatMap((product) =>
  BILLING_INTERVALS.map((interval) => stripePriceVariable(product.id, interval)),
);

export const STRIPE_DEFAULT_API_BASE_URL = 'https://api.stripe.com';

export const BILLING_ENVIRONMENT_SHAPE = {
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_BETA_COUPON_ID: optionalText,
  STRIPE_API_BASE_URL: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), {
        message: 'must be an http:// or https:// URL (for example https://api.stripe.com)',
      })
      .optional(),
  ),
  ...Object.fromEntries(PRICE_VARIABLES.map((name) => [name, optionalText])),
} as Record<string, z.ZodType<string | undefined>>;

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** The beta price (spec §1, 25% off): applied to every checkout. */
  betaCouponId: string;
  /** `https://api.stripe.com` unless set; the client takes its protocol, host and port. */
  apiBaseUrl: string;
  /** Stripe price id by plan id and interval. */
  priceIds: Record<string, Record<BillingInterval, string>>;
}

export type BillingConfig = { provider: 'local' } | { provider: 'stripe'; stripe: StripeSettings };

/** Required as soon as STRIPE_SECRET_KEY is set; each missing one is reported. */
const STRIPE_REQUIRED = ['STRIPE_WEBHOOK_SECRET', 'STRIPE_BETA_COUPON_ID', ...PRICE_VARIABLES];

export function findBillingConfigProblems(
  env: Readonly<Record<string, string | undefined>>,
): string[] {
  const isSet = (name: string) => (env[name] ?? '').trim() !== '';
  if (isSet('STRIPE_SECRET_KEY')) {
    return STRIPE_REQUIRED.filter((name) => !isSet(name)).map(
      (name) => `${name}: is required when STRIPE_SECRET_KEY is set`,
    );
  }
  return [
    'STRIPE_WEBHOOK_SECRET',
    'STRIPE_BETA_COUPON_ID',
    'STRIPE_API_BASE_URL',
    ...PRICE_VARIABLES,
  ]
    .filter(isSet)
    .map((name) => `${name}: has no effect without STRIPE_SECRET_KEY`);
}

export function buildBillingConfig(values: Record<string, unknown>): BillingConfig {
  const read = (name: string) => values[name] as string | undefined;
  const secretKey = read('STRIPE_SECRET_KEY');
  if (secretKey === undefined) return { provider: 'local' };
  const required = (name: string): string => {
    const value = read(name);
    if (value === undefined) throw new Error(`${name} is required with STRIPE_SECRET_KEY`);
    return value;
  };
  return {
    provider: 'stripe',
    stripe: {
      secretKey,
      webhookSecret: required('STRIPE_WEBHOOK_SECRET'),
      betaCouponId: required('STRIPE_BETA_COUPON_ID'),
      apiBaseUrl: (read('STRIPE_API_BASE_URL') ?? STRIPE_DEFAULT_API_BASE_URL).replace(/\/+$/, ''),
      priceIds: Object.fromEntries(
        BILLING_PRODUCTS.map((product) => [
          product.id,
          {
            monthly: required(stripePriceVariable(product.id, 'monthly')),
            yearly: required(stripePriceVariable(product.id, 'yearly')),
          },
        ]),
      ),
    },
  };
}
