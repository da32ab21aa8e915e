// The shapes of the seeded LinkedIn Marketing data. Numbers are LinkedIn's numeric ids; the wire
// turns them into URNs (urn:li:sponsoredAccount:N, urn:li:sponsoredCampaign:N, …) where it does.

export const LINKEDIN_CAMPAIGN_FORMATS = [
  'TEXT_AD',
  'SPOTLIGHT',
  'SINGLE_VIDEO',
  'STANDARD_UPDATE',
  'CAROUSEL',
  'FOLLOW_COMPANY',
  'JOBS',
  'SPONSORED_INMAIL',
  'SPONSORED_MESSAGE',
  'SPONSORED_UPDATE_EVENT',
  'SPONSORED_UPDATE_NATIVE_DOCUMENT',
] as const;
export type LinkedInCampaignFormat = (typeof LINKEDIN_CAMPAIGN_FORMATS)[number];

export type LinkedInCampaignType =
  'TEXT_AD' | 'SPONSORED_UPDATES' | 'SPONSORED_INMAILS' | 'DYNAMIC';

/** The campaign type each format runs under. */
export const LINKEDIN_TYPE_OF_FORMAT: Record<LinkedInCampaignFormat, LinkedInCampaignType> = {
  TEXT_AD: 'TEXT_AD',
  SPOTLIGHT: 'DYNAMIC',
  FOLLOW_COMPANY: 'DYNAMIC',
  JOBS: 'DYNAMIC',
  SINGLE_VIDEO: 'SPONSORED_UPDATES',
  STANDARD_UPDATE: 'SPONSORED_UPDATES',
  CAROUSEL: 'SPONSORED_UPDATES',
  SPONSORED_UPDATE_EVENT: 'SPONSORED_UPDATES',
  SPONSORED_UPDATE_NATIVE_DOCUMENT: 'SPONSORED_UPDATES',
  SPONSORED_INMAIL: 'SPONSORED_INMAILS',
  SPONSORED_MESSAGE: 'SPONSORED_INMAILS',
};

export const LINKEDIN_ROLES = [
  'ACCOUNT_BILLING_ADMIN',
  'ACCOUNT_MANAGER',
  'CAMPAIGN_MANAGER',
  'CREATIVE_MANAGER',
  'VIEWER',
] as const;
export type LinkedInRole = (typeof LINKEDIN_ROLES)[number];

export type LinkedInAccountStatus =
  'ACTIVE' | 'CANCELED' | 'DRAFT' | 'PENDING_DELETION' | 'REMOVED';
export type LinkedInCampaignStatus =
  'ACTIVE' | 'PAUSED' | 'ARCHIVED' | 'COMPLETED' | 'CANCELED' | 'DRAFT';
export type LinkedInCreativeStatus = 'ACTIVE' | 'PAUSED' | 'DRAFT' | 'ARCHIVED' | 'CANCELED';

export interface LinkedInAdAccount {
  id: number;
  name: string;
  currency: string;
  status: LinkedInAccountStatus;
  type: 'BUSINESS' | 'ENTERPRISE';
  /** The company page the account advertises for. */
  organizationId: number;
  isTest: boolean;
  /** Account-level dynamic UTM tracking parameters (LinkedIn-Version 202608+), set beforehand. */
  trackingParameters?: LinkedInTrackingParameters;
}

export interface LinkedInCampaignGroup {
  id: number;
  accountId: number;
  name: string;
  status: LinkedInCampaignStatus;
}

/** A campaign's dynamic UTM tracking parameters, as `adTrackingParameters` holds them. */
export interface LinkedInTrackingParameters {
  dynamicValueParameters: Record<string, string>;
  customValueParameters: Record<string, string>;
}

export interface LinkedInCampaign {
  id: number;
  accountId: number;
  campaignGroupId: number;
  name: string;
  status: LinkedInCampaignStatus;
  format: LinkedInCampaignFormat;
  /** Set by the advertiser before Utmost came along. */
  trackingParameters?: LinkedInTrackingParameters;
}

/** `content` of a creative, as the API writes it; sponsored content points at a post. */
export type LinkedInCreativeContent =
  | { textAd: { headline: string; description: string; landingPage?: string } }
  | {
      spotlight: {
        headline: string;
        description: string;
        callToAction: string;
        landingPage?: string;
        showMemberProfilePhoto: boolean;
        organizationName: string;
      };
    }
  | { follow: { headline: string; description: string; callToAction: 'FOLLOW' } }
  | { jobs: { companyName: string; buttonLabel: string } }
  | { reference: string };

export interface LinkedInCreative {
  id: number;
  accountId: number;
  campaignId: number;
  name: string;
  intendedStatus: LinkedInCreativeStatus;
  content: LinkedInCreativeContent;
  leadgenCallToAction: { destination: string; label: string } | null;
}

export type LinkedInPostContent =
  | { article: { source: string; title: string } }
  | { media: { id: string; title: string } }
  | { carousel: { cards: Array<{ media: { id: string }; landingPage?: string }> } }
  | null;

/** A dark (ads-only) post that sponsored content creatives reference. */
export interface LinkedInPost {
  urn: string;
  organizationId: number;
  accountId: number;
  commentary: string;
  content: LinkedInPostContent;
  contentLandingPage: string | null;
  contentCallToActionLabel: string | null;
  /** A page post shown in the feed and then boosted, instead of a dark (ads-only) post. */
  isOrganic?: boolean;
}

/** Which members have which role on which ad accounts. */
export interface LinkedInLogin {
  email: string;
  roles: Array<{ accountId: number; role: LinkedInRole }>;
}
