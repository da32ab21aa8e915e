import type { AppMode } from '../../lib/mode/app-mode';

/**
 * What the header's split button does on a page (spec §2): labelled "Ad accounts" on home, "Create
 * new AI brief" on the briefs pages, "Templates" elsewhere. Its main half connects the default
 * platform on home, opens the brief editor on the briefs pages and the tracking templates
 * elsewhere; its menu connects any platform. Search-terms mode has no tracking templates and
 * analyses Google only, so there the button goes straight to connecting Google, without a menu.
 */
export type HeaderActionKind = 'adAccounts' | 'createBrief' | 'templates';

export interface HeaderAction {
  kind: HeaderActionKind;
  hasPlatformMenu: boolean;
}

function isUnder(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

export function findHeaderAction(pathname: string, mode: AppMode): HeaderAction {
  const hasPlatformMenu = mode === 'tagging';
  if (isUnder(pathname, '/ai-briefs')) return { kind: 'createBrief', hasPlatformMenu };
  if (isUnder(pathname, '/ad-accounts') || mode === 'search-terms') {
    return { kind: 'adAccounts', hasPlatformMenu };
  }
  return { kind: 'templates', hasPlatformMenu };
}
