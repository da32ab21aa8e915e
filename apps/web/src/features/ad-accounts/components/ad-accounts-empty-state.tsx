import { Link } from '@tanstack/react-router';
import { DEFAULT_PLATFORM } from '@utmost/ads-sdk';
import { Button } from '@utmost/ui/components/button';
import {
  Empty,
  EmptyContent,
  EmptyDescription,
  EmptyHeader,
  EmptyMedia,
  EmptyTitle,
} from '@utmost/ui/components/empty';
import { LayoutListIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConnectPlatformButton } from '../../../components/connect-platform-button';
import type { AppMode } from '../../../lib/mode/app-mode';
import { FirstRunChecklist } from './first-run-checklist';
import { findPlatformsForMode } from '../lib/platforms-for-mode';

/**
 * No ad accounts yet: connect a login (editors), or ask someone who may (read-only roles). Editors
 * in tagging mode get the first-run checklist instead, whose first steps hold the same buttons
 * (not when they have just joined: `notice` says so above the empty table).
 */
export function AdAccountsEmptyState({
  mode,
  canEdit,
  notice = null,
  hasChecklist = true,
}: {
  mode: AppMode;
  canEdit: boolean;
  /** Shown above the rest (the notice of an organization just joined). */
  notice?: ReactNode;
  /** False when the user has just joined: the checklist is for whoever sets things up. */
  hasChecklist?: boolean;
}) {
  const { t } = useTranslation();
  if (mode === 'tagging' && canEdit && hasChecklist) {
    return (
      <div className="flex flex-col gap-4">
        <div className="flex max-w-3xl flex-col gap-1">
          <h2 id="ad-accounts-empty-title" className="text-lg font-semibold">
            {t('adAccounts.emptyTitle')}
          </h2>
          <p className="text-muted-foreground">{t('adAccounts.emptyDescription')}</p>
        </div>
        <FirstRunChecklist />
        <Button asChild variant="link" className="self-start px-0">
          <Link to="/ad-accounts/connect/$platform" params={{ platform: DEFAULT_PLATFORM }}>
            {t('adAccounts.manageConnections')}
          </Link>
        </Button>
      </div>
    );
  }
  const empty = (
    <Empty aria-labelledby="ad-accounts-empty-title">
      <EmptyHeader>
        <EmptyMedia>
          <LayoutListIcon />
        </EmptyMedia>
        <EmptyTitle id="ad-accounts-empty-title">{t('adAccounts.emptyTitle')}</EmptyTitle>
        <EmptyDescription>
          {t(
            mode === 'search-terms'
              ? 'adAccounts.emptyDescriptionSearchTerms'
              : 'adAccounts.emptyDescription',
          )}
        </EmptyDescription>
      </EmptyHeader>
      {canEdit ? (
        <EmptyContent>
          {findPlatformsForMode(mode).map((platform, index) => (
            <ConnectPlatformButton
              key={platform}
              platform={platform}
              variant={index === 0 ? 'default' : 'secondary'}
            />
          ))}
          <Button asChild variant="link">
            <Link to="/ad-accounts/connect/$platform" params={{ platform: DEFAULT_PLATFORM }}>
              {t('adAccounts.manageConnections')}
            </Link>
          </Button>
        </EmptyContent>
      ) : (
        <p className="text-sm text-muted-foreground">{t('adAccounts.emptyReadOnly')}</p>
      )}
    </Empty>
  );
  if (notice === null) return empty;
  return (
    <div className="flex flex-col gap-4">
      {notice}
      {empty}
    </div>
  );
}
