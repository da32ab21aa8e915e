// The invitation page's strings, a part of en.json of their own (see app-strings.ts): that page
// is public, but the login page, the first page most visitors load, must not carry them.
import { invitation } from './en.json?sections';
import { DEFAULT_LANGUAGE, i18n } from './i18n';

export const INVITATION_STRINGS = { invitation };

/** Adds the invitation page's strings; its loader calls it before the page renders. */
export function registerInvitationStrings(): void {
  i18n.addResourceBundle(DEFAULT_LANGUAGE, 'translation', INVITATION_STRINGS, true, false);
}
