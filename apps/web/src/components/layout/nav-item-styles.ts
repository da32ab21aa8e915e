/** Shared look of the sidebar's links and buttons; the focus ring keeps keyboard users oriented. */
export const NAV_ITEM_CLASS =
  'flex w-full min-w-0 items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-sidebar-foreground outline-none transition-colors hover:bg-sidebar-accent hover:text-sidebar-accent-foreground focus-visible:ring-2 focus-visible:ring-sidebar-ring focus-visible:ring-inset aria-[current=page]:bg-sidebar-accent aria-[current=page]:text-sidebar-accent-foreground [&_svg]:size-4 [&_svg]:shrink-0';

/** An item's words: shown from 1024 px, read by screen readers always (icons only below). */
export const NAV_LABEL_CLASS = 'sr-only lg:not-sr-only lg:truncate';

/** A page's tabs that are links (each tab is an address): underlined when it is the current page. */
export const TAB_LINK_CLASS =
  'border-b-2 border-transparent px-1 pb-2 text-sm font-medium text-muted-foreground outline-none transition-colors hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background aria-[current=page]:border-primary aria-[current=page]:text-foreground';
