import type { SearchTermFlag, SearchTermRunSummary } from '@utmost/ads-sdk/query';
import { Button } from '@utmost/ui/components/button';
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
  activeFlag,
  onShowFlag,
}: {
  summary: SearchTermRunSummary;
  /** Terms the previous run decided the other way; undefined without one (or while counted). */
  changedSincePrevious: number | undefined;
  activeFlag: SearchTermFlag | undefined;
  onShowFlag: (flag: SearchTermFlag) => void;
}) {
  const { t } = useTranslation();
  const { decidedBy, model } = summary;
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

/** A count that shows its terms; nothing to show when there are none. */
function FlagLink({
  text,
  isActive,
  isEmpty,
  onClick,
}: {
  text: string;
  isActive: boolean;
  isEmpty: boolean;
  onClick: () => void;
}) {
  if (isEmpty) return <p className="text-muted-foreground">{text}</p>;
  return (
    <Button variant="link" className="h-auto p-0" aria-pressed={isActive} onClick={onClick}>
      {text}
    </Button>
  );
}
