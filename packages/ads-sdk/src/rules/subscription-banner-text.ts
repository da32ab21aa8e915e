// The English wording of the spec §4 subscription banners. The web app may translate by `kind`;
// scripts and the API's e-mails use these texts as they are.
import type { SubscriptionBanner, SubscriptionBannerKind } from './subscription-limits.js';

const CONTACT_OWNER = 'Please contact the organization owner.';

const TEXT_BY_KIND = {
  maxAllowedOwner:
    'You have reached the maximum number of connected ad accounts for your plan. Upgrade to connect more.',
  maxAllowedMember: `Your organization has reached the maximum number of connected ad accounts. ${CONTACT_OWNER}`,
  maxAllowedContactUs:
    'You have reached the maximum number of connected ad accounts. Contact us to raise your limit.',
  canceled: 'Your subscription is canceled. Renew it to keep tagging your ads.',
  paymentFailed:
    'Your last payment failed. Update your payment details to keep your subscription active.',
  blocked: 'Your subscription is blocked. Choose a plan to continue.',
  trial: 'Your free trial ends on {date}.',
  trialExpired: 'Your free trial has expired. Choose a plan to continue.',
} as const satisfies Record<SubscriptionBannerKind, string>;

/** Spec §9 date format "MMM DD, YYYY" (e.g. "Jan 08, 2026"), in UTC. */
export function formatBannerDate(isoDate: string): string {
  return new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(isoDate));
}

/** The banner's sentence, with the owner hint for viewers who cannot act on it themselves. */
export function describeSubscriptionBanner(banner: SubscriptionBanner): string {
  const text =
    banner.kind === 'trial' && banner.trialEndsAt !== null
      ? TEXT_BY_KIND.trial.replace('{date}', formatBannerDate(banner.trialEndsAt))
      : banner.kind === 'trial'
        ? 'You are on a free trial.'
        : TEXT_BY_KIND[banner.kind];
  const needsOwnerHint =
    banner.isContactOwnerShown && banner.kind !== 'maxAllowedMember' && banner.kind !== 'trial';
  return needsOwnerHint ? `${text} ${CONTACT_OWNER}` : text;
}
