import { Link } from '@tanstack/react-router';
import { Button } from '@utmost/ui/components/button';
import { Spinner } from '@utmost/ui/components/spinner';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PublicLayout } from '../../../components/layout/public-layout';
import {
  toConnectionMessage,
  type ConnectionResultSearch,
} from '../../../lib/platform-connection/connection-message';
import {
  hasLiveOpener,
  reportConnectionResult,
  type ResultReporterHost,
} from '../../../lib/platform-connection/report-connection-result';

/**
 * The success route inside the connect popup: reports the outcome to the Utmost window that opened
 * it and closes. Opened any other way (a bookmark, a reload after the opener went), it says so and
 * links to the ad accounts.
 */
export function ConnectionResultPage({
  search,
  host = window,
}: {
  search: ConnectionResultSearch;
  host?: ResultReporterHost;
}) {
  const { t } = useTranslation();
  const [isReporting] = useState(() => hasLiveOpener(host));
  const { status, email, error } = search;

  useEffect(() => {
    if (isReporting) reportConnectionResult(host, toConnectionMessage({ status, email, error }));
  }, [isReporting, host, status, email, error]);

  if (isReporting) {
    return (
      <PublicLayout>
        <p className="flex items-center gap-3 text-muted-foreground">
          <Spinner label={t('app.loading')} />
          {t('connectionResult.finishing')}
        </p>
      </PublicLayout>
    );
  }
  const message = toConnectionMessage(search);
  return (
    <PublicLayout>
      <p className="font-medium">
        {message.status === 'true'
          ? t('connectionResult.connected', { email: message.email })
          : t('connectionResult.failed')}
      </p>
      <p className="text-muted-foreground">{t('connectionResult.noOpener')}</p>
      <Button asChild className="self-start">
        <Link to="/ad-accounts">{t('connectionResult.toAdAccounts')}</Link>
      </Button>
    </PublicLayout>
  );
}
