import { useMutation, useQuery } from '@tanstack/react-query';
import {
  can,
  findAllowedAdAccountCount,
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
  invalidateQueryTags,
  subscriptionQueryOptions,
} from '@utmost/ads-sdk/query';
import { Badge } from '@utmost/ui/components/badge';
import { Button } from '@utmost/ui/components/button';
import { ToggleGroup, ToggleGroupItem } from '@utmost/ui/components/toggle-group';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeniedMessage } from '../../../components/denied-message';
import { PendingScreen } from '../../../components/screens/pending-screen';
import { useAppContext } from '../../../lib/app-context';
import { notify } from '../../../lib/notify';
import { useSessionScope } from '../../../lib/session/use-session-scope';

/** The Subscription tab: the plan and its limit for everyone; the plan choice for owner and admin. */
export function SubscriptionPage() {
  const { organizationId, role } = useSessionScope();
  if (organizationId === null || role === undefined) return <PendingScreen />;
  if (!can(role, 'subscription:view')) return <DeniedMessage permission="subscription:view" />;
  return <SubscriptionOverview key={organizationId} organizationId={organizationId} role={role} />;
}

function SubscriptionOverview({
  organizationId,
  role,
}: {
  organizationId: string;
  role: MemberRole;
}) {
  const { t } = useTranslation();
  const { sdk } = useAppContext();
  const subscription = useQuery(subscriptionQueryOptions(sdk, organizationId));
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
  return (
    <div className="flex flex-col gap-6">
      <CurrentPlan subscription={subscription.data} products={products.data} />
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
        {subscription.provider !== 'stripe' && (
          <Badge variant="outline" data-testid="local-plan-badge">
            {t('billing.localPlan')}
          </Badge>
        )}
      </div>
      {dateLine && <p className="text-sm text-muted-foreground">{dateLine}</p>}
      <p className="text-sm" data-testid="subscription-usage">
        {t('billing.usage', { used: subscription.alreadyConnectedAdAccountsCount, allowed })}
      </p>
      {subscription.provider !== 'stripe' && (
        <p className="text-xs text-muted-foreground">{t('billing.localNote')}</p>
      )}
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
  const { sdk, queryClient } = useAppContext();
  const [interval, setInterval] = useState<BillingInterval>(subscription.interval ?? 'monthly');
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
                disabled={isCurrent || obstacle !== null || change.isPending}
                onClick={() => change.mutate({ productId: product.id, interval })}
              >
                {isCurrent ? t('billing.currentPlan') : t('billing.choose', { name: product.name })}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
