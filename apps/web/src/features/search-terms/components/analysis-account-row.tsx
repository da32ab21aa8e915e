import { Link } from '@tanstack/react-router';
import { findSearchTermsValidationStatus, type SearchTermsValidationStatus } from '@utmost/ads-sdk';
import { Badge, type BadgeProps } from '@utmost/ui/components/badge';
import { TruncatedText } from '@utmost/ui/components/truncated-text';
import { cn } from '@utmost/ui/lib/utils';
import { ChevronRightIcon, Loader2Icon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PlatformLogo } from '../../../components/platform-logo';
import { formatDateTime } from '../../../lib/dates';
import { WastedSpendAmount } from '../../../components/wasted-spend';
import { readAccountWastedSpend } from '../../../lib/wasted-spend';
import type { AnalysisAccount } from '../lib/analysis-accounts';

/**
 * The chooser's columns, shared by its header and its rows: the account takes what is left,
 * down to its name's first letters at 1024 px beside the sidebar.
 */
export const ANALYSIS_ACCOUNT_GRID =
  'grid grid-cols-[minmax(0,1fr)_9.5rem_10.5rem_7.5rem_1rem] items-center gap-4 px-4 xl:grid-cols-[minmax(0,1fr)_11rem_12rem_9rem_1rem] xl:gap-6';

const COUNT = new Intl.NumberFormat('en');

/** The colours of the ad accounts page's validation column, so a status looks the same on both. */
const STATUS_BADGES: Record<SearchTermsValidationStatus, BadgeProps['variant']> = {
  active: 'success',
  paused: 'warning',
  error: 'destructive',
  needsBrief: 'secondary',
  off: 'secondary',
  notSupported: 'secondary',
};

/**
 * One account of the chooser: when it was last validated (and how that ended, unless it found
 * terms), whether it is validated daily (or at work now), and the wasted spend of its last results
 * in the account's currency. The account's name is the link to its search terms, and stretches
 * over the row, so a click anywhere in it opens them; the header row is for the eye only, so each
 * value is read with its column's name (and is the link's description).
 */
export function AnalysisAccountRow({ row }: { row: AnalysisAccount }) {
  const { t } = useTranslation();
  const { account, isValidating, progress, lastOutcome } = row;
  const lastValidation = account.lastRunSearchTerm?.createdAt;
  const wastedSpend = readAccountWastedSpend(account.periodSummary);
  const status = findSearchTermsValidationStatus(account);
  const id = useId();
  const ids = {
    accountId: `${id}-account-id`,
    lastValidation: `${id}-last-validation`,
    status: `${id}-status`,
    wastedSpend: `${id}-wasted-spend`,
  };
  return (
    <div
      className={cn(
        ANALYSIS_ACCOUNT_GRID,
        'group relative min-h-16 py-3 text-sm transition-colors hover:bg-muted/50 has-[a:focus-visible]:bg-muted/50 has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-ring has-[a:focus-visible]:ring-inset',
      )}
    >
      <div className="flex min-w-0 items-center gap-3">
        <PlatformLogo platform={account.platform} />
        <div className="flex min-w-0 flex-col">
          <TruncatedText
            asChild
            className="font-medium outline-none group-hover:underline after:absolute after:inset-0"
          >
            <Link
              to="/analysis/$tabName/$adAccountId"
              params={{ tabName: 'search-terms', adAccountId: account.adAccountId }}
              aria-describedby={Object.values(ids).join(' ')}
            >
              {account.name}
            </Link>
          </TruncatedText>
          <span id={ids.accountId} className="truncate text-xs text-muted-foreground">
            {t('adAccounts.accountId', { id: account.adAccountId })}
          </span>
        </div>
      </div>
      <div id={ids.lastValidation} className="flex min-w-0 flex-col tabular-nums">
        <span className="sr-only">{t('searchTerms.selectAccount.columns.lastValidation')}:</span>{' '}
        {lastValidation === undefined ? (
          <span className="text-muted-foreground">
            {t('searchTerms.selectAccount.notValidated')}
          </span>
        ) : (
          <time dateTime={lastValidation}>{formatDateTime(lastValidation)}</time>
        )}
        {lastOutcome === 'failed' || lastOutcome === 'no_result' ? (
          <span
            className={cn(
              'text-xs',
              lastOutcome === 'failed' ? 'text-destructive-text' : 'text-muted-foreground',
            )}
          >
            <span className="sr-only">,</span>{' '}
            {t(`searchTerms.selectAccount.lastOutcome.${lastOutcome}`)}
          </span>
        ) : null}
      </div>
      <div id={ids.status} className="flex min-w-0 items-center">
        <span className="sr-only">{t('searchTerms.selectAccount.columns.status')}:</span>{' '}
        {isValidating ? (
          <span className="flex flex-col text-muted-foreground">
            <span className="inline-flex items-center gap-1.5">
              <Loader2Icon aria-hidden="true" className="size-4 animate-spin" />
              {t('searchTerms.selectAccount.validating')}
            </span>
            {progress === null ? null : (
              <span className="text-xs tabular-nums">
                <span className="sr-only">,</span>{' '}
                {progress.stage === 'waiting'
                  ? t('searchTerms.selectAccount.progress.waiting')
                  : t(`searchTerms.selectAccount.progress.${progress.stage}`, {
                      read: COUNT.format(progress.termsRead),
                      classified: COUNT.format(
                        progress.stage === 'saving' ? progress.termsClassified : 0,
                      ),
                    })}
              </span>
            )}
          </span>
        ) : (
          <Badge variant={STATUS_BADGES[status]} className="max-w-full truncate">
            {t(`searchTerms.selectAccount.status.${status}`)}
          </Badge>
        )}
      </div>
      <div id={ids.wastedSpend} className="text-right tabular-nums">
        <span className="sr-only">{t('searchTerms.selectAccount.columns.wastedSpend')}:</span>{' '}
        {wastedSpend === null ? (
          <span className="text-muted-foreground">{t('searchTerms.selectAccount.noResults')}</span>
        ) : (
          <WastedSpendAmount
            spend={wastedSpend}
            currencyCode={account.currencyCode}
            className="inline-flex items-end"
          />
        )}
      </div>
      <ChevronRightIcon
        aria-hidden="true"
        className="size-4 text-muted-foreground group-hover:text-foreground"
      />
    </div>
  );
}
