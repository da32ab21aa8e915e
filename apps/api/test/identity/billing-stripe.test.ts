import { Writable } from 'node:stream';
import {
  CHECKOUT_REQUIRED_MESSAGE,
  DENIED_MESSAGE_BY_PERMISSION,
  MANAGE_PLAN_IN_PORTAL_MESSAGE,
  NO_PAYMENT_ACCOUNT_MESSAGE,
  findSubscriptionFlags,
  type Invoice,
  type Subscription,
} from '@utmost/ads-sdk';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { stripeWebhookEvents, subscriptions } from '../../src/features/identity/schema.js';
import { createOrganization, type Organization } from '../ad-platforms/ad-platform-fixtures.js';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import { addMember, asBrowser, createTestAccount, signIn } from '../helpers/identity-fixtures.js';
import { StripeStub, type StripeObject } from './stripe-stub.js';

// Issue 29 item 2: Stripe as the billing provider, against a local HTTP stand-in of Stripe's API
// (node:http, answering the calls the server makes) and webhook events signed with Stripe's own
// test-header helper. Every state comes from re-reading Stripe's objects, never from the event.

const WEBHOOK_SECRET = 'whsec_test_billing_secret_0123456789';
const SECRET_KEY = 'sk_test_billing_key_0123456789';
const WEBHOOK_URL = '/api/v1/billing/stripe/webhook';
const PUBLIC_URL = 'http://localhost:3000';

const stub = new StripeStub(SECRET_KEY);
const signer = new Stripe('sk_test_signer_only');
const logLines: string[] = [];
let testApp: TestApp;
let eventSequence = 0;
const db = () => testApp.testDatabase.database.db;

const PRICE_ENV = {
  STRIPE_PRICE_STARTER_MONTHLY: 'price_starter_monthly',
  STRIPE_PRICE_STARTER_YEARLY: 'price_starter_yearly',
  STRIPE_PRICE_GROWTH_MONTHLY: 'price_growth_monthly',
  STRIPE_PRICE_GROWTH_YEARLY: 'price_growth_yearly',
  STRIPE_PRICE_AGENCY_MONTHLY: 'price_agency_monthly',
  STRIPE_PRICE_AGENCY_YEARLY: 'price_agency_yearly',
};

beforeAll(async () => {
  const stubUrl = await stub.start();
  testApp = await buildTestApp({
    env: {
      PUBLIC_URL,
      LOG_LEVEL: 'info',
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_BETA_COUPON_ID: 'coupon_beta_quarter',
      STRIPE_API_BASE_URL: stubUrl,
      ...PRICE_ENV,
    },
    logDestination: new Writable({
      write(chunk: Buffer, _encoding, done) {
        logLines.push(chunk.toString('utf8'));
        done();
      },
    }),
  });
});

afterAll(async () => {
  await testApp.close();
  await stub.stop();
});

beforeEach(() => {
  stub.calls.length = 0;
});

function post(url: string, organization: Organization, payload?: unknown, cookie?: string) {
  return testApp.app.inject({
    method: 'POST',
    url: `${url}?organization_id=${organization.id}`,
    headers: asBrowser(cookie ?? organization.cookie),
    ...(payload !== undefined && { payload: payload as Record<string, unknown> }),
  });
}

function startCheckout(organization: Organization, productId = 'growth', cookie?: string) {
  return post(
    '/api/v1/billing/checkout-session',
    organization,
    { productId, interval: 'monthly' },
    cookie,
  );
}

async function readSubscription(organization: Organization): Promise<Subscription> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/v1/billing/subscription?organization_id=${organization.id}`,
    headers: asBrowser(organization.cookie),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().content as Subscription;
}

async function readInvoices(organization: Organization): Promise<Invoice[]> {
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/v1/billing/invoices?organization_id=${organization.id}`,
    headers: asBrowser(organization.cookie),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().content as Invoice[];
}

interface StripeEvent {
  id: string;
  object: 'event';
  type: string;
  created: number;
  data: { object: StripeObject };
}

function buildEvent(type: string, object: StripeObject): StripeEvent {
  eventSequence += 1;
  return {
    id: `evt_test${eventSequence}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object },
  };
}

function sendEvent(
  event: StripeEvent,
  options: { secret?: string; headers?: Record<string, string> } = {},
) {
  const payload = JSON.stringify(event);
  const signature = signer.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? WEBHOOK_SECRET,
  });
  return testApp.app.inject({
    method: 'POST',
    url: WEBHOOK_URL,
    headers: {
      'content-type': 'application/json',
      'stripe-signature': signature,
      ...options.headers,
    },
    payload,
  });
}

async function expectOutcome(event: StripeEvent, outcome: 'applied' | 'replayed' | 'ignored') {
  const response = await sendEvent(event);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json()).toEqual({ content: { outcome } });
}

function stripeSubscription(
  id: string,
  customer: string,
  status: string,
  price = 'price_growth_monthly',
): StripeObject {
  const periodEnd = Math.floor(Date.parse('2027-01-15T00:00:00Z') / 1000);
  return {
    id,
    object: 'subscription',
    customer,
    status,
    trial_end: null,
    items: {
      object: 'list',
      data: [
        {
          id: `si_${id}`,
          object: 'subscription_item',
          price: { id: price, object: 'price' },
          current_period_end: periodEnd,
        },
      ],
      has_more: false,
    },
  };
}

function stripeInvoice(
  id: string,
  customer: string,
  subscription: string,
  status: string,
  totalCents: number,
): StripeObject {
  return {
    id,
    object: 'invoice',
    number: `TESTINV-${id}`,
    customer,
    status,
    total: totalCents,
    currency: 'eur',
    created: Math.floor(Date.parse('2026-12-15T10:00:00Z') / 1000),
    invoice_pdf: `https://pay.stripe.test/invoice/${id}/pdf`,
    hosted_invoice_url: `https://invoice.stripe.test/i/${id}`,
    parent: { type: 'subscription_details', subscription_details: { subscription } },
  };
}

/** An organization that went through checkout: its Stripe customer id, as the stub made it. */
async function checkedOut(
  label: string,
): Promise<{ organization: Organization; customer: string }> {
  const organization = await createOrganization(testApp, label);
  const response = await startCheckout(organization);
  expect(response.statusCode, response.body).toBe(200);
  const [row] = await db()
    .select({ customer: subscriptions.stripeCustomerId })
    .from(subscriptions)
    .where(eq(subscriptions.organizationId, organization.id));
  return { organization, customer: row!.customer! };
}

/** Stripe now holds `subscription` as paid after the checkout session completed. */
async function completeCheckout(
  customer: string,
  subscriptionId: string,
  organization: Organization,
) {
  stub.put(stripeSubscription(subscriptionId, customer, 'active'));
  const sessionId = `cs_done_${subscriptionId}`;
  stub.put({
    id: sessionId,
    object: 'checkout.session',
    mode: 'subscription',
    customer,
    subscription: subscriptionId,
    client_reference_id: organization.id,
  });
  await expectOutcome(buildEvent('checkout.session.completed', { id: sessionId }), 'applied');
}

describe('checkout', () => {
  it('creates a subscription-mode Checkout Session for the plan, with the beta coupon, and changes nothing yet', async () => {
    const organization = await createOrganization(testApp, 'checkout-start');
    const response = await startCheckout(organization);
    expect(response.statusCode, response.body).toBe(200);
    const { url } = response.json().content as { url: string };
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.test\/pay\/cs_/);

    const [customerCall] = stub.callsTo('POST', '/v1/customers');
    expect(customerCall?.params.get('metadata[organization_id]')).toBe(organization.id);
    const [sessionCall] = stub.callsTo('POST', '/v1/checkout/sessions');
    const params = sessionCall!.params;
    expect(params.get('mode')).toBe('subscription');
    expect(params.get('customer')).toMatch(/^cus_/);
    expect(params.get('client_reference_id')).toBe(organization.id);
    expect(params.get('line_items[0][price]')).toBe('price_growth_monthly');
    expect(params.get('line_items[0][quantity]')).toBe('1');
    expect(params.get('discounts[0][coupon]')).toBe('coupon_beta_quarter');
    expect(params.get('success_url')).toBe(
      `${PUBLIC_URL}/organization/subscription?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
    );
    expect(params.get('cancel_url')).toBe(
      `${PUBLIC_URL}/organization/subscription?checkout=canceled`,
    );

    // Paid only once Stripe says so: still the trial.
    expect(await readSubscription(organization)).toMatchObject({ type: 'trial', status: 'trial' });
  });

  it('tells the web app that this installation takes payments through Stripe, from the first trial day', async () => {
    const organization = await createOrganization(testApp, 'checkout-provider');
    // The trial was started locally (provider local), yet the plan is chosen through checkout.
    expect(await readSubscription(organization)).toMatchObject({
      type: 'trial',
      provider: 'local',
      paymentProvider: 'stripe',
    });
  });

  it('reuses the organization’s Stripe customer on the next checkout', async () => {
    const organization = await createOrganization(testApp, 'checkout-again');
    expect((await startCheckout(organization)).statusCode).toBe(200);
    const customer = stub.callsTo('POST', '/v1/checkout/sessions')[0]!.params.get('customer');
    stub.calls.length = 0;
    expect((await startCheckout(organization, 'agency')).statusCode).toBe(200);
    expect(stub.callsTo('POST', '/v1/customers')).toHaveLength(0);
    const params = stub.callsTo('POST', '/v1/checkout/sessions')[0]!.params;
    expect(params.get('customer')).toBe(customer);
    expect(params.get('line_items[0][price]')).toBe('price_agency_monthly');
  });

  it('refuses the local plan switch: plans are paid through checkout', async () => {
    const organization = await createOrganization(testApp, 'checkout-local-switch');
    const response = await testApp.app.inject({
      method: 'PUT',
      url: `/api/v1/billing/subscription?organization_id=${organization.id}`,
      headers: asBrowser(organization.cookie),
      payload: { productId: 'growth', interval: 'monthly' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(CHECKOUT_REQUIRED_MESSAGE);
    expect((await readSubscription(organization)).type).toBe('trial');
  });
});

describe('webhooks move the subscription as Stripe holds it', () => {
  it('a trial becomes payed / active when the checkout completes, on the plan of its price', async () => {
    const { organization, customer } = await checkedOut('hook-checkout');
    await completeCheckout(customer, 'sub_first', organization);
    const subscription = await readSubscription(organization);
    expect(subscription).toMatchObject({
      type: 'payed',
      status: 'active',
      provider: 'stripe',
      productId: 'growth',
      interval: 'monthly',
      max_allowed_ac: 20,
      currentPeriodEnd: '2027-01-15T00:00:00.000Z',
    });
    expect(findSubscriptionFlags(subscription, { role: 'owner' }).banner).toBeNull();
  });

  it('a failed payment brings past_due and the payment-fail banner, then a recovery active again; the invoice is stored once and follows', async () => {
    const { organization, customer } = await checkedOut('hook-dunning');
    await completeCheckout(customer, 'sub_dunning', organization);

    stub.put(stripeSubscription('sub_dunning', customer, 'past_due'));
    stub.put(stripeInvoice('in_dunning', customer, 'sub_dunning', 'open', 11175));
    await expectOutcome(buildEvent('invoice.payment_failed', { id: 'in_dunning' }), 'applied');
    const failing = await readSubscription(organization);
    expect(failing).toMatchObject({ type: 'payed', status: 'past_due' });
    const flags = findSubscriptionFlags(failing, { role: 'owner' });
    expect(flags.banner?.kind).toBe('paymentFailed');
    expect(flags.shouldBlock).toBe(false);
    expect(await readInvoices(organization)).toEqual([
      expect.objectContaining({
        number: 'TESTINV-in_dunning',
        issuedAt: '2026-12-15T10:00:00.000Z',
        amountMicros: 111_750_000,
        currency: 'EUR',
        status: 'open',
        provider: 'stripe',
        pdfUrl: 'https://pay.stripe.test/invoice/in_dunning/pdf',
        productId: 'growth',
        interval: 'monthly',
      }),
    ]);

    // A plan change while the payment fails goes through the portal, not a second subscription.
    stub.calls.length = 0;
    const refused = await startCheckout(organization, 'agency');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(MANAGE_PLAN_IN_PORTAL_MESSAGE);
    expect(stub.callsTo('POST', '/v1/checkout/sessions')).toHaveLength(0);

    stub.put(stripeSubscription('sub_dunning', customer, 'active'));
    stub.put(stripeInvoice('in_dunning', customer, 'sub_dunning', 'paid', 11175));
    await expectOutcome(buildEvent('invoice.paid', { id: 'in_dunning' }), 'applied');
    const recovered = await readSubscription(organization);
    expect(recovered).toMatchObject({ type: 'payed', status: 'active' });
    expect(findSubscriptionFlags(recovered, { role: 'owner' }).banner).toBeNull();
    const invoices = await readInvoices(organization);
    expect(invoices).toHaveLength(1);
    expect(invoices[0]!.status).toBe('paid');
  });

  it('a deleted subscription blocks as canceled (nothing deleted), and paying again brings it back', async () => {
    const { organization, customer } = await checkedOut('hook-canceled');
    await completeCheckout(customer, 'sub_ending', organization);
    stub.put(stripeSubscription('sub_ending', customer, 'canceled'));
    await expectOutcome(
      buildEvent(
        'customer.subscription.deleted',
        stripeSubscription('sub_ending', customer, 'canceled'),
      ),
      'applied',
    );
    const canceled = await readSubscription(organization);
    expect(canceled).toMatchObject({ type: 'blocked', status: 'canceled' });
    const flags = findSubscriptionFlags(canceled, { role: 'owner' });
    expect(flags.shouldBlock).toBe(true);
    expect(flags.banner?.kind).toBe('canceled');

    // A new checkout is allowed after a cancellation, and its subscription takes over.
    expect((await startCheckout(organization)).statusCode).toBe(200);
    await completeCheckout(customer, 'sub_again', organization);
    expect(await readSubscription(organization)).toMatchObject({ type: 'payed', status: 'active' });
  });

  it('maps unpaid (Stripe gave up retrying) to blocked with the payment-fail banner', async () => {
    const { organization, customer } = await checkedOut('hook-unpaid');
    await completeCheckout(customer, 'sub_unpaid', organization);
    stub.put(stripeSubscription('sub_unpaid', customer, 'unpaid'));
    await expectOutcome(
      buildEvent('customer.subscription.updated', { id: 'sub_unpaid' }),
      'applied',
    );
    const unpaid = await readSubscription(organization);
    expect(unpaid).toMatchObject({ type: 'blocked', status: 'past_due' });
    expect(findSubscriptionFlags(unpaid, { role: 'owner' }).banner?.kind).toBe('paymentFailed');
  });

  // The statuses no other test reaches: each, after a paid checkout, as spec §3/§4 say.
  it.each([
    { status: 'trialing', type: 'payed', mapped: 'trial', banner: 'trial', blocks: false },
    { status: 'paused', type: 'paused', mapped: 'active', banner: 'blocked', blocks: true },
    {
      status: 'incomplete_expired',
      type: 'blocked',
      mapped: 'incomplete_expired',
      banner: 'paymentFailed',
      blocks: true,
    },
  ])(
    'maps a paid subscription that Stripe says is $status to $type / $mapped (banner $banner)',
    async ({ status, type, mapped, banner, blocks }) => {
      const { organization, customer } = await checkedOut(`hook-${status}`);
      await completeCheckout(customer, `sub_${status}`, organization);
      stub.put(stripeSubscription(`sub_${status}`, customer, status));
      await expectOutcome(
        buildEvent('customer.subscription.updated', { id: `sub_${status}` }),
        'applied',
      );
      const mirrored = await readSubscription(organization);
      expect(mirrored).toMatchObject({ type, status: mapped });
      const flags = findSubscriptionFlags(mirrored, { role: 'owner' });
      expect(flags.shouldBlock).toBe(blocks);
      expect(flags.banner?.kind ?? null).toBe(banner);
    },
  );

  it('an incomplete first payment during the trial leaves the trial running', async () => {
    const { organization, customer } = await checkedOut('hook-incomplete');
    stub.put(stripeSubscription('sub_incomplete', customer, 'incomplete'));
    await expectOutcome(
      buildEvent('customer.subscription.created', { id: 'sub_incomplete' }),
      'applied',
    );
    expect(await readSubscription(organization)).toMatchObject({
      type: 'trial',
      status: 'incomplete',
    });
  });
});

describe('webhook deliveries', () => {
  it('applies a replayed event once', async () => {
    const { organization, customer } = await checkedOut('hook-replay');
    await completeCheckout(customer, 'sub_replay', organization);
    stub.put(stripeSubscription('sub_replay', customer, 'past_due'));
    const event = buildEvent('customer.subscription.updated', { id: 'sub_replay' });
    await expectOutcome(event, 'applied');
    expect((await readSubscription(organization)).status).toBe('past_due');

    // Stripe moved on meanwhile; the same event again changes nothing and reads nothing.
    stub.put(stripeSubscription('sub_replay', customer, 'active'));
    stub.calls.length = 0;
    await expectOutcome(event, 'replayed');
    expect(stub.calls).toHaveLength(0);
    expect((await readSubscription(organization)).status).toBe('past_due');
  });

  it('an older event arriving last does not overwrite: the state is read again from Stripe', async () => {
    const { organization, customer } = await checkedOut('hook-late');
    await completeCheckout(customer, 'sub_late', organization);
    const stale = buildEvent(
      'customer.subscription.updated',
      stripeSubscription('sub_late', customer, 'active'),
    );
    stub.put(stripeSubscription('sub_late', customer, 'canceled'));
    await expectOutcome(
      buildEvent(
        'customer.subscription.deleted',
        stripeSubscription('sub_late', customer, 'canceled'),
      ),
      'applied',
    );
    // The older "active" event, delivered late, still ends as Stripe holds it: canceled.
    const response = await sendEvent(stale);
    expect(response.statusCode).toBe(200);
    expect(await readSubscription(organization)).toMatchObject({
      type: 'blocked',
      status: 'canceled',
    });
  });

  it('a late event of a finished older subscription does not replace the running one', async () => {
    const { organization, customer } = await checkedOut('hook-old-sub');
    await completeCheckout(customer, 'sub_older', organization);
    stub.put(stripeSubscription('sub_older', customer, 'canceled'));
    await expectOutcome(
      buildEvent('customer.subscription.deleted', { id: 'sub_older' }),
      'applied',
    );
    await completeCheckout(customer, 'sub_newer', organization);
    await expectOutcome(
      buildEvent('customer.subscription.updated', { id: 'sub_older' }),
      'ignored',
    );
    expect(await readSubscription(organization)).toMatchObject({ type: 'payed', status: 'active' });
  });

  it('answers 200 ignored to an event of a customer no organization has, logging no secret', async () => {
    stub.put(stripeSubscription('sub_stranger', 'cus_stranger', 'active'));
    const event = buildEvent('customer.subscription.updated', { id: 'sub_stranger' });
    await expectOutcome(event, 'ignored');
    const line = logLines.find((candidate) => candidate.includes(event.id));
    expect(line).toContain('Ignored a Stripe event of a customer no organization has');
    const everything = logLines.join('');
    expect(everything).not.toContain(WEBHOOK_SECRET);
    expect(everything).not.toContain(SECRET_KEY);
    expect(everything).not.toContain('cus_stranger');
  });

  it('refuses a bad or missing signature with 400 and changes nothing', async () => {
    const { organization, customer } = await checkedOut('hook-forged');
    stub.put(stripeSubscription('sub_forged', customer, 'active'));
    stub.put({
      id: 'cs_forged',
      object: 'checkout.session',
      mode: 'subscription',
      customer,
      subscription: 'sub_forged',
    });
    const event = buildEvent('checkout.session.completed', { id: 'cs_forged' });
    stub.calls.length = 0;

    const otherSecret = await sendEvent(event, { secret: 'whsec_someone_else' });
    expect(otherSecret.statusCode).toBe(400);
    expect(otherSecret.json().errors).toHaveProperty('stripe-signature');

    const payload = JSON.stringify(event);
    const signature = signer.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const tampered = await testApp.app.inject({
      method: 'POST',
      url: WEBHOOK_URL,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload: payload.replace('checkout.session.completed', 'customer.subscription.updated'),
    });
    expect(tampered.statusCode).toBe(400);

    const unsigned = await testApp.app.inject({
      method: 'POST',
      url: WEBHOOK_URL,
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(unsigned.statusCode).toBe(400);

    expect(stub.calls).toHaveLength(0);
    expect(await readSubscription(organization)).toMatchObject({ type: 'trial', status: 'trial' });
    const recorded = await db()
      .select()
      .from(stripeWebhookEvents)
      .where(eq(stripeWebhookEvents.eventId, event.id));
    expect(recorded).toHaveLength(0);
    // The genuine delivery is still applied afterwards.
    await expectOutcome(event, 'applied');
    expect((await readSubscription(organization)).type).toBe('payed');
  });

  it('is not subject to the same-origin check or sessions (a foreign Origin with a cookie still reaches the signature check)', async () => {
    const { organization, customer } = await checkedOut('hook-origin');
    stub.put(stripeSubscription('sub_origin', customer, 'active'));
    const event = buildEvent('customer.subscription.created', { id: 'sub_origin' });
    const response = await sendEvent(event, {
      headers: { origin: 'https://hooks.stripe.test', cookie: organization.cookie },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await readSubscription(organization)).status).toBe('active');
  });
});

describe('the customer portal', () => {
  it('answers a Billing Portal session of the organization’s customer, returning to the Subscription tab', async () => {
    const { organization, customer } = await checkedOut('portal-open');
    stub.calls.length = 0;
    const response = await post('/api/v1/billing/portal-session', organization);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().content.url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/bps_/);
    const params = stub.callsTo('POST', '/v1/billing_portal/sessions')[0]!.params;
    expect(params.get('customer')).toBe(customer);
    expect(params.get('return_url')).toBe(`${PUBLIC_URL}/organization/subscription`);
  });

  it('answers 409 before the first checkout', async () => {
    const organization = await createOrganization(testApp, 'portal-early');
    const response = await post('/api/v1/billing/portal-session', organization);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(NO_PAYMENT_ACCOUNT_MESSAGE);
  });
});

describe('a member', () => {
  it('gets the spec §6 denied messages for the portal and checkout, and nothing reaches Stripe', async () => {
    const { organization } = await checkedOut('member-billing');
    const member = await createTestAccount(db(), 'billmember');
    await addMember(db(), organization.id, member, 'member');
    const memberCookie = await signIn(testApp.app, member);
    stub.calls.length = 0;

    const portal = await post(
      '/api/v1/billing/portal-session',
      organization,
      undefined,
      memberCookie,
    );
    expect(portal.statusCode).toBe(403);
    expect(portal.json().error.message).toBe(DENIED_MESSAGE_BY_PERMISSION['billing:view']);

    const checkout = await startCheckout(organization, 'growth', memberCookie);
    expect(checkout.statusCode).toBe(403);
    expect(checkout.json().error.message).toBe(DENIED_MESSAGE_BY_PERMISSION['subscription:edit']);
    expect(stub.calls).toHaveLength(0);
  });
});
