import { SEARCH_TERM_FLAG_LABELS } from '@utmost/ads-sdk';
import type { SearchTermResult } from '@utmost/ads-sdk/query';
import { Badge } from '@utmost/ui/components/badge';
import { Tooltip, TooltipContent, TooltipTrigger } from '@utmost/ui/components/tooltip';
import { useTranslation } from 'react-i18next';
import { findRowFlags, type RowFlag } from '../lib/decision-flags';

const VARIANTS = {
  needsReview: 'warning',
  changedByExamples: 'info',
  modelDisagrees: 'secondary',
  changedSincePrevious: 'default',
  newSincePrevious: 'outline',
} as const;

/**
 * The row's flags under its term, each a small badge (a short word; the SDK's full label heads
 * its tooltip); the tooltip (hover or keyboard focus) says what the other path, or the last run,
 * decided and why, e.g. "Your rules alone would have: Excluded — …", "Last run: Kept".
 */
export function DecisionFlags({
  result,
  hasPreviousRun,
}: {
  result: SearchTermResult;
  hasPreviousRun: boolean;
}) {
  const flags = findRowFlags(result, { hasPreviousRun });
  if (flags.length === 0) return null;
  return (
    <span className="flex flex-wrap gap-1">
      {flags.map((flag) => (
        <DecisionFlag key={flag.kind} flag={flag} />
      ))}
    </span>
  );
}

function DecisionFlag({ flag }: { flag: RowFlag }) {
  const { t } = useTranslation();
  const other =
    flag.other === null
      ? null
      : t(`searchTerms.flags.${flag.kind}.other`, {
          decision: t(
            flag.other.isExclude
              ? 'searchTerms.flags.decisionExcluded'
              : 'searchTerms.flags.decisionKept',
          ),
          reason: 'reason' in flag.other ? flag.other.reason : '',
        });
  // "New" is not a filter of the API, so the SDK has no label for it.
  const title =
    flag.kind === 'newSincePrevious'
      ? t('searchTerms.flags.newSincePrevious.title')
      : SEARCH_TERM_FLAG_LABELS[flag.kind];
  const why =
    flag.kind === 'needsReview' || flag.kind === 'newSincePrevious'
      ? t(`searchTerms.flags.${flag.kind}.why`)
      : null;
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Badge
          asChild
          variant={VARIANTS[flag.kind]}
          className="h-5 max-w-full min-w-0 px-1.5 text-[11px]"
        >
          <button type="button" aria-description={other ?? why ?? undefined}>
            <span className="truncate">{t(`searchTerms.flags.${flag.kind}.label`)}</span>
          </button>
        </Badge>
      </TooltipTrigger>
      <TooltipContent className="max-w-80 whitespace-normal">
        <p className="font-medium">{title}</p>
        {why === null ? null : <p>{why}</p>}
        {other === null ? null : <p>{other}</p>}
      </TooltipContent>
    </Tooltip>
  );
}
