import { describe, expect, it } from 'vitest';
import { describeSubscriptionBanner, formatBannerDate } from './subscription-banner-text.js';
import type { SubscriptionBannerKind } from './subscription-limits.js';

const banner = (
  kind: SubscriptionBannerKind,
  isContactOwnerShown = false,
  trialEndsAt: string | null = null,
) => ({
  kind,
  isContactOwnerShown,
  trialEndsAt,
});

describe('describeSubscriptionBanner', () => {
  it('dates the trial banner as MMM DD, YYYY', () => {
    expect(formatBannerDate('2026-01-08T23:30:00Z')).toBe('Jan 08, 2026');
    expect(describeSubscriptionBanner(banner('trial', false, '2026-01-08T23:30:00Z'))).toBe(
      'Your free trial ends on Jan 08, 2026.',
    );
  });

  it('tells members to contact the owner, once', () => {
    expect(describeSubscriptionBanner(banner('maxAllowedMember', true))).toMatch(
      /maximum number of connected ad accounts\. Please contact the organization owner\.$/,
    );
    expect(describeSubscriptionBanner(banner('canceled', true))).toMatch(
      /Please contact the organization owner\.$/,
    );
    expect(describeSubscriptionBanner(banner('canceled', false))).not.toMatch(/organization owner/);
  });

  it('has a distinct sentence for every kind', () => {
    const kinds: SubscriptionBannerKind[] = [
      'maxAllowedOwner',
      'maxAllowedMember',
      'maxAllowedContactUs',
      'canceled',
      'paymentFailed',
      'blocked',
      'trial',
      'trialExpired',
    ];
    const texts = kinds.map((kind) =>
      describeSubscriptionBanner(banner(kind, false, '2026-01-08T00:00:00Z')),
    );
    expect(new Set(texts).size).toBe(kinds.length);
    expect(describeSubscriptionBanner(banner('maxAllowedContactUs'))).toMatch(/Contact us/);
  });
});
