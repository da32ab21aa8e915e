import { useQuery } from '@tanstack/react-query';
import { versionsQueryOptions } from '@utmost/ads-sdk/query';
import { Button } from '@utmost/ui/components/button';
import { RefreshCwIcon } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppContext } from '../../lib/app-context';
import {
  isNewVersion,
  readStoredVersions,
  storeFirstVersions,
  storeVersions,
  VERSIONS_REFETCH_INTERVAL_MS,
} from '../../lib/versions';

/**
 * Spec §2: tells the user a new version is deployed. The deployed versions are polled every five
 * minutes and on focus; Refresh remembers them (so the banner does not come back) and reloads.
 */
export function NewVersionBanner() {
  const { t } = useTranslation();
  const { sdk } = useAppContext();
  const { data: deployed } = useQuery({
    ...versionsQueryOptions(sdk),
    refetchInterval: VERSIONS_REFETCH_INTERVAL_MS,
    refetchOnWindowFocus: true,
  });

  useEffect(() => {
    if (deployed !== undefined) storeFirstVersions(window.localStorage, deployed);
  }, [deployed]);

  if (deployed === undefined || !isNewVersion(readStoredVersions(window.localStorage), deployed)) {
    return null;
  }
  return (
    <div
      role="status"
      className="flex items-center justify-center gap-4 border-b border-primary/40 bg-primary/15 px-4 py-2 text-sm text-foreground"
    >
      <span>{t('snackBars.new_version')}</span>
      <Button
        size="sm"
        onClick={() => {
          storeVersions(window.localStorage, deployed);
          window.location.reload();
        }}
      >
        <RefreshCwIcon aria-hidden="true" />
        {t('snackBars.refresh')}
      </Button>
    </div>
  );
}
