import * as React from 'react';
import {
  ChevronLeftIcon,
  ChevronRightIcon,
  ChevronsLeftIcon,
  ChevronsRightIcon,
} from 'lucide-react';
import { cn } from '../lib/utils';
import { Button } from './button';

/**
 * The page an entered page number leads to (spec §5): empty goes to 1, below 1 clamps to 1, above
 * the last clamps to the last; anything else is read as its integer part. The product rule lives in
 * `@utmost/ads-sdk` as `findJumpPage`, and the app passes that as `resolveJump`; this copy keeps the
 * kit usable on its own without depending on the SDK.
 */
function resolvePageJump(entered: string, pageCount: number): number {
  const trimmed = entered.trim();
  if (trimmed === '') return 1;
  const page = Math.trunc(Number(trimmed));
  if (!Number.isFinite(page) || page < 1) return 1;
  return Math.min(page, Math.max(1, pageCount));
}

interface PaginationLabels {
  /** Name of the whole control, e.g. "Pagination". */
  navigation: string;
  first: string;
  previous: string;
  next: string;
  last: string;
  /** Name of the editable page number. */
  pageInput: string;
}

const DEFAULT_LABELS: PaginationLabels = {
  navigation: 'Pagination',
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
  pageInput: 'Page number',
};

type PaginationProps = Omit<React.ComponentProps<'nav'>, 'children'> & {
  /** The current page, from 1. */
  page: number;
  /** How many pages there are (at least 1); the app passes the SDK's `countPages(total)`. */
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Renders nothing; the app passes `!isPaginationShown(total)` (the total fits one page). */
  isHidden?: boolean;
  /** Maps the typed page number to a page; the app passes the SDK's `findJumpPage`. */
  resolveJump?: (entered: string, pageCount: number) => number;
  /**
   * Refuses an entry with a message (the SDK's `checkJumpPage`: "Numbers only"): the field is
   * marked invalid, says why, and jumps nowhere until the entry is fixed.
   */
  checkJump?: (entered: string) => string | null;
  /** The 'Page N of M' text, translated by the app. */
  formatLabel?: (page: number, pageCount: number) => React.ReactNode;
  /** Accessible names of the buttons and the page input, in English unless the app passes its own. */
  labels?: Partial<PaginationLabels>;
};

function formatDefaultLabel(page: number, pageCount: number): string {
  return `Page ${page} of ${pageCount}`;
}

/**
 * 'Page N of M', first / previous / next / last buttons (disabled at the ends) and an editable
 * page number that jumps on Enter or when it loses focus; Escape puts the current page back.
 */
function Pagination({
  page,
  pageCount,
  onPageChange,
  isHidden = false,
  resolveJump = resolvePageJump,
  checkJump,
  formatLabel = formatDefaultLabel,
  labels,
  className,
  ...props
}: PaginationProps) {
  // null while the field shows the current page; the typed text while the user edits it.
  const [draft, setDraft] = React.useState<string | null>(null);
  const previousRef = React.useRef<HTMLButtonElement>(null);
  const nextRef = React.useRef<HTMLButtonElement>(null);
  const inputRef = React.useRef<HTMLInputElement>(null);
  // A button pressed into the first or last page disables itself and would drop focus to the body
  // (WCAG 2.4.3): once the page has changed, focus goes to the step back the other way.
  const pendingFocusRef = React.useRef<'previous' | 'next' | null>(null);
  React.useEffect(() => {
    const pending = pendingFocusRef.current;
    if (pending === null) return;
    pendingFocusRef.current = null;
    const button = pending === 'previous' ? previousRef.current : nextRef.current;
    if (button && !button.disabled) button.focus();
    else inputRef.current?.focus();
  }, [page, pageCount]);
  const errorId = React.useId();
  if (isHidden) return null;
  const jumpError = draft === null || checkJump === undefined ? null : checkJump(draft);

  const text = { ...DEFAULT_LABELS, ...labels };
  const isFirst = page <= 1;
  const isLast = page >= pageCount;

  const goTo = (target: number) => {
    if (target !== page) onPageChange(target);
  };

  /** A button's move; one that lands on the first or last page hands focus the other way. */
  const step = (target: number) => {
    if (target <= 1) pendingFocusRef.current = 'next';
    else if (target >= pageCount) pendingFocusRef.current = 'previous';
    goTo(target);
  };

  const commitDraft = () => {
    if (draft === null || jumpError !== null) return;
    setDraft(null);
    goTo(resolveJump(draft, pageCount));
  };

  return (
    <nav
      data-slot="pagination"
      aria-label={text.navigation}
      className={cn('flex items-center justify-end gap-4 text-sm', className)}
      {...props}
    >
      {jumpError === null ? null : (
        <p id={errorId} role="alert" className="text-sm text-destructive-text">
          {jumpError}
        </p>
      )}
      <p data-slot="pagination-label" aria-live="polite" className="text-muted-foreground">
        {formatLabel(page, pageCount)}
      </p>
      <div className="flex items-center gap-1.5">
        <Button
          variant="outline"
          size="icon"
          className="size-8"
          aria-label={text.first}
          disabled={isFirst}
          onClick={() => step(1)}
        >
          <ChevronsLeftIcon aria-hidden="true" />
        </Button>
        <Button
          variant="outline"
          size="icon"
          className="size-8"
          ref={previousRef}
          aria-label={text.previous}
          disabled={isFirst}
          onClick={() => step(page - 1)}
        >
          <ChevronLeftIcon aria-hidden="true" />
        </Button>
        <input
          ref={inputRef}
          data-slot="pagination-input"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          aria-label={text.pageInput}
          aria-invalid={jumpError !== null || undefined}
          aria-describedby={jumpError === null ? undefined : errorId}
          value={draft ?? String(page)}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commitDraft}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              commitDraft();
            } else if (event.key === 'Escape' && draft !== null) {
              // Only swallow Escape when there is an edit to undo, so a dialog around still closes.
              event.preventDefault();
              event.stopPropagation();
              setDraft(null);
            }
          }}
          className="h-8 w-14 rounded-md border border-input bg-input/30 px-2 text-center tabular-nums shadow-xs outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background aria-invalid:border-destructive"
        />
        <Button
          variant="outline"
          size="icon"
          className="size-8"
          ref={nextRef}
          aria-label={text.next}
          disabled={isLast}
          onClick={() => step(page + 1)}
        >
          <ChevronRightIcon aria-hidden="true" />
        </Button>
        <Button
          variant="outline"
          size="icon"
          className="size-8"
          aria-label={text.last}
          disabled={isLast}
          onClick={() => step(pageCount)}
        >
          <ChevronsRightIcon aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}

export { Pagination, resolvePageJump, type PaginationLabels, type PaginationProps };
