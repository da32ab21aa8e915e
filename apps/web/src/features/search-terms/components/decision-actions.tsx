import type { LearnedSearchTermDecision, SearchTermResult } from '@utmost/ads-sdk/query';
import { Button } from '@utmost/ui/components/button';
import { Tooltip, TooltipContent, TooltipTrigger } from '@utmost/ui/components/tooltip';
import { ArrowLeftRightIcon, CheckCheckIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

export type Verdict = 'accept' | 'reject';

/** The id of a row's "Learned" status, where the focus goes once its decision is taught. */
export function learnedStatusId(result: Pick<SearchTermResult, 'id'>): string {
  return `learned-${result.id}`;
}

/**
 * A row's accept and reject, as icon buttons with their words in a tooltip (the table has no room
 * for labelled ones): accepting teaches the brief the decision as it is, rejecting ("Exclude
 * instead" / "Keep instead") the other one. Once learned, the row says so instead, in a status
 * the focus can be put on (the buttons it replaces held it), which reads the whole decision.
 */
export function DecisionActions({
  result,
  learned,
  isPending,
  onLearn,
}: {
  result: SearchTermResult;
  learned: LearnedSearchTermDecision | undefined;
  isPending: boolean;
  onLearn: (result: SearchTermResult, verdict: Verdict) => void;
}) {
  const { t } = useTranslation();
  if (learned !== undefined) {
    // The word alone: with an icon it would not fit the column.
    return (
      <span
        id={learnedStatusId(result)}
        tabIndex={-1}
        className="inline-flex h-6 items-center rounded-sm text-xs text-muted-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <span aria-hidden="true">{t('searchTerms.learn.learned')}</span>
        <span className="sr-only">
          {t(
            learned.isExclude
              ? 'searchTerms.learn.learnedExclude'
              : 'searchTerms.learn.learnedKeep',
          )}
        </span>
      </span>
    );
  }
  const kept = result.isExclude ? 'exclude' : 'keep';
  const turned = result.isExclude ? 'keep' : 'exclude';
  return (
    <span className="inline-flex gap-0.5">
      <ActionButton
        label={t(`searchTerms.learn.accept.${kept}Of`, { term: result.searchTerm })}
        hint={t(`searchTerms.learn.accept.${kept}`)}
        isPending={isPending}
        onClick={() => onLearn(result, 'accept')}
      >
        <CheckCheckIcon aria-hidden="true" />
      </ActionButton>
      <ActionButton
        label={t(`searchTerms.learn.${turned}Of`, { term: result.searchTerm })}
        hint={t(`searchTerms.learn.${turned}`)}
        isPending={isPending}
        onClick={() => onLearn(result, 'reject')}
      >
        <ArrowLeftRightIcon aria-hidden="true" />
      </ActionButton>
    </span>
  );
}

function ActionButton({
  label,
  hint,
  isPending,
  onClick,
  children,
}: {
  label: string;
  hint: string;
  isPending: boolean;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="size-6"
          disabled={isPending}
          aria-label={label}
          onClick={onClick}
        >
          {children}
        </Button>
      </TooltipTrigger>
      <TooltipContent>{hint}</TooltipContent>
    </Tooltip>
  );
}
