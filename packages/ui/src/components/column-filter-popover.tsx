import * as React from 'react';
import { ListFilterIcon } from 'lucide-react';
import { cn } from '../lib/utils';
import {
  ColumnFilterList,
  DEFAULT_COLUMN_FILTER_LIST_LABELS,
  type ColumnFilterListLabels,
  type ColumnFilterOption,
} from './column-filter-list';
import { Popover, PopoverContent, PopoverTrigger } from './popover';

type ColumnFilterLabels = ColumnFilterListLabels & {
  /** Added to the trigger's accessible name while the filter is active. */
  filtered: string;
};

const DEFAULT_LABELS: ColumnFilterLabels = {
  ...DEFAULT_COLUMN_FILTER_LIST_LABELS,
  filtered: 'filtered',
};

type ColumnFilterPopoverProps = {
  /** The column's filter name, e.g. "Filter campaigns": the trigger's and the panel's name. */
  label: string;
  options: ReadonlyArray<ColumnFilterOption>;
  /** The checked values. Every value checked means "not filtered". */
  selected: ReadonlyArray<string>;
  /** Called on every change (apply-on-change), with the values in the options' order. */
  onSelectedChange: (selected: string[]) => void;
  /** Whether the trigger shows the active-filter mark; by default, when any option is unchecked. */
  isActive?: boolean;
  labels?: Partial<ColumnFilterLabels>;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  align?: React.ComponentProps<typeof PopoverContent>['align'];
  className?: string;
};

function isEveryOptionSelected(
  options: ReadonlyArray<ColumnFilterOption>,
  selected: ReadonlyArray<string>,
): boolean {
  const selectedSet = new Set(selected);
  return options.every((option) => selectedSet.has(option.value));
}

/**
 * A column header's filter: a button that opens a 385×365 panel with a search box, "Select all" /
 * "Unselect all" and the column's values, each with a checkbox and an "Only" button (the list
 * scrolls past 250 px). Changes apply at once — there is no Apply button, as in the spec's popup —
 * so the app should keep showing the previous rows while the next ones load. Escape or a click
 * outside closes it and focus returns to the trigger; the search resets on the next opening.
 */
function ColumnFilterPopover({
  label,
  options,
  selected,
  onSelectedChange,
  isActive,
  labels,
  open,
  onOpenChange,
  align = 'start',
  className,
}: ColumnFilterPopoverProps) {
  const text = { ...DEFAULT_LABELS, ...labels };
  // Every option checked means "not filtered"; an unchecked one (or none checked) is a filter.
  const isFiltered = isActive ?? !isEveryOptionSelected(options, selected);
  // Each opening gets a fresh list (an empty search), even when it reopens while the last
  // closing animation still holds the old one mounted.
  const [openingCount, setOpeningCount] = React.useState(0);
  const handleOpenChange = (isOpen: boolean) => {
    if (isOpen) setOpeningCount((count) => count + 1);
    onOpenChange?.(isOpen);
  };

  return (
    <Popover open={open} onOpenChange={handleOpenChange}>
      <PopoverTrigger
        data-slot="column-filter-trigger"
        data-active={isFiltered ? '' : undefined}
        className={cn(
          'relative inline-flex size-7 shrink-0 items-center justify-center rounded-md text-muted-foreground outline-none hover:bg-accent/50 hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background data-[active]:text-primary data-[state=open]:bg-accent [&_svg]:size-4',
          className,
        )}
      >
        <ListFilterIcon aria-hidden="true" />
        {isFiltered && (
          <span
            aria-hidden="true"
            className="absolute top-1 right-1 size-1.5 rounded-full bg-primary"
          />
        )}
        <span className="sr-only">{isFiltered ? `${label}, ${text.filtered}` : label}</span>
      </PopoverTrigger>
      <PopoverContent
        size="auto"
        align={align}
        aria-label={label}
        className="flex h-[365px] w-[385px] flex-col p-0"
      >
        <ColumnFilterList
          key={openingCount}
          label={label}
          options={options}
          selected={selected}
          onSelectedChange={onSelectedChange}
          labels={labels}
        />
      </PopoverContent>
    </Popover>
  );
}

export {
  ColumnFilterPopover,
  type ColumnFilterLabels,
  type ColumnFilterOption,
  type ColumnFilterPopoverProps,
};
