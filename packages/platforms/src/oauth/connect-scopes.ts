import type { PlatformName } from '../ad-platform.js';
import {
  findLinkedInAbilities,
  LINKEDIN_POST_RESTORE_SCOPES,
  LINKEDIN_SCOPE,
} from '../linkedin/linkedin-scopes.js';

// The scopes without which a connected login is of no use, checked on the token answer right after
// consent. Google's granular consent lets a person untick the Google Ads box and still sign in
// (https://developers.google.com/identity/protocols/oauth2/resources/granular-permissions: "the
// application must check what scopes are granted by the users"); the token answer's `scope` then
// lacks https://www.googleapis.com/auth/adwords and every Google Ads call would be refused.

export const GOOGLE_ADS_SCOPE = 'https://www.googleapis.com/auth/adwords';

/** The required scopes the grant lacks: empty when the login can be connected. */
export function findMissingConnectScopes(
  platform: PlatformName,
  grantedScopes: readonly string[],
): string[] {
  const granted = new Set(grantedScopes.map((scope) => scope.toLowerCase()));
  if (platform === 'google') return granted.has(GOOGLE_ADS_SCOPE) ? [] : [GOOGLE_ADS_SCOPE];
  // LinkedIn shows no per-scope boxes; a login without any ads scope still cannot list anything.
  return findLinkedInAbilities(grantedScopes).abilities.includes('read_ads')
    ? []
    : [LINKEDIN_SCOPE.readAds];
}

/**
 * Why a connect asks for more than the usual scopes: `restore_post_edits` (LinkedIn) also asks to
 * edit organization posts, which only taking Utmost's parameters back off a post an older Utmost
 * edited needs.
 */
export const CONNECT_PURPOSES = ['restore_post_edits'] as const;
export type ConnectPurpose = (typeof CONNECT_PURPOSES)[number];

/** The scopes a connect for `purpose` asks for on top of the platform's usual ones. */
export function findPurposeScopes(
  platform: PlatformName,
  purpose: ConnectPurpose | undefined,
): readonly string[] {
  return platform === 'linkedin' && purpose === 'restore_post_edits'
    ? LINKEDIN_POST_RESTORE_SCOPES
    : [];
}
