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
} as const;

/**
 * The row's flags under its term, each a small badge (a short word; the SDK's full label heads
 * its tooltip); the tooltip (hover or keyboard focus) says
 * what the other path decided and why, e.g. "Your rules alone would have: Excluded — …".
 */
export function DecisionFlags({ result }: { result: SearchTermResult }) {
  const flags = findRowFlags(result);
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
          reason: flag.other.reason,
        });
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Badge
          asChild
          variant={VARIANTS[flag.kind]}
          className="h-5 max-w-full min-w-0 px-1.5 text-[11px]"
        >
          <button type="button" aria-description={other ?? undefined}>
            <span className="truncate">{t(`searchTerms.flags.${flag.kind}.label`)}</span>
          </button>
        </Badge>
      </TooltipTrigger>
      <TooltipContent className="max-w-80 whitespace-normal">
        <p className="font-medium">{SEARCH_TERM_FLAG_LABELS[flag.kind]}</p>
        {flag.kind === 'needsReview' ? <p>{t('searchTerms.flags.needsReview.why')}</p> : null}
        {other === null ? null : <p>{other}</p>}
      </TooltipContent>
    </Tooltip>
  );
}
