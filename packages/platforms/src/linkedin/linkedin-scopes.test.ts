import { describe, expect, it } from 'vitest';
import {
  findLinkedInAbilities,
  LINKEDIN_POST_RESTORE_SCOPES,
  LINKEDIN_SCOPES,
} from './linkedin-scopes.js';

describe('findLinkedInAbilities', () => {
  it('misses nothing with the scopes a connect asks for; post editing is asked on demand', () => {
    expect(findLinkedInAbilities(LINKEDIN_SCOPES)).toEqual({
      abilities: ['read_ads', 'tag_campaigns', 'read_post_landing_pages'],
      missing: [],
    });
    expect(
      findLinkedInAbilities([...LINKEDIN_SCOPES, ...LINKEDIN_POST_RESTORE_SCOPES]).abilities,
    ).toEqual(['read_ads', 'tag_campaigns', 'read_post_landing_pages', 'edit_sponsored_posts']);
  });

  it('reads ads with r_ads alone, and names the scopes the rest would need', () => {
    expect(findLinkedInAbilities(['openid', 'r_ads'])).toEqual({
      abilities: ['read_ads'],
      missing: [
        { ability: 'tag_campaigns', scopes: ['rw_ads'] },
        { ability: 'read_post_landing_pages', scopes: ['r_organization_social'] },
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
