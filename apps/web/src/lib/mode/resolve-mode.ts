import type { AppMode } from './app-mode';

/** The sections that exist in one mode only (spec §2), named for the notice that explains a redirect. */
const MODE_SECTIONS = [
  { prefix: '/url-templates', mode: 'tagging', area: 'templates' },
  { prefix: '/run-history', mode: 'tagging', area: 'runHistory' },
  { prefix: '/ai-briefs', mode: 'search-terms', area: 'aiBriefs' },
  { prefix: '/analysis', mode: 'search-terms', area: 'analysis' },
] as const satisfies readonly { prefix: string; mode: AppMode; area: string }[];

type ModeSection = (typeof MODE_SECTIONS)[number];

/** The section of one mode that `pathname` is in, or null for a page both modes share. */
export function findModeSection(pathname: string): ModeSection | null {
  return (
    MODE_SECTIONS.find(({ prefix }) => pathname === prefix || pathname.startsWith(`${prefix}/`)) ??
    null
  );
}

interface ModeResolution {
  mode: AppMode;
  /** Set when the page cannot open in the mode: the user goes home and is told which area it was. */
  redirectedFrom: ModeSection | null;
}

/**
 * Which mode a protected page opens in. The first page of a visit (a reload, a pasted link, a new
 * tab, or the page a login was heading to) is the user's explicit request: a page of one mode
 * opens in that mode, whatever was chosen before. Later, the chosen mode wins, as spec §2 says: a
 * page of the other mode (browser Back after switching, a link in a notification) redirects home,
 * and the user is told why.
 */
export function resolveMode({
  pathname,
  currentMode,
  isEntry,
}: {
  pathname: string;
  currentMode: AppMode;
  isEntry: boolean;
}): ModeResolution {
  const section = findModeSection(pathname);
  if (section === null || section.mode === currentMode) {
    return { mode: currentMode, redirectedFrom: null };
  }
  if (isEntry) return { mode: section.mode, redirectedFrom: null };
  return { mode: currentMode, redirectedFrom: section };
}
