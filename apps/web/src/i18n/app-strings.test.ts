import { describe, expect, it } from 'vitest';
import { APP_ONLY_STRINGS, registerAppStrings } from './app-strings';
import en from './en.json';
import { PUBLIC_STRINGS, t } from './i18n';
import { INVITATION_STRINGS, registerInvitationStrings } from './invitation-strings';

describe('the split of en.json', () => {
  it('puts every section in exactly one part, so no key is missing on screen', () => {
    const publicSections = Object.keys(PUBLIC_STRINGS);
    const appSections = Object.keys(APP_ONLY_STRINGS);
    const invitationSections = Object.keys(INVITATION_STRINGS);
    const parts = [publicSections, appSections, invitationSections];
    const sections = parts.flat();
    expect(new Set(sections).size).toBe(sections.length);
    expect(sections.sort()).toEqual(Object.keys(en).sort());
  });

  it('makes the protected pages’ strings available once registered', () => {
    registerAppStrings();
    registerAppStrings();
    expect(t('apiKeys.title')).toBe('API keys');
    expect(t('members.invite')).toBe('Invite user');
    expect(t('login.submit')).toBe('Log in');
  });

  it('makes the invitation page’s strings available once registered', () => {
    registerInvitationStrings();
    expect(t('invitation.joinTitle', { organization: 'Acme' })).toBe('Join Acme on Utmost');
  });
});
