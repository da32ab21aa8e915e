import { Link, useLocation } from '@tanstack/react-router';
import { ArrowLeftRightIcon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberRole } from '../../lib/auth/auth-state';
import { findOtherMode, type AppMode } from '../../lib/mode/app-mode';
import { Logo } from './logo';
import { HelpButtonContent } from './help-button-content';
import { NAV_ITEM_CLASS, NAV_LABEL_CLASS } from './nav-item-styles';
import { findSidebarItems, isSidebarItemActive } from './sidebar-items';

// The dialog's code loads right after the page renders; until then a look-alike button stands in,
// and a click on it opens the dialog as soon as it arrives.
const HelpDialog = lazy(() =>
  import('./help-dialog').then((module) => ({ default: module.HelpDialog })),
);

export function Sidebar({
  mode,
  role,
  onSwitchMode,
}: {
  mode: AppMode;
  role: MemberRole | undefined;
  onSwitchMode: (mode: AppMode) => void;
}) {
  const { t } = useTranslation();
  const pathname = useLocation({ select: (location) => location.pathname });
  const otherMode = findOtherMode(mode);
  const [isHelpRequested, setHelpRequested] = useState(false);

  return (
    // Narrower from 1440 px down, and only icons below 1024 px (a desktop zoomed in): the page
    // keeps the room its tables need. The items' words stay for screen readers and as tooltips.
    <aside
      aria-label={t('nav.sidebar')}
      className="flex w-16 shrink-0 flex-col overflow-y-auto border-r border-sidebar-border bg-sidebar lg:w-56 xl:w-64"
    >
      <div className="px-3 py-5 lg:px-5">
        <Link
          to="/ad-accounts"
          aria-label={t('app.homeLink')}
          activeOptions={{ exact: true }}
          className="inline-flex rounded-md outline-none focus-visible:ring-2 focus-visible:ring-sidebar-ring focus-visible:ring-offset-2 focus-visible:ring-offset-sidebar"
        >
          <Logo />
        </Link>
      </div>
      <nav aria-label={t('nav.mainLabel')} className="flex-1 px-3">
        <ul className="flex flex-col gap-1">
          {findSidebarItems(mode, role).map((item) => {
            const Icon = item.icon;
            return (
              <li key={item.id}>
                {/* exact: the Link's own active marking is replaced by the section rule below. */}
                <Link
                  {...item.link}
                  activeOptions={{ exact: true }}
                  aria-current={isSidebarItemActive(item, pathname) ? 'page' : undefined}
                  className={NAV_ITEM_CLASS}
                  title={t(`nav.${item.id}`)}
                >
                  <Icon aria-hidden="true" />
                  <span className={NAV_LABEL_CLASS}>{t(`nav.${item.id}`)}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <div className="flex flex-col gap-1 border-t border-sidebar-border px-3 py-3">
        <button type="button" className={NAV_ITEM_CLASS} onClick={() => onSwitchMode(otherMode)}>
          <ArrowLeftRightIcon aria-hidden="true" />
          <span className={`flex flex-col items-start ${NAV_LABEL_CLASS}`}>
            <span className="text-xs text-muted-foreground">{t('nav.goTo')}</span>
            <span>{t(otherMode === 'tagging' ? 'nav.goToTagging' : 'nav.goToSearchTerms')}</span>
          </span>
        </button>
        <Suspense
          fallback={
            <button type="button" className={NAV_ITEM_CLASS} onClick={() => setHelpRequested(true)}>
              <HelpButtonContent />
            </button>
          }
        >
          <HelpDialog defaultOpen={isHelpRequested} />
        </Suspense>
      </div>
    </aside>
  );
}
