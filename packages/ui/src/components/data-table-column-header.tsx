import type * as React from 'react';
import { ArrowDownIcon, ArrowUpIcon, ChevronsUpDownIcon } from 'lucide-react';
import { cn } from '../lib/utils';

type SortState = false | 'asc' | 'desc';

/** The `aria-sort` value of a column header for its sort state. */
function toAriaSort(sorted: SortState): 'ascending' | 'descending' | 'none' {
  if (sorted === 'asc') return 'ascending';
  if (sorted === 'desc') return 'descending';
  return 'none';
}

type DataTableSortButtonProps = Omit<React.ComponentProps<'button'>, 'type'> & {
  sorted: SortState;
};

/**
 * A sortable column header's control: a real button (Enter and Space work), with an arrow for the
 * current direction. The header cell around it carries `aria-sort`.
 */
function DataTableSortButton({ sorted, className, children, ...props }: DataTableSortButtonProps) {
  const Icon =
    sorted === 'asc' ? ArrowUpIcon : sorted === 'desc' ? ArrowDownIcon : ChevronsUpDownIcon;
  return (
    <button
      type="button"
      data-slot="data-table-sort-button"
      data-sorted={sorted === false ? undefined : sorted}
      className={cn(
        '-ml-2 inline-flex h-8 items-center gap-1.5 rounded-md px-2 font-medium outline-none hover:bg-accent/50 focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background [&_svg]:size-3.5 [&_svg]:shrink-0',
        className,
      )}
      {...props}
    >
      {children}
      <Icon
        aria-hidden="true"
        className={sorted === false ? 'text-muted-foreground/60' : 'text-foreground'}
      />
    </button>
  );
}

export { DataTableSortButton, toAriaSort, type DataTableSortButtonProps };
