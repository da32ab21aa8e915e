import { useQuery } from '@tanstack/react-query';
import { organizationsQueryOptions } from '@utmost/ads-sdk/query';
import { Outlet, useNavigate, useRouter } from '@tanstack/react-router';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppContext } from '../../lib/app-context';
import { HOME_PATH, LOGIN_PATH } from '../../lib/guards';
import type { AppMode } from '../../lib/mode/app-mode';
import { logOut } from '../../lib/session/log-out';
import { readAddressOrganizationId } from '../../lib/session/organization-address';
import { switchOrganization } from '../../lib/session/organization-scope';
import type { OrganizationSummary } from '../../lib/session/session-types';
import { useStore } from '../../lib/use-store';
import { ConnectPopupNotice } from '../connect-popup-notice';
import { MainLandmark } from './main-landmark';
import { CurrentOrganization } from './current-organization';
import { ModeSwitch } from './mode-switch';
import { ProfileButton } from './profile-button';
import { Sidebar } from './sidebar';
import { useHeadingFocusOnNavigation } from './use-heading-focus-on-navigation';
import { usePageTitle } from './use-page-title';

// The menu's Radix code loads right after the page renders, not as part of its first load; until
// then the same-looking button stands in, and a click on it opens the menu as soon as it arrives.
const ProfileMenu = lazy(() =>
  import('./profile-menu').then((module) => ({ default: module.ProfileMenu })),
);
// The connect button's menu, tooltip and subscription rules load the same way, after the page.
const HeaderActionButton = lazy(() =>
  import('./header-action-button').then((module) => ({ default: module.HeaderActionButton })),
);

/**
 * The protected area's layout: sidebar, header with the page title, and the page. `banner` is a
 * notice the route composes in below the header (the e-mail verification reminder).
 */
export function AppShell({ banner }: { banner?: ReactNode }) {
  const { t } = useTranslation();
  const context = useAppContext();
  const { user, userId, organizationId } = useStore(context.auth);
  const mode = useStore(context.appMode);
  const navigate = useNavigate();
  const router = useRouter();
  const { data: organizations } = useQuery({
    ...organizationsQueryOptions(context.sdk, userId ?? ''),
    enabled: userId !== null,
  });
  const title = usePageTitle();
  const headingRef = useHeadingFocusOnNavigation<HTMLHeadingElement>();
  const [isProfileMenuRequested, setProfileMenuRequested] = useState(false);

  function switchMode(next: AppMode) {
    context.appMode.setMode(next);
    void navigate({ to: HOME_PATH });
  }

  async function logOutAndLeave() {
    await logOut(context);
    await navigate({ to: LOGIN_PATH });
  }

  async function selectOrganization(organization: OrganizationSummary) {
    await switchOrganization(context, organization);
    // A page of the old organization's data (its address names it) has nothing to show in the
    // new one, and its `?org=` would switch back: such a page gives way to the home page.
    if (readAddressOrganizationId(router.state.location.search) !== undefined) {
      await navigate({ to: HOME_PATH });
      return;
    }
    // The guards run again: the role in the new organization may not open the current page.
    await router.invalidate();
  }

  return (
    <div className="flex min-h-0 flex-1 bg-background">
      <a
        href="#main-content"
        className="sr-only rounded-md bg-primary px-3 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50"
      >
        {t('nav.skipToContent')}
      </a>
      <Sidebar mode={mode} role={user?.role} onSwitchMode={switchMode} />
      <div className="flex min-w-0 flex-1 flex-col overflow-y-auto">
        {/* The actions keep their size; a long title is what gives way (cut, whole on hover). Below
            1024 px (a zoomed-in desktop) the actions cannot all fit beside the title, so they wrap
            onto a line of their own rather than squeezing the title to nothing. */}
        <header className="flex flex-wrap items-center justify-between gap-x-4 gap-y-3 border-b border-border px-6 py-4 lg:flex-nowrap xl:px-8">
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="min-w-0 truncate text-xl font-semibold tracking-tight outline-none"
            title={title}
          >
            {title}
          </h1>
          <div className="flex flex-wrap items-center gap-3 lg:shrink-0 lg:flex-nowrap">
            <CurrentOrganization
              organization={organizations?.find((candidate) => candidate.id === organizationId)}
            />
            <Suspense fallback={null}>
              <HeaderActionButton mode={mode} />
            </Suspense>
            <ModeSwitch mode={mode} onSwitchMode={switchMode} />
            <Suspense
              fallback={<ProfileButton user={user} onClick={() => setProfileMenuRequested(true)} />}
            >
              <ProfileMenu
                user={user}
                organizations={organizations}
                selectedOrganizationId={organizationId}
                onSelectOrganization={(organization) => void selectOrganization(organization)}
                onLogOut={() => void logOutAndLeave()}
                defaultOpen={isProfileMenuRequested}
              />
            </Suspense>
          </div>
        </header>
        {banner}
        <MainLandmark
          id="main-content"
          tabIndex={-1}
          className="flex min-w-0 flex-1 flex-col px-6 py-6 outline-none xl:px-8"
        >
          <Outlet />
        </MainLandmark>
      </div>
      <ConnectPopupNotice />
    </div>
  );
}
