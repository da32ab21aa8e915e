import { PLATFORMS, type components } from '@utmost/ads-sdk';
import type { RunHistoryPeriod } from '@utmost/ads-sdk/query';
import { Label } from '@utmost/ui/components/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@utmost/ui/components/select';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PlatformLogo } from '../../../components/platform-logo';
import { ROUTE_RUN_HISTORY_PERIODS, type RunHistorySearch } from '../../../lib/search-schemas';
import { CustomRangeField } from './custom-range-field';

type RunHistoryAccount = components['schemas']['RunHistoryAccount'];

// Radix Select has no empty value: "all" stands for no filter.
const ALL = 'all';

interface RunHistoryFiltersProps {
  period: RunHistoryPeriod;
  search: RunHistorySearch;
  accountId: string | undefined;
  accounts: readonly RunHistoryAccount[];
  /** Field messages of the API's answer to a bad custom range, by field (`from`, `to`). */
  fieldErrors: Readonly<Record<string, string>>;
  /** Changes some filters, keeping the others as the address has them by then. */
  onSearchChange: (changes: Partial<RunHistorySearch>) => void;
  onAccountChange: (accountId: string | undefined) => void;
}

/**
 * Spec §2 run history filters: the period (today, yesterday, last 7 / 14 / 30 days, or a custom
 * range of days), the ad account and the platform. Every change applies at once.
 */
export function RunHistoryFilters({
  period,
  search,
  accountId,
  accounts,
  fieldErrors,
  onSearchChange,
  onAccountChange,
}: RunHistoryFiltersProps) {
  const { t } = useTranslation();
  const id = useId();
  // An account picked by its address may have no runs yet: it is still shown as chosen.
  const isKnownAccount = accounts.some((account) => account.accountId === accountId);
  return (
    <div
      role="group"
      aria-label={t('runHistory.filters.label')}
      className="flex flex-wrap items-end gap-4"
    >
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-period`}>{t('runHistory.filters.period')}</Label>
        <Select
          value={period}
          onValueChange={(value) =>
            onSearchChange({
              period: value as RunHistoryPeriod,
              // The dates belong to the custom range only (the API refuses them otherwise).
              ...(value === 'custom' ? {} : { from: undefined, to: undefined }),
            })
          }
        >
          <SelectTrigger id={`${id}-period`} className="w-44">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {ROUTE_RUN_HISTORY_PERIODS.map((value) => (
              <SelectItem key={value} value={value}>
                {t(`runHistory.filters.periods.${value}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      {period === 'custom' ? (
        <CustomRangeField
          id={`${id}-dates`}
          from={search.from}
          to={search.to}
          fieldErrors={fieldErrors}
          onChange={(range) => onSearchChange(range)}
        />
      ) : null}
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-account`}>{t('runHistory.filters.adAccount')}</Label>
        <Select
          value={accountId ?? ALL}
          onValueChange={(value) => onAccountChange(value === ALL ? undefined : value)}
        >
          <SelectTrigger id={`${id}-account`} className="w-64">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>{t('runHistory.filters.allAdAccounts')}</SelectItem>
            {accountId !== undefined && !isKnownAccount ? (
              <SelectItem value={accountId}>
                {t('runHistory.accountId', { id: accountId })}
              </SelectItem>
            ) : null}
            {accounts.map((account) => (
              <SelectItem
                key={`${account.platform}:${account.accountId}`}
                value={account.accountId}
              >
                <PlatformLogo platform={account.platform} className="size-4" />
                {account.accountName}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-platform`}>{t('runHistory.filters.platform')}</Label>
        <Select
          value={search.platform ?? ALL}
          onValueChange={(value) =>
            onSearchChange({
              platform: value === ALL ? undefined : (value as RunHistorySearch['platform']),
            })
          }
        >
          <SelectTrigger id={`${id}-platform`} className="w-44">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>{t('runHistory.filters.allPlatforms')}</SelectItem>
            {PLATFORMS.map((platform) => (
              <SelectItem key={platform} value={platform}>
                <PlatformLogo platform={platform} className="size-4" />
                {t(`platforms.${platform}`)}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    </div>
  );
}
