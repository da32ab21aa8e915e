import { describe, expect, it } from 'vitest';
import { findLinkedInAbilities, LINKEDIN_SCOPES } from './linkedin-scopes.js';

describe('findLinkedInAbilities', () => {
  it('grants every ability to a login with every scope asked for', () => {
    expect(findLinkedInAbilities(LINKEDIN_SCOPES)).toEqual({
      abilities: ['read_ads', 'tag_campaigns', 'read_post_landing_pages', 'edit_sponsored_posts'],
      missing: [],
    });
  });

  it('reads ads with r_ads alone, and names the scopes the rest would need', () => {
    expect(findLinkedInAbilities(['openid', 'r_ads'])).toEqual({
      abilities: ['read_ads'],
      missing: [
        { ability: 'tag_campaigns', scopes: ['rw_ads'] },
        { ability: 'read_post_landing_pages', scopes: ['r_organization_social'] },
        { ability: 'edit_sponsored_posts', scopes: ['w_organization_social'] },
      ],
    });
  });

  it('lets rw_ads read too, and ignores case and blanks', () => {
    expect(findLinkedInAbilities([' RW_ADS ', 'r_organization_social']).abilities).toEqual([
      'read_ads',
      'tag_campaigns',
      'read_post_landing_pages',
    ]);
  });

  it('can do nothing with a sign-in-only grant', () => {
    expect(findLinkedInAbilities(['openid', 'profile', 'email']).abilities).toEqual([]);
  });
});
