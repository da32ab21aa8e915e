import { describe, expect, it } from 'vitest';
import { loadConfig } from './load-config.js';
import { findConfigProblems } from '../../../test/helpers/config-problems.js';

const STRIPE = {
  STRIPE_SECRET_KEY: 'sk_test_config',
  STRIPE_WEBHOOK_SECRET: 'whsec_config',
  STRIPE_BETA_COUPON_ID: 'coupon_config',
  STRIPE_PRICE_STARTER_MONTHLY: 'price_sm',
  STRIPE_PRICE_STARTER_YEARLY: 'price_sy',
  STRIPE_PRICE_GROWTH_MONTHLY: 'price_gm',
  STRIPE_PRICE_GROWTH_YEARLY: 'price_gy',
  STRIPE_PRICE_AGENCY_MONTHLY: 'price_am',
  STRIPE_PRICE_AGENCY_YEARLY: 'price_ay',
};

describe('the billing configuration', () => {
  it('is the local mode without STRIPE_SECRET_KEY', () => {
    expect(loadConfig({}, '/srv/utmost').billing).toEqual({ provider: 'local' });
  });

  it('reads Stripe with its price ids per plan and interval, on api.stripe.com unless told', () => {
    expect(loadConfig(STRIPE, '/srv/utmost').billing).toEqual({
      provider: 'stripe',
      stripe: {
        secretKey: 'sk_test_config',
        webhookSecret: 'whsec_config',
        betaCouponId: 'coupon_config',
        apiBaseUrl: 'https://api.stripe.com',
        priceIds: {
          starter: { monthly: 'price_sm', yearly: 'price_sy' },
          growth: { monthly: 'price_gm', yearly: 'price_gy' },
          agency: { monthly: 'price_am', yearly: 'price_ay' },
        },
      },
    });
    const local = loadConfig({ ...STRIPE, STRIPE_API_BASE_URL: 'http://127.0.0.1:12111/' }, '/srv');
    expect(local.billing.provider === 'stripe' && local.billing.stripe.apiBaseUrl).toBe(
      'http://127.0.0.1:12111',
    );
  });

  it('names every Stripe setting missing beside the key, and settings without the key', () => {
    const {
      STRIPE_WEBHOOK_SECRET: _secret,
      STRIPE_PRICE_AGENCY_YEARLY: _price,
      ...partial
    } = STRIPE;
    expect(findConfigProblems(partial)).toEqual([
      'STRIPE_WEBHOOK_SECRET: is required when STRIPE_SECRET_KEY is set',
      'STRIPE_PRICE_AGENCY_YEARLY: is required when STRIPE_SECRET_KEY is set',
    ]);
    expect(findConfigProblems({ STRIPE_PRICE_GROWTH_MONTHLY: 'price_gm' })).toEqual([
      'STRIPE_PRICE_GROWTH_MONTHLY: has no effect without STRIPE_SECRET_KEY',
    ]);
    expect(findConfigProblems({ ...STRIPE, STRIPE_API_BASE_URL: 'ftp://stripe.test' })).toEqual([
      'STRIPE_API_BASE_URL: must be an http:// or https:// URL (for example https://api.stripe.com)',
    ]);
  });
});
