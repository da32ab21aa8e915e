import type { LearnedSearchTermDecision, SearchTermResult } from '@utmost/ads-sdk/query';
import { Badge } from '@utmost/ui/components/badge';
import type { TFunction } from 'i18next';

/**
 * The run's decision, or the one just taught (issue 25 item 5): a rejected decision shows the
 * other one at once, marked as applying from the next validation (the run itself stays as it was
 * judged, which screen readers hear); an accepted one says so.
 */
export function DecisionCell({
  result,
  learned,
  t,
}: {
  result: SearchTermResult;
  learned: LearnedSearchTermDecision | undefined;
  t: TFunction;
}) {
  const isExclude = learned?.isExclude ?? result.isExclude;
  const badge = (
    <Badge variant={isExclude ? 'destructive' : 'success'}>
      {t(isExclude ? 'searchTerms.decisions.exclude' : 'searchTerms.decisions.keep')}
    </Badge>
  );
  if (learned === undefined) return badge;
  const isChanged = learned.isExclude !== result.isExclude;
  return (
    <div data-slot="learned-decision" className="flex flex-col items-start gap-0.5">
      {badge}
      <span className="text-xs leading-tight text-muted-foreground">
        {isChanged ? (
          <>
            <span className="sr-only">
              {t('searchTerms.learn.thisRun', {
                decision: t(
                  result.isExclude ? 'searchTerms.decisions.exclude' : 'searchTerms.decisions.keep',
                ),
              })}
            </span>
            {t('searchTerms.learn.fromNextValidation')}
          </>
        ) : (
          t('searchTerms.learn.accepted')
        )}
      </span>
    </div>
  );
}
