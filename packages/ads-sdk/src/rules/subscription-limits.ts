// Spec §4 "Subscription limits" and the §9 trial and beta constants. The server sends the
// subscription as stored; these flags are derived on both sides from this one module, so the
// banner the web app shows and the limit the API enforces cannot disagree.
import type { components } from '../generated/schema.js';
import { can, type MemberRole } from './permissions.js';

export type Subscription = components['schemas']['Subscription'];
/**
 * The subscription as stored, which every limit rule reads: the contract's Subscription without
 * `paymentProvider` (the installation's configuration) and `hasPaymentAccount` (whether the
 * provider knows the organization yet), which decide which buttons show, not any limit.
 */
export type StoredSubscription = Omit<Subscription, 'paymentProvider' | 'hasPaymentAccount'>;

export const TRIAL_LENGTH_DAYS = 7;
export const BETA_DISCOUNT_PERCENT = 25;

/**
 * The spec names "a constant of 100 in the billing area" without its meaning. We read it as the
 * ad-account count past which a plan cannot simply be upgraded in the app: a manager at or above
 * it is asked to contact us instead of upgrading.
 */
export const CONTACT_US_AD_ACCOUNT_LIMIT = 100;

/** Spec §4: these types block auto runs, validations, connecting and enabling. */
export const SUBSCRIPTION_BLOCKING_TYPES: readonly Subscription['type'][] = [
  'blocked',
  'paused',
  'deleted',
];
const BLOCKING_TYPES = SUBSCRIPTION_BLOCKING_TYPES;

/** Switching tagging or validation on while the subscription blocks (403 SUBSCRIPTION_BLOCKED). */
export const SUBSCRIPTION_BLOCKED_ENABLE_MESSAGE =
  'Your subscription is blocked, so tagging and search-term validation cannot be switched on. Choose a plan to continue.';
const PAYMENT_FAILED_STATUSES: readonly Subscription['status'][] = [
  'past_due',
  'incomplete',
  'incomplete_expired',
];

export type SubscriptionBannerKind =
  | 'maxAllowedOwner'
  | 'maxAllowedMember'
  | 'maxAllowedContactUs'
  | 'canceled'
  | 'paymentFailed'
  | 'blocked'
  | 'trial'
  | 'trialExpired';

export interface SubscriptionBanner {
  kind: SubscriptionBannerKind;
  /** For `trial`: when it ends (ISO 8601). */
  trialEndsAt: string | null;
  /** Viewers who cannot change the subscription are told to contact the organization owner. */
  isContactOwnerShown: boolean;
}

export interface SubscriptionFlags {
  shouldBlock: boolean;
  isMaxConnected: boolean;
  /** The header's connect button is disabled (with a tooltip) when either flag is set. */
  isConnectDisabled: boolean;
  /** null: no banner (also when the subscription could not be fetched). */
  banner: SubscriptionBanner | null;
}

export interface SubscriptionViewer {
  role: MemberRole;
  now?: Date;
}

const NO_SUBSCRIPTION_FLAGS: SubscriptionFlags = {
  shouldBlock: false,
  isMaxConnected: false,
  isConnectDisabled: false,
  banner: null,
};

/** Ad accounts the organization may connect: the plan's plus the extra ones bought. */
export function findAllowedAdAccountCount(subscription: StoredSubscription): number {
  return subscription.max_allowed_ac + subscription.extra_allowed_ac;
}

/**
 * The spec §4 flags for a subscription as seen by one viewer. Pass `undefined` when fetching the
 * subscription failed: nothing is blocked on the client and no banner shows (the API still checks).
 */
export function findSubscriptionFlags(
  subscription: StoredSubscription | undefined,
  viewer: SubscriptionViewer,
): SubscriptionFlags {
  if (!subscription) return NO_SUBSCRIPTION_FLAGS;
  const shouldBlock = BLOCKING_TYPES.includes(subscription.type);
  const isMaxConnected =
    subscription.type === 'payed' &&
    subscription.alreadyConnectedAdAccountsCount >= findAllowedAdAccountCount(subscription);
  const kind = findBannerKind(subscription, isMaxConnected, viewer);
  return {
    shouldBlock,
    isMaxConnected,
    isConnectDisabled: shouldBlock || isMaxConnected,
    banner: kind && {
      kind,
      trialEndsAt: kind === 'trial' ? subscription.trialEndsAt : null,
      isContactOwnerShown: !can(viewer.role, 'subscription:edit'),
    },
  };
}

function findBannerKind(
  subscription: StoredSubscription,
  isMaxConnected: boolean,
  viewer: SubscriptionViewer,
): SubscriptionBannerKind | null {
  const now = viewer.now ?? new Date();
  const { type, status } = subscription;
  if (status === 'canceled') return 'canceled';
  if (PAYMENT_FAILED_STATUSES.includes(status)) return 'paymentFailed';
  if (BLOCKING_TYPES.includes(type))
    return hasTrialEndedUnpaid(subscription, now) ? 'trialExpired' : 'blocked';
  if (type === 'trial' || status === 'trial')
    return hasTrialEnded(subscription, now) ? 'trialExpired' : 'trial';
  // type payed with status active: the only case the spec hides the banner, unless at the limit.
  if (!isMaxConnected) return null;
  if (!can(viewer.role, 'subscription:edit')) return 'maxAllowedMember';
  return findAllowedAdAccountCount(subscription) >= CONTACT_US_AD_ACCOUNT_LIMIT
    ? 'maxAllowedContactUs'
    : 'maxAllowedOwner';
}

function hasTrialEnded(subscription: StoredSubscription, now: Date): boolean {
  return subscription.trialEndsAt !== null && Date.parse(subscription.trialEndsAt) <= now.getTime();
}

// An organization blocked after its trial, never having paid, is told its trial expired.
function hasTrialEndedUnpaid(subscription: StoredSubscription, now: Date): boolean {
  return subscription.currentPeriodEnd === null && hasTrialEnded(subscription, now);
}

/** When a trial started at `startedAt` ends. */
export function findTrialEnd(startedAt: Date): Date {
  return new Date(startedAt.getTime() + TRIAL_LENGTH_DAYS * 24 * 60 * 60 * 1000);
}

/** A price after the beta discount, in integer micros (DESIGN §3), rounded to the micro. */
export function applyBetaDiscount(priceMicros: number): number {
  return Math.round((priceMicros * (100 - BETA_DISCOUNT_PERCENT)) / 100);
}
