import * as React from 'react';
import { SearchIcon } from 'lucide-react';
import { cn } from '../lib/utils';
import { Button } from './button';
import { Checkbox } from './checkbox';

interface ColumnFilterOption {
  value: string;
  label: string;
}

interface ColumnFilterListLabels {
  searchPlaceholder: string;
  selectAll: string;
  unselectAll: string;
  /** Visible text of a row's "Only" button. */
  only: string;
  /** Accessible name of a row's "Only" button, e.g. "Only Brand search". */
  selectOnly: (optionLabel: string) => string;
  noMatches: string;
  selectedCount: (selectedCount: number, total: number) => string;
}

const DEFAULT_COLUMN_FILTER_LIST_LABELS: ColumnFilterListLabels = {
  searchPlaceholder: 'Search',
  selectAll: 'Select all',
  unselectAll: 'Unselect all',
  only: 'Only',
  selectOnly: (optionLabel) => `Only ${optionLabel}`,
  noMatches: 'No matches',
  selectedCount: (selectedCount, total) => `${selectedCount} of ${total} selected`,
};

type ColumnFilterListProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** Name of the list of values, e.g. "Filter campaigns". */
  label: string;
  options: ReadonlyArray<ColumnFilterOption>;
  /** The checked values. */
  selected: ReadonlyArray<string>;
  /** Called on every change, with the values in the options' order (unknown values drop out). */
  onSelectedChange: (selected: string[]) => void;
  labels?: Partial<ColumnFilterListLabels>;
};

/**
 * The body of a column filter: a search box (case-insensitive, on the labels), "Select all" /
 * "Unselect all" for the values the search shows, and the values, each with a checkbox and an
 * "Only" button. ArrowDown leaves the search for the list; ArrowUp / ArrowDown move through it.
 * The search lives in this component, so it starts empty whenever the list mounts.
 */
function ColumnFilterList({
  label,
  options,
  selected,
  onSelectedChange,
  labels,
  className,
  ...props
}: ColumnFilterListProps) {
  const text = { ...DEFAULT_COLUMN_FILTER_LIST_LABELS, ...labels };
  const selectedSet = React.useMemo(() => new Set(selected), [selected]);
  const [query, setQuery] = React.useState('');
  // Typing stays responsive with a thousand rows: the list follows the query a beat later.
  const deferredQuery = React.useDeferredValue(query);
  const listRef = React.useRef<HTMLUListElement>(null);
  const idPrefix = React.useId();

  const searchable = React.useMemo(
    () => options.map((option) => ({ option, key: option.label.toLocaleLowerCase() })),
    [options],
  );
  const visible = React.useMemo(() => {
    const needle = deferredQuery.trim().toLocaleLowerCase();
    if (needle === '') return options;
    return searchable.filter(({ key }) => key.includes(needle)).map(({ option }) => option);
  }, [deferredQuery, options, searchable]);

  // Rows are memoised, so their callbacks must not change with every selection; they read the
  // latest selection from a ref instead.
  const latest = React.useRef({ options, selectedSet, onSelectedChange });
  React.useLayoutEffect(() => {
    latest.current = { options, selectedSet, onSelectedChange };
  });
  const emit = React.useCallback((next: ReadonlySet<string>) => {
    const current = latest.current;
    current.onSelectedChange(
      current.options.filter((option) => next.has(option.value)).map((option) => option.value),
    );
  }, []);
  const toggleOption = React.useCallback(
    (value: string, isChecked: boolean) => {
      const next = new Set(latest.current.selectedSet);
      if (isChecked) next.add(value);
      else next.delete(value);
      emit(next);
    },
    [emit],
  );
  const selectOnly = React.useCallback((value: string) => emit(new Set([value])), [emit]);

  // "Select all" and "Unselect all" act on the options the search shows (all of them without one).
  const isEveryVisibleSelected = visible.every((option) => selectedSet.has(option.value));
  const isNoVisibleSelected = visible.every((option) => !selectedSet.has(option.value));
  const setVisible = (isChecked: boolean) => {
    const next = new Set(selectedSet);
    for (const option of visible) {
      if (isChecked) next.add(option.value);
      else next.delete(option.value);
    }
    emit(next);
  };

  const focusCheckbox = (from: Element | null, step: 1 | -1) => {
    const boxes = Array.from(
      listRef.current?.querySelectorAll<HTMLElement>('[role=checkbox]') ?? [],
    );
    const index = from ? boxes.findIndex((box) => box.contains(from)) : -1;
    boxes[Math.min(boxes.length - 1, Math.max(0, index + step))]?.focus();
  };
  const selectedCount = options.filter((option) => selectedSet.has(option.value)).length;

  return (
    <div
      data-slot="column-filter-list"
      className={cn('flex min-h-0 flex-1 flex-col', className)}
      {...props}
    >
      <div className="relative p-3 pb-2">
        <SearchIcon
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-5.5 mt-0.5 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <input
          type="search"
          data-slot="column-filter-search"
          aria-label={text.searchPlaceholder}
          placeholder={text.searchPlaceholder}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown') {
              event.preventDefault();
              focusCheckbox(null, 1);
            }
          }}
          className="h-8 w-full rounded-md border border-input bg-input/30 pr-2 pl-8 text-sm shadow-xs outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
        />
      </div>
      <div className="flex items-center gap-1 px-2 pb-1">
        <Button
          variant="ghost"
          size="sm"
          className="h-7 px-2"
          disabled={isEveryVisibleSelected}
          onClick={() => setVisible(true)}
        >
          {text.selectAll}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="h-7 px-2"
          disabled={isNoVisibleSelected}
          onClick={() => setVisible(false)}
        >
          {text.unselectAll}
        </Button>
      </div>
      <ul
        ref={listRef}
        data-slot="column-filter-values"
        aria-label={label}
        className="max-h-[250px] min-h-0 overflow-y-auto border-t border-border py-1"
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
          event.preventDefault();
          focusCheckbox(document.activeElement, event.key === 'ArrowDown' ? 1 : -1);
        }}
      >
        {visible.length === 0 && (
          <li className="px-3 py-6 text-center text-sm text-muted-foreground">{text.noMatches}</li>
        )}
        {visible.map((option, index) => (
          <ColumnFilterRow
            key={option.value}
            id={`${idPrefix}-${index}`}
            option={option}
            isChecked={selectedSet.has(option.value)}
            onToggle={toggleOption}
            onOnly={selectOnly}
            onlyText={text.only}
            onlyLabel={text.selectOnly(option.label)}
          />
        ))}
      </ul>
      <p
        data-slot="column-filter-count"
        className="mt-auto border-t border-border px-3 py-1.5 text-xs text-muted-foreground tabular-nums"
      >
        {text.selectedCount(selectedCount, options.length)}
      </p>
    </div>
  );
}

interface ColumnFilterRowProps {
  id: string;
  option: ColumnFilterOption;
  isChecked: boolean;
  onToggle: (value: string, isChecked: boolean) => void;
  onOnly: (value: string) => void;
  onlyText: string;
  onlyLabel: string;
}

/** One value: a checkbox, its label and an "Only" button shown on hover or focus. */
const ColumnFilterRow = React.memo(function ColumnFilterRow({
  id,
  option,
  isChecked,
  onToggle,
  onOnly,
  onlyText,
  onlyLabel,
}: ColumnFilterRowProps) {
  return (
    <li
      data-slot="column-filter-option"
      className="group flex h-8 items-center gap-2 px-3 hover:bg-accent/50 has-[:focus-visible]:bg-accent/50"
    >
      <Checkbox
        id={id}
        checked={isChecked}
        onCheckedChange={(checked) => onToggle(option.value, checked === true)}
      />
      <label
        htmlFor={id}
        title={option.label}
        className="min-w-0 flex-1 cursor-pointer truncate text-sm"
      >
        {option.label}
      </label>
      <button
        type="button"
        aria-label={onlyLabel}
        onClick={() => onOnly(option.value)}
        className="rounded-sm px-1.5 py-0.5 text-xs font-medium text-link opacity-0 outline-none group-hover:opacity-100 hover:underline focus-visible:opacity-100 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
      >
        {onlyText}
      </button>
    </li>
  );
});

export {
  ColumnFilterList,
  DEFAULT_COLUMN_FILTER_LIST_LABELS,
  type ColumnFilterListLabels,
  type ColumnFilterListProps,
  type ColumnFilterOption,
};
