import { Button } from '@utmost/ui/components/button';
import { cn } from '@utmost/ui/lib/utils';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

// The pieces "How Utmost reads this brief" is made of: a titled group, the quote of the brief's
// sentence an item came from, an item with its corrections beside it, and a correction's button.

/** One part of the reading (brand, market…): a heading, then what was read or "Nothing". */
export function ReadingGroup({
  title,
  isEmpty = false,
  className,
  children,
}: {
  title: string;
  isEmpty?: boolean;
  className?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      data-slot="reading-group"
      className={cn('flex min-w-0 flex-col gap-2', className)}
    >
      <h4 id={headingId} className="text-sm font-semibold text-foreground">
        {title}
      </h4>
      {isEmpty ? (
        <p className="text-sm text-muted-foreground">{t('briefs.reading.none')}</p>
      ) : (
        children
      )}
    </section>
  );
}

/** The brief's own sentence, quoted, so the user sees what the reading rests on. */
export function SentenceQuote({ sentence }: { sentence: string | undefined }) {
  const { t } = useTranslation();
  if (sentence === undefined) return null;
  return (
    <p className="text-xs text-muted-foreground">
      {t('briefs.reading.fromSentence', { sentence })}
    </p>
  );
}

/** A word or phrase that was read, with the corrections that apply to it. */
export function ReadingChip({ text, children }: { text: string; children?: ReactNode }) {
  return (
    <li className="inline-flex max-w-full items-center gap-1 rounded-md border border-border bg-muted/40 py-0.5 pr-0.5 pl-2.5 text-sm">
      <span className={cn('min-w-0 break-words', children === undefined && 'pr-2')}>{text}</span>
      {children}
    </li>
  );
}

/** A correction's button: small, with the item in its accessible name. */
export function CorrectionButton({
  label,
  accessibleLabel,
  isDisabled,
  onClick,
}: {
  label: string;
  /** Starts with `label` (what is seen is what is said) and names the item. */
  accessibleLabel: string;
  isDisabled: boolean;
  onClick: () => void;
}) {
  return (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      className="h-7 px-2 text-xs text-muted-foreground hover:text-link focus-visible:text-link"
      aria-label={accessibleLabel}
      disabled={isDisabled}
      onClick={onClick}
    >
      {label}
    </Button>
  );
}
