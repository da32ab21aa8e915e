import type { AppMode } from '../../lib/mode/app-mode';

/**
 * What the header's split button does on a page (spec §2 labels; issue 13 item 5 and 11, issue
 * 25 item 7): it reads "Ad accounts" on home, "Create new AI brief" on the briefs pages, and
 * elsewhere "Templates" in tagging mode or "Brief" in search-terms mode, and its main half does
 * what it reads:
 * - Ad accounts connects an ad platform: the default one, any from the menu; search-terms mode
 *   analyses Google only, so there it goes straight to Google without a menu.
 * - Templates opens a new tracking template: for the default platform, any from the menu (a
 *   template belongs to one platform).
 * - Brief is search-terms mode's counterpart (what an account is assigned there): it opens a new
 *   AI brief, for Google, without a menu and without leaving the mode for the tagging editor.
 * - Create new AI brief opens the brief editor on a new brief.
 */
type HeaderActionKind = 'adAccounts' | 'createBrief' | 'newBrief' | 'templates';

interface HeaderAction {
  kind: HeaderActionKind;
  /** The split half's menu of platforms: to connect, to create a template for, or none. */
  menu: 'connect' | 'newTemplate' | null;
}

function isUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

export function findHeaderAction(pathname: string, mode: AppMode): HeaderAction {
  if (isUnder(pathname, '/ai-briefs')) return { kind: 'createBrief', menu: null };
  if (isUnder(pathname, '/ad-accounts')) {
    return { kind: 'adAccounts', menu: mode === 'tagging' ? 'connect' : null };
  }
  if (mode === 'search-terms') return { kind: 'newBrief', menu: null };
  return { kind: 'templates', menu: 'newTemplate' };
}

/**
 * Where the editor's Back returns to from the page an action was started on. An empty state
 * gives its list instead: once the new item is saved the list has something to show, and the
 * list sends an empty organization to its empty state anyway.
 */
export function findBackTarget(pathname: string): string {
  return pathname.endsWith('/empty-state') ? pathname.slice(0, -'/empty-state'.length) : pathname;
}
