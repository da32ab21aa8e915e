import type { AccountManagerOption } from '@utmost/ads-sdk';
import { Input } from '@utmost/ui/components/input';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@utmost/ui/components/select';
import { SearchIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ChoosableAccountFilter } from '../lib/filter-choosable-accounts';

/** Radix Select gives no item an empty value; this one stands for "every manager". */
const ALL_MANAGERS = 'all';

/**
 * The choose-account search, and for logins with manager (MCC) accounts a filter to one manager's
 * accounts at any depth: an agency's login can reach hundreds of accounts.
 */
export function ChooseAccountFilters({
  filter,
  managers,
  onChange,
}: {
  filter: ChoosableAccountFilter;
  managers: readonly AccountManagerOption[];
  onChange: (filter: ChoosableAccountFilter) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-3">
      <div className="relative w-full max-w-sm">
        <SearchIcon
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          type="search"
          aria-label={t('adAccounts.choose.search')}
          placeholder={
            managers.length > 0
              ? t('adAccounts.choose.searchPlaceholderWithManagers')
              : t('adAccounts.choose.searchPlaceholder')
          }
          value={filter.query}
          onChange={(event) => onChange({ ...filter, query: event.target.value })}
          className="pl-9"
        />
      </div>
      {managers.length > 0 ? (
        <Select
          value={filter.managerId ?? ALL_MANAGERS}
          onValueChange={(value) =>
            onChange({ ...filter, managerId: value === ALL_MANAGERS ? null : value })
          }
        >
          <SelectTrigger aria-label={t('adAccounts.choose.managerFilter')} className="min-w-64">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL_MANAGERS}>{t('adAccounts.choose.allManagers')}</SelectItem>
            {managers.map((manager) => (
              <SelectItem key={manager.id} value={manager.id}>
                {t('adAccounts.choose.managerOption', {
                  path: manager.path,
                  count: manager.accountCount,
                })}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      ) : null}
    </div>
  );
}
