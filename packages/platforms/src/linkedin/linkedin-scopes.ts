// The LinkedIn scopes Utmost asks for, and what a login can do with the ones it was granted. The
// token answer's `scope` (comma-separated) says what the member actually granted; the app may also
// lack a product, so a scope asked for can be missing.
//
// Sources: the Advertising API product holds r_ads, rw_ads, r_organization_social and
// w_organization_social (https://learn.microsoft.com/en-us/linkedin/marketing/increasing-access);
// "Sign In with LinkedIn using OpenID Connect" holds openid, profile and email
// (https://learn.microsoft.com/en-us/linkedin/shared/authentication/getting-access). Ad accounts and
// creatives are read with r_ads (or rw_ads) and changed with rw_ads, campaign tracking parameters
// included (https://learn.microsoft.com/en-us/linkedin/marketing/integrations/ads-reporting/dynamic-utm-tracking);
// posts are read with r_organization_social and changed with w_organization_social
// (https://learn.microsoft.com/en-us/linkedin/marketing/community-management/shares/posts-api).

export const LINKEDIN_SCOPE = {
  openId: 'openid',
  profile: 'profile',
  email: 'email',
  readAds: 'r_ads',
  manageAds: 'rw_ads',
  readOrganizationPosts: 'r_organization_social',
  writeOrganizationPosts: 'w_organization_social',
} as const;

/**
 * What the connect asks for: identity, ads, and reading the posts behind sponsored content.
 * Tagging goes through campaign tracking parameters (rw_ads) and edits no post, so editing posts
 * (w_organization_social) is not asked for here: only taking back an old edit of a post's landing
 * page needs it (LINKEDIN_POST_RESTORE_SCOPES).
 */
export const LINKEDIN_SCOPES = [
  LINKEDIN_SCOPE.openId,
  LINKEDIN_SCOPE.email,
  LINKEDIN_SCOPE.profile,
  LINKEDIN_SCOPE.readAds,
  LINKEDIN_SCOPE.manageAds,
  LINKEDIN_SCOPE.readOrganizationPosts,
] as const;

/**
 * Asked for on top of LINKEDIN_SCOPES by a connect for `restore_post_edits`: removing Utmost's
 * parameters from a sponsored post whose landing page an older Utmost edited (history from before
 * campaign tracking parameters) is a post PARTIAL_UPDATE, which needs w_organization_social.
 */
export const LINKEDIN_POST_RESTORE_SCOPES = [LINKEDIN_SCOPE.writeOrganizationPosts] as const;

export const LINKEDIN_ABILITIES = [
  /** List ad accounts, campaigns and ads. */
  'read_ads',
  /** Tag ads through the campaign's tracking parameters (and edit creatives). */
  'tag_campaigns',
  /** Read the landing pages of sponsored content, which live on posts. */
  'read_post_landing_pages',
  /** Change the landing page of a sponsored-only post. */
  'edit_sponsored_posts',
] as const;
export type LinkedInAbility = (typeof LINKEDIN_ABILITIES)[number];

/** Each ability and the scopes of which any one grants it. */
const SCOPES_BY_ABILITY: Record<LinkedInAbility, readonly string[]> = {
  read_ads: [LINKEDIN_SCOPE.readAds, LINKEDIN_SCOPE.manageAds],
  tag_campaigns: [LINKEDIN_SCOPE.manageAds],
  read_post_landing_pages: [LINKEDIN_SCOPE.readOrganizationPosts],
  edit_sponsored_posts: [LINKEDIN_SCOPE.writeOrganizationPosts],
};

export interface LinkedInAbilities {
  abilities: LinkedInAbility[];
  /** What the login cannot do, each with the scopes that would grant it. */
  missing: { ability: LinkedInAbility; scopes: readonly string[] }[];
}

/** Abilities the connect does not ask for: a login lacks them by default, which is no fault. */
const ON_DEMAND_ABILITIES: ReadonlySet<LinkedInAbility> = new Set(['edit_sponsored_posts']);

/**
 * What a login can do with the scopes it was granted (case as LinkedIn writes them). `missing`
 * lists what the connect asked for and the member did not grant; an ability asked for only on
 * demand (editing posts) is not missing when absent.
 */
export function findLinkedInAbilities(grantedScopes: readonly string[]): LinkedInAbilities {
  const granted = new Set(grantedScopes.map((scope) => scope.trim().toLowerCase()));
  const abilities: LinkedInAbility[] = [];
  const missing: LinkedInAbilities['missing'] = [];
  for (const ability of LINKEDIN_ABILITIES) {
    const scopes = SCOPES_BY_ABILITY[ability];
    if (scopes.some((scope) => granted.has(scope))) abilities.push(ability);
    else if (!ON_DEMAND_ABILITIES.has(ability)) missing.push({ ability, scopes });
  }
  return { abilities, missing };
}
