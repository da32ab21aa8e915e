// `?sections` makes this a module of its own (scripts/json-sections-plugin.ts), with a named export
// per section: imported as plain `./en.json`, the bundler keeps one en.json module for both parts,
// every section in it, in the first page's chunk. Same file, same strings, split by use.
import {
  adAccounts,
  apiKeys,
  billing,
  briefs,
  connect,
  firstRun,
  help,
  invoices,
  members,
  organization,
  organizationTabs,
  profile,
  roles,
  runHistory,
  runs,
  searchTerms,
  upload,
  urlTemplates,
  wastedSpend,
} from './en.json?sections';
import { DEFAULT_LANGUAGE, i18n } from './i18n';

/**
 * The sections of en.json that only the protected pages use. They arrive with the protected
 * layout rather than with the login page, which must stay within the first-load budget.
 */
export const APP_ONLY_STRINGS = {
  adAccounts,
  apiKeys,
  billing,
  briefs,
  connect,
  firstRun,
  help,
  invoices,
  members,
  organization,
  organizationTabs,
  profile,
  roles,
  runHistory,
  runs,
  searchTerms,
  upload,
  urlTemplates,
  wastedSpend,
};

/** Adds the protected pages' strings; the protected layout calls it before it renders. */
export function registerAppStrings(): void {
  // Deep and without overwriting: calling it again (every protected navigation) changes nothing.
  i18n.addResourceBundle(DEFAULT_LANGUAGE, 'translation', APP_ONLY_STRINGS, true, false);
}
