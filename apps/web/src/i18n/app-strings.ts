import {
  apiKeys,
  members,
  organization,
  organizationTabs,
  placeholder,
  profile,
  roles,
  upload,
} from './en.json';
import { DEFAULT_LANGUAGE, i18n } from './i18n';

/**
 * The sections of en.json that only the protected pages use. They arrive with the protected
 * layout rather than with the login page, which must stay within the first-load budget.
 */
export const APP_ONLY_STRINGS = {
  apiKeys,
  members,
  organization,
  organizationTabs,
  placeholder,
  profile,
  roles,
  upload,
};

/** Adds the protected pages' strings; the protected layout calls it before it renders. */
export function registerAppStrings(): void {
  // Deep and without overwriting: calling it again (every protected navigation) changes nothing.
  i18n.addResourceBundle(DEFAULT_LANGUAGE, 'translation', APP_ONLY_STRINGS, true, false);
}
