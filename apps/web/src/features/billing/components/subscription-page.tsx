import { useMutation, useQuery } from '@tanstack/react-query';
import {
  can,
  findAllowedAdAccountCount,
  findCheckoutObstacle,
  findDiscountedPrice,
  findPlanChangeObstacle,
  formatBannerDate,
  formatPrice,
  type BillingInterval,
  type BillingProduct,
  type MemberRole,
  type Subscription,
} from '@utmost/ads-sdk';
import {
  billingCouponsQueryOptions,
  billingProductsQueryOptions,
  changeSubscriptionPlanMutationOptions,
  createBillingPortalSessionMutationOptions,
  createCheckoutSessionMutationOptions,
  invalidateQueryTags,
  subscriptionQueryOptions,
} from '@utmost/ads-sdk/query';
import { Badge } from '@utmost/ui/components/badge';
import { Button } from '@utmost/ui/components/button';
import { ToggleGroup, ToggleGroupItem } from '@utmost/ui/components/toggle-group';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeniedMessage } from '../../../components/denied-message';
import { PendingScreen } from '../../../components/screens/pending-screen';
import { useAppContext } from '../../../lib/app-context';
import { notify } from '../../../lib/notify';
import { useSessionScope } from '../../../lib/session/use-session-scope';

/** Where Stripe Checkout sent the browser back from (`?checkout=` on the Subscription tab). */
export type CheckoutReturn = 'success' | 'canceled';

/**
 * After a paid checkout the subscription is read again this often until it is paid: Stripe's
 * webhook may reach the API a moment after the browser is back.
 */
export const PAYMENT_POLL_INTERVAL_MS = 2_000;
/** How long the tab keeps reading it; past this the next visit shows the plan. */
export const PAYMENT_POLL_LIMIT_MS = 60_000;

/**
 * The Subscription tab: the plan and its limit for everyone; the plan choice for owner and admin.
 * In local mode a plan switches at once, labelled as a local plan with no payment; with Stripe
 * (`paymentProvider`) choosing a plan opens Stripe Checkout and "Manage billing", once the first
 * checkout made the organization a Stripe customer (`hasPaymentAccount`), its customer portal.
 * Back from Checkout (`checkoutReturn`), it says how it went once and reads the subscription
 * again.
 */
export function SubscriptionPage({
  checkoutReturn,
  onCheckoutReturnShown,
}: {
  checkoutReturn?: CheckoutReturn | undefined;
  onCheckoutReturnShown?: () => void;
} = {}) {
  const { organizationId, role } = useSessionScope();
  // Read on arrival, before the address is cleared: the browser came back from a payment.
  const [paidAt] = useState(() => (checkoutReturn === 'success' ? Date.now() : null));
  useCheckoutReturn(checkoutReturn, onCheckoutReturnShown);
  if (organizationId === null || role === undefined) return <PendingScreen />;
  if (!can(role, 'subscription:view')) return <DeniedMessage permission="subscription:view" />;
  return (
    <SubscriptionOverview
      key={organizationId}
      organizationId={organizationId}
      role={role}
      paidAt={paidAt}
    />
  );
}

/**
 * Back from Stripe Checkout: a toast says whether it was paid, and the subscription is read again
 * (after a payment also every few seconds until paid: see `PAYMENT_POLL_INTERVAL_MS`). Said once
 * per return.
 */
function useCheckoutReturn(
  checkoutReturn: CheckoutReturn | undefined,
  onShown: (() => void) | undefined,
) {
  const { t } = useTranslation();
  const { queryClient } = useAppContext();
  const shown = useRef<CheckoutReturn | undefined>(undefined);
  useEffect(() => {
    if (checkoutReturn === undefined || shown.current === checkoutReturn) return;
    shown.current = checkoutReturn;
    if (checkoutReturn === 'success') notify('success', t('billing.checkoutSucceeded'));
    else notify('info', t('billing.checkoutCanceled'));
    void invalidateQueryTags(queryClient, ['subscription']);
    onShown?.();
  }, [checkoutReturn, onShown, queryClient, t]);
}

function SubscriptionOverview({
  organizationId,
  role,
  paidAt,
}: {
  organizationId: string;
  role: MemberRole;
  /** When the browser came back from a paid checkout (null: it did not). */
  paidAt: number | null;
}) {
  const { t } = useTranslation();
  const { sdk } = useAppContext();
  const subscription = useQuery({
    ...subscriptionQueryOptions(sdk, organizationId),
    refetchInterval: (query) =>
      paidAt !== null &&
      query.state.data?.type !== 'payed' &&
      Date.now() - paidAt < PAYMENT_POLL_LIMIT_MS
        ? PAYMENT_POLL_INTERVAL_MS
        : false,
  });
  const products = useQuery(billingProductsQueryOptions(sdk));
  if (subscription.data === undefined || products.data === undefined) {
    return subscription.isError || products.isError ? (
      <p role="alert" className="text-sm text-destructive">
        {t('billing.loadFailed')}
      </p>
    ) : (
      <PendingScreen />
    );
  }
  const isStripe = subscription.data.paymentProvider === 'stripe';
  return (
    <div className="flex flex-col gap-6">
      <CurrentPlan subscription={subscription.data} products={products.data} />
      {isStripe &&
        (can(role, 'billing:view') ? (
          // Before the first checkout Stripe knows no customer: the portal has nothing to open,
          // so the plans below are the way in.
          subscription.data.hasPaymentAccount && <ManageBilling organizationId={organizationId} />
        ) : (
          <DeniedMessage permission="billing:view" />
        ))}
      {can(role, 'subscription:edit') ? (
        <PlanChoice
          organizationId={organizationId}
          subscription={subscription.data}
          products={products.data}
        />
      ) : (
        <DeniedMessage permission="subscription:edit" />
      )}
    </div>
  );
}

/** Stripe mode, owner and admin: the customer portal (card, invoices, cancelling). */
function ManageBilling({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation();
  const { sdk, leavePage } = useAppContext();
  const portal = useMutation({
    ...createBillingPortalSessionMutationOptions(sdk, organizationId),
    onSuccess: (url) => leavePage(url),
  });
  // Still pending once answered: the browser is on its way to Stripe.
  const isLeaving = portal.isPending || portal.isSuccess;
  return (
    <section
      aria-label={t('billing.manageBilling')}
      className="flex flex-wrap items-center justify-between gap-4 rounded-lg border border-border p-5"
    >
      <p className="text-sm text-muted-foreground">{t('billing.manageBillingHint')}</p>
      <Button variant="outline" disabled={isLeaving} onClick={() => portal.mutate()}>
        {isLeaving ? t('billing.openingPortal') : t('billing.manageBilling')}
      </Button>
    </section>
  );
}

function CurrentPlan({
  subscription,
  products,
}: {
  subscription: Subscription;
  products: readonly BillingProduct[];
}) {
  const { t } = useTranslation();
  const product = products.find((candidate) => candidate.id === subscription.productId);
  const planName = product?.name ?? t(`billing.type.${subscription.type}`);
  const allowed = findAllowedAdAccountCount(subscription);
  const dateLine =
    subscription.type === 'trial' && subscription.trialEndsAt
      ? t('billing.trialEnds', { date: formatBannerDate(subscription.trialEndsAt) })
      : subscription.currentPeriodEnd
        ? t('billing.renews', { date: formatBannerDate(subscription.currentPeriodEnd) })
        : null;
  return (
    <section
      aria-labelledby="current-plan-title"
      className="flex flex-col gap-3 rounded-lg border border-border p-5"
    >
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="current-plan-title" className="text-lg font-semibold">
          {planName}
        </h2>
        <Badge variant="secondary">{t(`billing.type.${subscription.type}`)}</Badge>
        <Badge variant="outline">{t(`billing.status.${subscription.status}`)}</Badge>
        {subscription.paymentProvider === 'local' && (
          <Badge variant="outline" data-testid="local-plan-badge">
            {t('billing.localPlan')}
          </Badge>
        )}
      </div>
      {dateLine && <p className="text-sm text-muted-foreground">{dateLine}</p>}
      <p className="text-sm" data-testid="subscription-usage">
        {t('billing.usage', { used: subscription.alreadyConnectedAdAccountsCount, allowed })}
      </p>
      <p className="text-xs text-muted-foreground">
        {subscription.paymentProvider === 'local'
          ? t('billing.localNote')
          : t('billing.stripeNote')}
      </p>
    </section>
  );
}

function PlanChoice({
  organizationId,
  subscription,
  products,
}: {
  organizationId: string;
  subscription: Subscription;
  products: readonly BillingProduct[];
}) {
  const { t } = useTranslation();
  const { sdk, queryClient, leavePage } = useAppContext();
  const [interval, setInterval] = useState<BillingInterval>(subscription.interval ?? 'monthly');
  const isStripe = subscription.paymentProvider === 'stripe';
  // A running Stripe subscription changes plan in the customer portal (Manage billing).
  const checkoutObstacle = isStripe ? findCheckoutObstacle(subscription) : null;
  const coupons = useQuery(billingCouponsQueryOptions(sdk));
  const beta = coupons.data?.[0];
  const change = useMutation({
    ...changeSubscriptionPlanMutationOptions(sdk, organizationId),
    onSuccess: async (changed) => {
      const name = products.find((product) => product.id === changed.productId)?.name ?? '';
      notify('success', t('billing.changed', { name }));
      await invalidateQueryTags(queryClient, ['subscription', 'adAccount']);
    },
  });
  // Stripe mode: the plan is paid in Stripe Checkout; its webhooks move the subscription.
  const checkout = useMutation({
    ...createCheckoutSessionMutationOptions(sdk, organizationId),
    onSuccess: (url) => leavePage(url),
  });
  const isBusy = change.isPending || checkout.isPending || checkout.isSuccess;
  const choose = (productId: string) =>
    isStripe ? checkout.mutate({ productId, interval }) : change.mutate({ productId, interval });
  const isOpeningCheckout = (productId: string) =>
    (checkout.isPending || checkout.isSuccess) && checkout.variables?.productId === productId;
  return (
    <section aria-labelledby="plan-choice-title" className="flex flex-col gap-4" id="plan-choice">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h2 id="plan-choice-title" className="text-lg font-semibold">
          {t('billing.choosePlan')}
        </h2>
        <ToggleGroup
          type="single"
          aria-label={t('billing.interval')}
          value={interval}
          onValueChange={(value) => value && setInterval(value as BillingInterval)}
        >
          <ToggleGroupItem value="monthly">{t('billing.monthly')}</ToggleGroupItem>
          <ToggleGroupItem value="yearly">{t('billing.yearly')}</ToggleGroupItem>
        </ToggleGroup>
      </div>
      {beta && (
        <p className="text-sm text-muted-foreground">
          {t('billing.betaNote', { name: beta.name, percent: beta.percentOff })}
        </p>
      )}
      {checkoutObstacle && (
        <p className="text-sm" data-testid="checkout-obstacle">
          {checkoutObstacle}
        </p>
      )}
      <ul className="grid gap-4 md:grid-cols-3">
        {products.map((product) => {
          const listPrice = product.prices.find((price) => price.interval === interval);
          const isCurrent =
            subscription.type === 'payed' &&
            subscription.productId === product.id &&
            subscription.interval === interval;
          const obstacle = findPlanChangeObstacle(subscription, product);
          return (
            <li
              key={product.id}
              aria-label={product.name}
              className="flex flex-col gap-3 rounded-lg border border-border p-4"
            >
              <h3 className="font-semibold">{product.name}</h3>
              <p className="text-sm text-muted-foreground">
                {t('billing.accounts', { count: product.maxAllowedAc })}
              </p>
              <p>
                <span className="text-xl font-semibold">
                  {formatPrice(findDiscountedPrice(product, interval))}
                </span>{' '}
                <span className="text-sm text-muted-foreground">
                  {t(`billing.per.${interval}`)}
                </span>
                {listPrice && (
                  <span className="ml-2 text-sm text-muted-foreground line-through">
                    <span className="sr-only">{t('billing.listPrice')} </span>
                    {formatPrice(listPrice.amountMicros, listPrice.currency)}
                  </span>
                )}
              </p>
              {obstacle && <p className="text-xs text-muted-foreground">{obstacle}</p>}
              <Button
                disabled={isCurrent || obstacle !== null || checkoutObstacle !== null || isBusy}
                onClick={() => choose(product.id)}
              >
                {isCurrent
                  ? t('billing.currentPlan')
                  : isOpeningCheckout(product.id)
                    ? t('billing.openingCheckout')
                    : t('billing.choose', { name: product.name })}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
