import { useLocation, useNavigate } from '@tanstack/react-router';
import {
  COMING_SOON_PLATFORMS,
  DEFAULT_PLATFORM,
  PLATFORMS,
  SEARCH_TERMS_PLATFORMS,
  type Platform,
} from '@utmost/ads-sdk';
import { Badge } from '@utmost/ui/components/badge';
import { DropdownMenuItem, DropdownMenuLabel } from '@utmost/ui/components/dropdown-menu';
import { Spinner } from '@utmost/ui/components/spinner';
import {
  SplitButton,
  SplitButtonAction,
  SplitButtonMenu,
} from '@utmost/ui/components/split-button';
import { PlusIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AppMode } from '../../lib/mode/app-mode';
import { useConnectAllowance } from '../../lib/platform-connection/use-connect-allowance';
import { useConnectPlatform } from '../../lib/platform-connection/use-connect-platform';
import { DisabledHint } from '../disabled-hint';
import { PlatformLogo } from '../platform-logo';
import { findHeaderAction } from './header-action';

/** Google's connection is marked beta in the menu (spec §2). */
const BETA_PLATFORMS: readonly Platform[] = ['google'];

/**
 * The header's split button (spec §2): its label follows the page, its menu connects a platform
 * (Google marked beta, Meta and TikTok coming soon), and it is disabled with a tooltip while the
 * subscription blocks or the maximum of ad accounts is connected. Only roles that may edit ad
 * accounts see it.
 */
export function HeaderActionButton({ mode }: { mode: AppMode }) {
  const { t } = useTranslation();
  const { canEdit, isConnectDisabled, disabledReasonKey } = useConnectAllowance();
  const pathname = useLocation({ select: (location) => location.pathname });
  const navigate = useNavigate();
  const { connect, connectingPlatform } = useConnectPlatform();

  if (!canEdit) return null;
  const action = findHeaderAction(pathname, mode);
  const isConnecting = connectingPlatform !== null;

  function runMainAction() {
    if (action.kind === 'createBrief') {
      void navigate({ to: '/ai-briefs/edit-brief/$id', params: { id: 'new-brief' } });
    } else if (action.kind === 'templates') {
      void navigate({ to: '/url-templates' });
    } else {
      connect(mode === 'search-terms' ? SEARCH_TERMS_PLATFORMS[0] : DEFAULT_PLATFORM);
    }
  }

  return (
    <DisabledHint hint={disabledReasonKey === null ? null : t(disabledReasonKey)}>
      <SplitButton disabled={isConnectDisabled}>
        <SplitButtonAction
          onClick={runMainAction}
          disabled={isConnecting}
          className={action.hasPlatformMenu ? undefined : 'rounded-r-md'}
        >
          {isConnecting ? (
            <Spinner label={t('connect.connecting')} />
          ) : (
            <PlusIcon aria-hidden="true" />
          )}
          {t(`connect.headerActions.${action.kind}`)}
        </SplitButtonAction>
        {action.hasPlatformMenu ? (
          <SplitButtonMenu label={t('connect.menuLabel')} className="w-60">
            <DropdownMenuLabel className="text-xs text-muted-foreground">
              {t('connect.menuTitle')}
            </DropdownMenuLabel>
            {PLATFORMS.map((platform) => (
              <DropdownMenuItem
                key={platform}
                disabled={isConnecting}
                onSelect={() => connect(platform)}
              >
                <PlatformLogo platform={platform} />
                {t(`platforms.${platform}`)}
                {BETA_PLATFORMS.includes(platform) ? (
                  <Badge variant="info" className="ml-auto">
                    {t('connect.beta')}
                  </Badge>
                ) : null}
              </DropdownMenuItem>
            ))}
            {COMING_SOON_PLATFORMS.map((platform) => (
              <DropdownMenuItem key={platform} disabled>
                <PlatformLogo platform={platform} />
                {t(`platforms.${platform}`)}
                <Badge variant="outline" className="ml-auto">
                  {t('connect.comingSoon')}
                </Badge>
              </DropdownMenuItem>
            ))}
          </SplitButtonMenu>
        ) : null}
      </SplitButton>
    </DisabledHint>
  );
}
