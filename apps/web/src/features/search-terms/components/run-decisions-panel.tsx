import type { SearchTermFlag, SearchTermRunSummary } from '@utmost/ads-sdk/query';
import type { TFunction } from 'i18next';
import { Button } from '@utmost/ui/components/button';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatModelCost } from '../lib/model-cost';

const NUMBER = new Intl.NumberFormat('en');

/**
 * How the run decided (issue 16): how many terms each path settled (the user's examples, the
 * brief's rules, the AI model), how many decisions the examples changed and how many terms were
 * left for a person — each of those a way into the table, filtered to them — and what the AI
 * model cost, when one was asked. After a completed run, how many terms it decided the other way.
 */
export function RunDecisionsPanel({
  summary,
  changedSincePrevious,
  taughtCount,
  activeFlag,
  onShowFlag,
}: {
  summary: SearchTermRunSummary;
  /** Decisions accepted or rejected on this page since it opened: they apply from the next run. */
  taughtCount: number;
  /** Terms the previous run decided the other way; undefined without one (or while counted). */
  changedSincePrevious: number | undefined;
  activeFlag: SearchTermFlag | undefined;
  onShowFlag: (flag: SearchTermFlag) => void;
}) {
  const { t } = useTranslation();
  const explanationId = useId();
  const { decidedBy, model } = summary;
  const explanation = explainExampleChanges(summary, taughtCount, t);
  return (
    <section
      aria-label={t('searchTerms.run.label')}
      className="flex flex-wrap items-center gap-x-6 gap-y-2 rounded-xl border border-border bg-card px-4 py-3 text-sm"
    >
      <p>
        <span className="text-muted-foreground">{t('searchTerms.run.decidedBy')} </span>
        {t('searchTerms.run.paths', {
          examples: NUMBER.format(decidedBy.examples),
          rules: NUMBER.format(decidedBy.rules),
          model: NUMBER.format(decidedBy.model),
        })}
      </p>
      <FlagLink
        text={t('searchTerms.run.changedByExamples', { count: summary.changedByExamples })}
        isActive={activeFlag === 'changedByExamples'}
        isEmpty={summary.changedByExamples === 0}
        describedBy={explanation === null ? undefined : explanationId}
        onClick={() => onShowFlag('changedByExamples')}
      />
      <FlagLink
        text={t('searchTerms.run.needsReview', { count: summary.needsReview })}
        isActive={activeFlag === 'needsReview'}
        isEmpty={summary.needsReview === 0}
        onClick={() => onShowFlag('needsReview')}
      />
      {changedSincePrevious === undefined ? null : (
        <FlagLink
          text={t('searchTerms.run.changedSincePrevious', { count: changedSincePrevious })}
          isActive={activeFlag === 'changedSincePrevious'}
          isEmpty={changedSincePrevious === 0}
          onClick={() => onShowFlag('changedSincePrevious')}
        />
      )}
      {explanation === null ? null : (
        <p id={explanationId} className="basis-full text-xs text-muted-foreground">
          {explanation}
        </p>
      )}
      {model === null ? null : (
        <p>
          {t('searchTerms.run.model', {
            model: model.model,
            requests: NUMBER.format(model.requests),
            tokens: NUMBER.format(model.promptTokens + model.completionTokens),
            cost: formatModelCost(model.costMicros) ?? t('searchTerms.run.priceNotConfigured'),
          })}
        </p>
      )}
    </section>
  );
}

/**
 * Why "Your examples changed N decisions" may not be the number of decisions taught (issue 25
 * item 5): a term that followed an example counts only where the rules alone would have decided
 * it otherwise; one example also decides its close variants (and, taught as a whole phrase, every
 * search holding it); and what was taught since this run applies from the next one.
 */
function explainExampleChanges(
  summary: SearchTermRunSummary,
  taughtCount: number,
  t: TFunction,
): string | null {
  const followed = summary.decidedBy.examples;
  const sentences: string[] = [];
  if (followed > 0) {
    sentences.push(
      t('searchTerms.run.examplesFollowed', {
        count: followed,
        same: NUMBER.format(Math.max(0, followed - summary.changedByExamples)),
      }),
      t('searchTerms.run.examplesReach'),
    );
  }
  if (taughtCount > 0) sentences.push(t('searchTerms.run.taughtSinceRun', { count: taughtCount }));
  return sentences.length === 0 ? null : sentences.join(' ');
}

/** A count that shows its terms; nothing to show when there are none. */
function FlagLink({
  text,
  isActive,
  isEmpty,
  describedBy,
  onClick,
}: {
  text: string;
  isActive: boolean;
  isEmpty: boolean;
  describedBy?: string;
  onClick: () => void;
}) {
  if (isEmpty) return <p className="text-muted-foreground">{text}</p>;
  return (
    <Button
      variant="link"
      className="h-auto p-0"
      aria-pressed={isActive}
      aria-describedby={describedBy}
      onClick={onClick}
    >
      {text}
    </Button>
  );
}
