import { useLocation, useNavigate } from '@tanstack/react-router';
import {
  COMING_SOON_PLATFORMS,
  DEFAULT_PLATFORM,
  DEFAULT_TEMPLATE_ID,
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
import { findBackTarget, findHeaderAction } from './header-action';

/** Google's connection is marked beta in the menu (spec §2). */
const BETA_PLATFORMS: readonly Platform[] = ['google'];

/**
 * The header's split button (spec §2, findHeaderAction): its label follows the page and its main
 * half does what the label says. Connecting is disabled with a tooltip while the subscription
 * blocks or the maximum of ad accounts is connected. Only roles that may edit ad accounts see it.
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
  const isConnect = action.kind === 'adAccounts';
  const mainPlatform = mode === 'search-terms' ? SEARCH_TERMS_PLATFORMS[0] : DEFAULT_PLATFORM;

  function createTemplate(platform: Platform) {
    void navigate({
      to: '/url-templates/edit-template/$platform/$id',
      params: { platform, id: DEFAULT_TEMPLATE_ID },
    });
  }

  function runMainAction() {
    if (action.kind === 'createBrief' || action.kind === 'newBrief') {
      // Back returns to the page the brief was started from.
      void navigate({
        to: '/ai-briefs/edit-brief/$id',
        params: { id: 'new-brief' },
        search: { from: findBackTarget(pathname) },
      });
    } else if (action.kind === 'templates') {
      createTemplate(DEFAULT_PLATFORM);
    } else {
      connect(mainPlatform);
    }
  }

  const mainHint =
    action.kind === 'adAccounts'
      ? t('connect.headerHints.adAccounts', { platform: t(`platforms.${mainPlatform}`) })
      : action.kind === 'templates'
        ? t('connect.headerHints.templates', { platform: t(`platforms.${DEFAULT_PLATFORM}`) })
        : action.kind === 'newBrief'
          ? t('connect.headerHints.newBrief', { platform: t(`platforms.${mainPlatform}`) })
          : undefined;

  return (
    <DisabledHint hint={isConnect && disabledReasonKey !== null ? t(disabledReasonKey) : null}>
      <SplitButton disabled={isConnect && isConnectDisabled}>
        <SplitButtonAction
          onClick={runMainAction}
          disabled={isConnect && isConnecting}
          title={mainHint}
          className={action.menu === null ? 'rounded-r-md' : undefined}
        >
          {isConnect && isConnecting ? (
            <Spinner label={t('connect.connecting')} />
          ) : (
            <PlusIcon aria-hidden="true" />
          )}
          {t(`connect.headerActions.${action.kind}`)}
        </SplitButtonAction>
        {action.menu === 'connect' ? (
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
        {action.menu === 'newTemplate' ? (
          <SplitButtonMenu label={t('connect.newTemplateMenuLabel')} className="w-60">
            <DropdownMenuLabel className="text-xs text-muted-foreground">
              {t('connect.newTemplateMenuTitle')}
            </DropdownMenuLabel>
            {PLATFORMS.map((platform) => (
              <DropdownMenuItem key={platform} onSelect={() => createTemplate(platform)}>
                <PlatformLogo platform={platform} />
                {t(`platforms.${platform}`)}
              </DropdownMenuItem>
            ))}
          </SplitButtonMenu>
        ) : null}
      </SplitButton>
    </DisabledHint>
  );
}
