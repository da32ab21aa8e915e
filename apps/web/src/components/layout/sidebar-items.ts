import { linkOptions } from '@tanstack/react-router';
import { DEFAULT_PLATFORM } from '@utmost/ads-sdk';
import {
  BookOpenTextIcon,
  Building2Icon,
  HistoryIcon,
  LayoutListIcon,
  PlugIcon,
  SearchCheckIcon,
  TagsIcon,
  type LucideIcon,
} from 'lucide-react';
import type { MemberRole } from '../../lib/auth/auth-state';
import type { AppMode } from '../../lib/mode/app-mode';

type SidebarItemId =
  | 'organization'
  | 'adAccounts'
  | 'trackingTemplates'
  | 'runHistory'
  | 'aiBriefs'
  | 'searchTermAnalysis'
  | 'connections';

const CONNECTIONS_PREFIX = '/ad-accounts/connect';

const ITEMS = {
  organization: {
    icon: Building2Icon,
    link: linkOptions({ to: '/organization/details' }),
    activePrefix: '/organization',
  },
  adAccounts: {
    icon: LayoutListIcon,
    link: linkOptions({ to: '/ad-accounts' }),
    activePrefix: '/ad-accounts',
  },
  trackingTemplates: {
    icon: TagsIcon,
    link: linkOptions({ to: '/url-templates' }),
    activePrefix: '/url-templates',
  },
  runHistory: {
    icon: HistoryIcon,
    link: linkOptions({ to: '/run-history' }),
    activePrefix: '/run-history',
  },
  aiBriefs: {
    icon: BookOpenTextIcon,
    link: linkOptions({ to: '/ai-briefs' }),
    activePrefix: '/ai-briefs',
  },
  searchTermAnalysis: {
    icon: SearchCheckIcon,
    link: linkOptions({ to: '/analysis/select-account' }),
    activePrefix: '/analysis',
  },
  connections: {
    icon: PlugIcon,
    link: linkOptions({
      to: '/ad-accounts/connect/$platform',
      params: { platform: DEFAULT_PLATFORM },
    }),
    activePrefix: CONNECTIONS_PREFIX,
  },
} satisfies Record<SidebarItemId, { icon: LucideIcon; link: object; activePrefix: string }>;

type SidebarItem = (typeof ITEMS)[SidebarItemId] & { id: SidebarItemId };

/** Spec §2: the sidebar of each mode, in order. */
const ITEM_IDS_BY_MODE: Record<AppMode, readonly SidebarItemId[]> = {
  tagging: ['organization', 'adAccounts', 'trackingTemplates', 'runHistory', 'connections'],
  'search-terms': ['organization', 'adAccounts', 'aiBriefs', 'searchTermAnalysis', 'connections'],
};

/** The sidebar items a user sees in a mode; external users do not see the organization. */
export function findSidebarItems(mode: AppMode, role: MemberRole | undefined): SidebarItem[] {
  return ITEM_IDS_BY_MODE[mode]
    .filter((id) => !(id === 'organization' && role === 'external'))
    .map((id) => ({ ...ITEMS[id], id }));
}

/** Whether an item is the current section; the connect pages belong to Connections only. */
export function isSidebarItemActive(
  item: Pick<SidebarItem, 'id' | 'activePrefix'>,
  pathname: string,
): boolean {
  const isUnder = (prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);
  if (item.id === 'adAccounts' && isUnder(CONNECTIONS_PREFIX)) return false;
  return isUnder(item.activePrefix);
}
