import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  BETA_COUPON,
  BILLING_PRODUCTS,
  DEFAULT_MESSAGE_BY_ERROR_CODE,
  DENIED_MESSAGE_BY_PERMISSION,
  MANAGE_PLAN_IN_PORTAL_MESSAGE,
  type Subscription,
} from '@utmost/ads-sdk';
import { describe, expect, it, vi } from 'vitest';
import {
  answerContent,
  answerError,
  createFakeApi,
  TEST_ORGANIZATION,
  TEST_SUBSCRIPTION,
  type FakeRoutes,
} from '../../../test/fake-api';
import { buildLoggedInState, renderApp } from '../../../test/render-app';
import { PAYMENT_POLL_INTERVAL_MS } from './subscription-page';

const LOAD_TIMEOUT = { timeout: 10_000 };
const CHECKOUT_URL = 'https://checkout.stripe.test/pay/cs_test_first';
const PORTAL_URL = 'https://billing.stripe.test/p/session/bps_test_first';

const STRIPE_TRIAL: Subscription = { ...TEST_SUBSCRIPTION, paymentProvider: 'stripe' };

function renderSubscription({
  subscription = TEST_SUBSCRIPTION,
  role = 'owner',
  path = '/organization/subscription',
  routes = {},
}: {
  subscription?: Subscription;
  role?: 'owner' | 'admin' | 'member';
  path?: string;
  routes?: FakeRoutes;
} = {}) {
  const api = createFakeApi({
    'GET /api/v1/organizations': () => answerContent([{ ...TEST_ORGANIZATION, role }]),
    'GET /api/v1/billing/subscription': () => answerContent(subscription),
    'GET /api/v1/billing/products': () => answerContent([...BILLING_PRODUCTS]),
    'GET /api/v1/billing/coupons': () => answerContent([BETA_COUPON]),
    ...routes,
  });
  const leavePage = vi.fn<(url: string) => void>();
  const view = renderApp({ path, authState: buildLoggedInState(), fetch: api.fetch, leavePage });
  return { ...view, api, leavePage };
}

const findChooseButton = (name: string) =>
  screen.findByRole('button', { name: `Choose ${name}` }, LOAD_TIMEOUT);

describe('the Subscription tab in local mode', () => {
  it('switches the plan at once, labelled as a local plan with no payment, and never leaves the app', async () => {
    const { api, leavePage } = renderSubscription({
      routes: {
        'PUT /api/v1/billing/subscription': () =>
          answerContent({
            ...TEST_SUBSCRIPTION,
            type: 'payed',
            status: 'active',
            productId: 'growth',
            interval: 'monthly',
          }),
      },
    });
    await userEvent.click(await findChooseButton('Growth'));
    expect(await screen.findByText('You are now on the Growth plan.')).toBeInTheDocument();
    expect(api.findCalls('PUT /api/v1/billing/subscription')[0]?.body).toEqual({
      productId: 'growth',
      interval: 'monthly',
    });
    expect(screen.getByTestId('local-plan-badge')).toHaveTextContent('Local plan, no payment');
    expect(screen.queryByRole('button', { name: 'Manage billing' })).toBeNull();
    expect(api.findCalls('POST /api/v1/billing/checkout-session')).toHaveLength(0);
    expect(leavePage).not.toHaveBeenCalled();
  });
});

describe('the Subscription tab with Stripe', () => {
  it('opens Stripe Checkout for the chosen plan and interval, pending until the browser leaves', async () => {
    let answer: (url: string) => void = () => {};
    const { api, leavePage } = renderSubscription({
      subscription: STRIPE_TRIAL,
      routes: {
        'POST /api/v1/billing/checkout-session': () =>
          new Promise((resolve) => {
            answer = (url) => resolve(answerContent({ url }));
          }),
      },
    });
    await findChooseButton('Growth');
    await userEvent.click(screen.getByRole('radio', { name: 'Yearly' }));
    await userEvent.click(await findChooseButton('Growth'));
    const pending = await screen.findByRole('button', { name: 'Opening checkout…' });
    expect(pending).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Choose Starter' })).toBeDisabled();
    expect(leavePage).not.toHaveBeenCalled();

    answer(CHECKOUT_URL);
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith(CHECKOUT_URL));
    expect(api.findCalls('POST /api/v1/billing/checkout-session')[0]?.body).toEqual({
      productId: 'growth',
      interval: 'yearly',
    });
    // The plan moves when Stripe's webhook says it was paid: no local switch, no local label.
    expect(api.findCalls('PUT /api/v1/billing/subscription')).toHaveLength(0);
    expect(screen.queryByTestId('local-plan-badge')).toBeNull();
  });

  it('shows the server’s message when checkout is refused, and lets the user choose again', async () => {
    const { leavePage } = renderSubscription({
      subscription: STRIPE_TRIAL,
      routes: {
        'POST /api/v1/billing/checkout-session': () =>
          answerError(409, 'CONFLICT', MANAGE_PLAN_IN_PORTAL_MESSAGE),
      },
    });
    await userEvent.click(await findChooseButton('Growth'));
    expect(await screen.findByText(MANAGE_PLAN_IN_PORTAL_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choose Growth' })).toBeEnabled();
    expect(leavePage).not.toHaveBeenCalled();
  });

  it('offers the plans and no Manage billing before the first checkout (Stripe knows no customer yet)', async () => {
    const { api } = renderSubscription({ subscription: STRIPE_TRIAL });
    expect(await findChooseButton('Growth')).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Choose Starter' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Manage billing' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Manage billing' })).toBeNull();
    expect(api.findCalls('POST /api/v1/billing/portal-session')).toHaveLength(0);
  });

  it('shows the outage message when Stripe cannot be reached, keeping the chosen plan and interval for the next try', async () => {
    const outage = DEFAULT_MESSAGE_BY_ERROR_CODE.PAYMENT_PROVIDER_UNAVAILABLE;
    let isStripeDown = true;
    const { api, leavePage } = renderSubscription({
      subscription: STRIPE_TRIAL,
      routes: {
        'POST /api/v1/billing/checkout-session': () =>
          isStripeDown
            ? answerError(503, 'PAYMENT_PROVIDER_UNAVAILABLE', outage)
            : answerContent({ url: CHECKOUT_URL }),
      },
    });
    await findChooseButton('Agency');
    await userEvent.click(screen.getByRole('radio', { name: 'Yearly' }));
    await userEvent.click(await findChooseButton('Agency'));
    const toast = await screen.findByText(outage);
    expect(toast.closest('[data-sonner-toast]')).not.toBeNull();
    // Nothing lost: still on the page, yearly still chosen, the plan ready to choose again.
    expect(leavePage).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: 'Yearly' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('button', { name: 'Choose Agency' })).toBeEnabled();

    isStripeDown = false;
    await userEvent.click(screen.getByRole('button', { name: 'Choose Agency' }));
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith(CHECKOUT_URL));
    expect(api.findCalls('POST /api/v1/billing/checkout-session').map((call) => call.body)).toEqual(
      [
        { productId: 'agency', interval: 'yearly' },
        { productId: 'agency', interval: 'yearly' },
      ],
    );
  });

  it('sends a running Stripe subscription to the portal instead of a second checkout', async () => {
    const { api } = renderSubscription({
      subscription: {
        ...STRIPE_TRIAL,
        type: 'payed',
        status: 'past_due',
        provider: 'stripe',
        productId: 'growth',
        interval: 'monthly',
        hasPaymentAccount: true,
      },
    });
    expect(await screen.findByTestId('checkout-obstacle', {}, LOAD_TIMEOUT)).toHaveTextContent(
      MANAGE_PLAN_IN_PORTAL_MESSAGE,
    );
    expect(screen.getByRole('button', { name: 'Choose Agency' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Manage billing' })).toBeEnabled();
    expect(api.findCalls('POST /api/v1/billing/checkout-session')).toHaveLength(0);
  });

  it('sends an owner to Stripe’s customer portal from Manage billing', async () => {
    const { api, leavePage } = renderSubscription({
      subscription: {
        ...STRIPE_TRIAL,
        type: 'payed',
        status: 'active',
        provider: 'stripe',
        hasPaymentAccount: true,
      },
      routes: {
        'POST /api/v1/billing/portal-session': () => answerContent({ url: PORTAL_URL }),
      },
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Manage billing' }, LOAD_TIMEOUT),
    );
    await waitFor(() => expect(leavePage).toHaveBeenCalledWith(PORTAL_URL));
    expect(
      api
        .findCalls('POST /api/v1/billing/portal-session')[0]
        ?.url.searchParams.get('organization_id'),
    ).toBe(TEST_ORGANIZATION.id);
    expect(screen.getByRole('button', { name: 'Opening the billing portal…' })).toBeDisabled();
  });

  it('shows a member the spec §6 denied messages instead of the plan and billing buttons', async () => {
    const { api } = renderSubscription({ subscription: STRIPE_TRIAL, role: 'member' });
    expect(
      await screen.findByText(DENIED_MESSAGE_BY_PERMISSION['subscription:edit'], {}, LOAD_TIMEOUT),
    ).toBeInTheDocument();
    expect(screen.getByText(DENIED_MESSAGE_BY_PERMISSION['billing:view'])).toBeInTheDocument();
    expect(screen.getByTestId('subscription-usage')).toHaveTextContent(
      '0 of 10 ad accounts connected',
    );
    for (const product of BILLING_PRODUCTS) {
      expect(screen.queryByRole('button', { name: `Choose ${product.name}` })).toBeNull();
    }
    expect(screen.queryByRole('button', { name: 'Manage billing' })).toBeNull();
    expect(api.findCalls('POST /api/v1/billing/portal-session')).toHaveLength(0);
  });
});

describe('coming back from Stripe Checkout', () => {
  it('says a cancelled checkout charged nothing and clears the address', async () => {
    const { router } = renderSubscription({
      subscription: STRIPE_TRIAL,
      path: '/organization/subscription?checkout=canceled',
    });
    const toast = await screen.findByText(
      'Checkout cancelled, nothing was charged',
      {},
      LOAD_TIMEOUT,
    );
    expect(toast.closest('[data-sonner-toast]')).not.toBeNull();
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(router.state.location.pathname).toBe('/organization/subscription');
    expect(screen.queryByText('Payment received — your plan will update in a moment')).toBeNull();
  });

  it('says a payment was received and reads the subscription again until the webhook made it paid', async () => {
    const paid: Subscription = {
      ...STRIPE_TRIAL,
      type: 'payed',
      status: 'active',
      provider: 'stripe',
      productId: 'growth',
      interval: 'monthly',
      currentPeriodEnd: '2099-02-01T00:00:00.000Z',
    };
    // Stripe's webhook is not there yet: every read answers the trial until the test lets the
    // webhook in, then the paid plan.
    let isWebhookIn = false;
    const { api, router } = renderSubscription({
      path: '/organization/subscription?checkout=success&session_id=cs_test_first',
      routes: {
        'GET /api/v1/billing/subscription': () => answerContent(isWebhookIn ? paid : STRIPE_TRIAL),
      },
    });
    const toast = await screen.findByText(
      'Payment received — your plan will update in a moment',
      {},
      LOAD_TIMEOUT,
    );
    expect(toast.closest('[data-sonner-toast]')).not.toBeNull();
    await waitFor(() => expect(router.state.location.searchStr).toBe(''));
    // The current plan's section is named by the plan: the trial's, then Growth once paid.
    expect(await screen.findByRole('region', { name: 'Free trial' })).toBeInTheDocument();
    isWebhookIn = true;
    expect(
      await screen.findByRole(
        'region',
        { name: 'Growth' },
        { timeout: 3 * PAYMENT_POLL_INTERVAL_MS },
      ),
    ).toHaveTextContent('Renews on');
    // Paid: no more reads.
    const settled = api.findCalls('GET /api/v1/billing/subscription').length;
    await new Promise((resolve) => setTimeout(resolve, PAYMENT_POLL_INTERVAL_MS + 500));
    expect(api.findCalls('GET /api/v1/billing/subscription')).toHaveLength(settled);
  });
});
