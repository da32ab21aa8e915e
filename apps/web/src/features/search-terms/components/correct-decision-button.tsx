import type { SearchTermResult } from '@utmost/ads-sdk/query';
import { Button } from '@utmost/ui/components/button';
import { Tooltip, TooltipContent, TooltipTrigger } from '@utmost/ui/components/tooltip';
import { ArrowLeftRightIcon, CheckIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * "Exclude instead" / "Keep instead" on one term, as an icon button with its words in a tooltip
 * (the table has no room for a labelled column): the brief learns the correction for the next
 * validation. Once learned, the row says so instead.
 */
export function CorrectDecisionButton({
  result,
  isLearned,
  isPending,
  onCorrect,
}: {
  result: SearchTermResult;
  isLearned: boolean;
  isPending: boolean;
  onCorrect: (result: SearchTermResult) => void;
}) {
  const { t } = useTranslation();
  if (isLearned) {
    return (
      <span className="inline-flex h-8 items-center text-muted-foreground">
        <CheckIcon className="size-4" aria-hidden="true" />
        <span className="sr-only">{t('searchTerms.learn.learned')}</span>
      </span>
    );
  }
  const action = result.isExclude ? 'keep' : 'exclude';
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          disabled={isPending}
          aria-label={t(`searchTerms.learn.${action}Of`, { term: result.searchTerm })}
          onClick={() => onCorrect(result)}
        >
          <ArrowLeftRightIcon aria-hidden="true" />
        </Button>
      </TooltipTrigger>
      <TooltipContent>{t(`searchTerms.learn.${action}`)}</TooltipContent>
    </Tooltip>
  );
}
