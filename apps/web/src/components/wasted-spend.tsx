import { Tooltip, TooltipContent, TooltipTrigger } from '@utmost/ui/components/tooltip';
import { cn } from '@utmost/ui/lib/utils';
import { InfoIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatMicros } from '../lib/format-money';
import { findConvertedPart, formatConversions, type WastedSpend } from '../lib/wasted-spend';

/**
 * What "Wasted spend" counts, behind a small info button beside the label: the same words in the
 * ad accounts table, the analysis chooser and the analysis. A button, so keyboard users reach it
 * and screen readers hear the explanation as its description.
 */
export function WastedSpendInfo({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <button
          type="button"
          data-slot="wasted-spend-info"
          aria-label={t('wastedSpend.whatItCounts')}
          className={cn(
            'inline-flex size-5 shrink-0 items-center justify-center rounded-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring',
            className,
          )}
        >
          <InfoIcon aria-hidden="true" className="size-3.5" />
        </button>
      </TooltipTrigger>
      <TooltipContent className="max-w-80 text-left">{t('wastedSpend.definition')}</TooltipContent>
    </Tooltip>
  );
}

/**
 * A wasted spend and, when some of it went on excluded terms that brought conversions, that part
 * beside it ("of which €41.20 brought 2 conversions").
 */
export function WastedSpendAmount({
  spend,
  currencyCode,
  className,
  amountClassName,
}: {
  spend: WastedSpend;
  currencyCode: string | null;
  className?: string;
  amountClassName?: string;
}) {
  const { t } = useTranslation();
  const converted = findConvertedPart(spend);
  return (
    <span className={cn('flex flex-col', className)}>
      <span className={amountClassName}>{formatMicros(spend.costMicros, currencyCode)}</span>
      {/* Read as one phrase: "$519.98 of which $41.20 brought 2 conversions". */}
      {converted === null ? null : ' '}
      {converted === null ? null : (
        <span data-slot="wasted-spend-converted" className="text-xs text-muted-foreground">
          {t('wastedSpend.ofWhichConverted', {
            count: converted.conversions,
            cost: formatMicros(converted.costMicros, currencyCode),
            conversions: formatConversions(converted.conversions),
          })}
        </span>
      )}
    </span>
  );
}
