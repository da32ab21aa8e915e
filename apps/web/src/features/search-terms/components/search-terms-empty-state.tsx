import { Button } from '@utmost/ui/components/button';
import {
  Empty,
  EmptyContent,
  EmptyDescription,
  EmptyHeader,
  EmptyTitle,
} from '@utmost/ui/components/empty';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchTermsEmptyState as EmptyStateKind } from '../lib/search-terms-view';

/**
 * What the table says instead of terms, and the way on from there. An earlier run that failed or
 * found nothing is not "the last validation".
 */
export function SearchTermsEmptyState({
  kind,
  failureReason,
  isEarlierRun,
  onClearFilters,
}: {
  kind: EmptyStateKind;
  failureReason: string | null;
  isEarlierRun: boolean;
  onClearFilters: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const wording =
    isEarlierRun && (kind === 'failed' || kind === 'noResult') ? (`${kind}Earlier` as const) : kind;
  return (
    <Empty variant="plain" align="center" aria-labelledby={titleId}>
      <EmptyHeader>
        <EmptyTitle id={titleId}>{t(`searchTerms.empty.${wording}.title`)}</EmptyTitle>
        <EmptyDescription>
          {kind === 'failed' && failureReason !== null
            ? failureReason
            : t(`searchTerms.empty.${wording}.description`)}
        </EmptyDescription>
      </EmptyHeader>
      {kind === 'noBrief' ? (
        <EmptyContent>
          <Button asChild variant="outline">
            <Link to="/ad-accounts">{t('searchTerms.empty.noBrief.action')}</Link>
          </Button>
        </EmptyContent>
      ) : kind === 'noMatch' ? (
        <EmptyContent>
          <Button variant="outline" onClick={onClearFilters}>
            {t('searchTerms.empty.noMatch.action')}
          </Button>
        </EmptyContent>
      ) : null}
    </Empty>
  );
}
