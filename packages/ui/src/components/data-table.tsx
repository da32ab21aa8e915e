import * as React from 'react';
import {
  createColumnHelper,
  createSortedRowModel,
  FlexRender,
  metaHelper,
  rowSelectionFeature,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_datetime,
  tableFeatures,
  useTable,
  type ColumnDef,
  type OnChangeFn,
  type RowData,
  type Row,
  type Table as TanStackTable,
  type RowSelectionState,
  type SortingState,
} from '@tanstack/react-table';
import { useElementHeight } from '../lib/use-element-height';
import { cn } from '../lib/utils';
import { Checkbox } from './checkbox';
import { DataTableSortButton, toAriaSort } from './data-table-column-header';
import { Skeleton } from './skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from './table';

/** Per-column styling (classes for the body cells and the header cell) and header extras. */
interface DataTableColumnMeta {
  className?: string;
  headerClassName?: string;
  /**
   * The column's fixed width (a CSS length such as `'9rem'`). Once any column has one the table
   * lays out by these widths, not by its rows: columns keep their width whatever the data, filters
   * or messages, and the columns without one share what is left (text in them truncates).
   */
  width?: string;
  /**
   * Shown from 1440 px up (`xl`) only: a column a narrower window can do without. It does not count
   * towards the table's minimum width.
   */
  visibleFromXl?: boolean;
  /** From 1440 px up (`xl`), a different fixed width: for cells whose content changes there. */
  widthFromXl?: string;
  /**
   * For a column without `width`: the narrowest it may get. Below the sum of widths and minimum
   * widths the table scrolls sideways, its first column kept in view.
   */
  minWidth?: string;
  /**
   * Shown after the header's title and sort button, outside the button: a column filter trigger,
   * say. Keep it the same element between renders (it is part of the column definition).
   */
  headerAddon?: React.ReactNode;
}

/** The TanStack Table features every data table has: sorting and row selection. */
const DATA_TABLE_FEATURES = tableFeatures({
  rowSortingFeature,
  rowSelectionFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: { alphanumeric: sortFn_alphanumeric, datetime: sortFn_datetime, basic: sortFn_basic },
  columnMeta: metaHelper<DataTableColumnMeta>(),
});

type DataTableFeatures = typeof DATA_TABLE_FEATURES;
// `any` as TanStack's own column arrays do: each column keeps its own value type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type DataTableColumnDef<TData extends RowData> = ColumnDef<DataTableFeatures, TData, any>;

/** Typed column builders for `DataTable`: `helper.accessor(…)`, `helper.display(…)`. */
function createDataTableColumnHelper<TData extends RowData>() {
  return createColumnHelper<DataTableFeatures, TData>();
}

const SELECT_COLUMN_ID = 'select';
const SELECT_COLUMN_WIDTH = '2.5rem';
const EMPTY_SORTING: SortingState = [];
const EMPTY_SELECTION: RowSelectionState = {};
const ignoreChange = () => {};

interface DataTableSelection<TData extends RowData> {
  /** Selected row ids (`getRowId`). */
  state: RowSelectionState;
  onChange: OnChangeFn<RowSelectionState>;
  /** Rows that cannot be selected show a disabled checkbox. */
  canSelect?: (row: TData) => boolean;
  selectAllLabel: string;
  selectRowLabel: (row: TData) => string;
}

interface DataTableProps<TData extends RowData> {
  /** Keep stable (module scope or `useMemo`): a new array rebuilds the table. */
  columns: readonly DataTableColumnDef<TData>[];
  data: readonly TData[];
  getRowId: (row: TData) => string;
  /** The table's accessible name. */
  label: string;
  /** Controlled sort state; without `onSortingChange` or `onSortToggle` the table sorts itself. */
  sorting?: SortingState;
  onSortingChange?: OnChangeFn<SortingState>;
  /**
   * The app owns the sort rule: a header click calls this, and `data` arrives already sorted in
   * the order `sorting` describes (the table does not reorder it).
   */
  onSortToggle?: (columnId: string) => void;
  /** Adds a checkbox column with select-all (checked, unchecked or indeterminate). */
  selection?: DataTableSelection<TData>;
  isLoading?: boolean;
  skeletonRowCount?: number;
  /** Shown in place of the rows when `data` is empty and nothing is loading. */
  emptyState?: React.ReactNode;
  /**
   * The header row stays at the top of the page's scrolling area while the rows scroll under it,
   * below `--data-table-sticky-top` (a bar the page keeps stuck above it, say; 0 by default).
   * For tables laid out to fit their page: the table no longer scrolls sideways in its own box
   * (a box that scrolls would hold the header), so a wider table widens the page's scroll instead.
   */
  hasStickyHeader?: boolean;
  className?: string;
}

// The checkbox labels reach the checkbox column through context, so that the column itself stays
// the same object between renders: TanStack renders each column's cell as a component, and a new
// function would remount every checkbox (losing focus) whenever the labels were re-created.
interface SelectionLabels {
  selectAllLabel: string;
  selectRowLabel: (row: never) => string;
}

const SelectionLabelsContext = React.createContext<SelectionLabels>({
  selectAllLabel: 'Select all rows',
  selectRowLabel: () => 'Select row',
});

function DataTableSelectAllCheckbox({
  table,
}: {
  table: TanStackTable<DataTableFeatures, RowData>;
}) {
  const { selectAllLabel } = React.useContext(SelectionLabelsContext);
  const isAllSelected = table.getIsAllRowsSelected();
  return (
    <Checkbox
      data-slot="data-table-select-all"
      aria-label={selectAllLabel}
      checked={isAllSelected ? true : table.getIsSomeRowsSelected() ? 'indeterminate' : false}
      disabled={table.getCoreRowModel().rows.every((row) => !row.getCanSelect())}
      onCheckedChange={(checked) => table.toggleAllRowsSelected(checked === true)}
    />
  );
}

function DataTableSelectRowCheckbox({ row }: { row: Row<DataTableFeatures, RowData> }) {
  const { selectRowLabel } = React.useContext(SelectionLabelsContext);
  return (
    <Checkbox
      data-slot="data-table-select-row"
      aria-label={(selectRowLabel as (row: RowData) => string)(row.original)}
      checked={row.getIsSelected()}
      disabled={!row.getCanSelect()}
      onCheckedChange={(checked) => row.toggleSelected(checked === true)}
    />
  );
}

const SELECT_COLUMN: DataTableColumnDef<RowData> = {
  id: SELECT_COLUMN_ID,
  enableSorting: false,
  meta: { width: SELECT_COLUMN_WIDTH },
  header: ({ table }) => <DataTableSelectAllCheckbox table={table} />,
  cell: ({ row }) => <DataTableSelectRowCheckbox row={row} />,
};

/**
 * The first column stays in view when the table scrolls sideways. Its cells need the row's own
 * background (opaque, as the other cells scroll beneath), including on hover and when selected.
 */
const STICKY_CELL =
  'sticky z-10 bg-background [tr:hover>&]:bg-[color-mix(in_oklab,var(--color-muted)_50%,var(--color-background))] [tr[data-state=selected]>&]:bg-muted';

/**
 * Fixed layout once a column declares its width; the table's minimum width is then what the
 * widths and minimum widths add up to, below which it scrolls rather than squeezing columns.
 */
function findTableLayout(metas: readonly (DataTableColumnMeta | undefined)[]): {
  isFixed: boolean;
  minWidth: string | undefined;
} {
  const isFixed = metas.some((meta) => meta?.width !== undefined);
  if (!isFixed) return { isFixed, minWidth: undefined };
  const parts = metas.flatMap((meta) => {
    if (meta?.visibleFromXl === true) return [];
    const width = meta?.width ?? meta?.minWidth;
    return width === undefined ? [] : [width];
  });
  return { isFixed, minWidth: `calc(${parts.join(' + ')})` };
}

const VISIBLE_FROM_XL = 'hidden xl:table-cell';

/**
 * A header cell that sticks: opaque, above the sticky first column's cells, with its bottom line
 * drawn on the cell (a collapsed table's borders stay with the table, not the stuck cell).
 */
/**
 * Under a sticky header, whatever takes the focus in the body is scrolled clear of the header and
 * of the bar stuck above it (WCAG 2.4.7 / 2.4.11): Shift+Tab up the rows otherwise brought each
 * one into view under them.
 */
const CLEAR_OF_STICKY_HEADER =
  '[&_*]:scroll-mt-[calc(var(--data-table-sticky-top,0px)+var(--data-table-header-height,0px)+0.5rem)]';

const STICKY_HEADER_CELL =
  'sticky top-[var(--data-table-sticky-top,0px)] z-20 bg-background shadow-[inset_0_-1px_0_var(--color-border)]';

// A width that changes at a breakpoint goes through custom properties: inline styles have none.
const RESPONSIVE_WIDTH = 'w-(--column-width) xl:w-(--column-width-xl)';

function findWidthStyle(meta: DataTableColumnMeta | undefined): React.CSSProperties {
  if (meta?.width === undefined) return {};
  if (meta.widthFromXl === undefined) return { width: meta.width };
  return {
    '--column-width': meta.width,
    '--column-width-xl': meta.widthFromXl,
  } as React.CSSProperties;
}

/** Placeholder rows while the data loads, shaped like the table's columns. */
function DataTableSkeletonRows({
  rowCount,
  cellClassNames,
}: {
  rowCount: number;
  /** One a column: what hides a cell where its column is hidden. */
  cellClassNames: readonly (string | undefined)[];
}) {
  return Array.from({ length: rowCount }, (_, index) => (
    <TableRow key={index} data-slot="data-table-skeleton-row" aria-hidden="true">
      {cellClassNames.map((className, cellIndex) => (
        <TableCell key={cellIndex} className={className}>
          <Skeleton className="h-5 w-full" />
        </TableCell>
      ))}
    </TableRow>
  ));
}

function DataTableEmptyRow({
  columnCount,
  children,
}: {
  columnCount: number;
  children: React.ReactNode;
}) {
  return (
    <TableRow className="hover:bg-transparent">
      <TableCell
        colSpan={columnCount}
        data-slot="data-table-empty"
        className="h-32 text-center whitespace-normal"
      >
        {children}
      </TableCell>
    </TableRow>
  );
}

/**
 * A table on TanStack Table with the UI kit's look: sortable headers (`aria-sort`, keyboard),
 * optional row checkboxes with select-all, skeleton rows while loading and an empty-state slot.
 */
function DataTable<TData extends RowData>({
  columns,
  data,
  getRowId,
  label,
  sorting,
  onSortingChange,
  onSortToggle,
  selection,
  isLoading = false,
  skeletonRowCount = 5,
  emptyState,
  hasStickyHeader = false,
  className,
}: DataTableProps<TData>) {
  const [ownSorting, setOwnSorting] = React.useState<SortingState>(sorting ?? EMPTY_SORTING);
  const isSortingControlled = onSortingChange !== undefined || onSortToggle !== undefined;
  const { selectAllLabel, selectRowLabel, canSelect } = selection ?? {};
  const hasSelection = selection !== undefined;
  const allColumns = React.useMemo(
    // The checkbox column reads only what every row has; it fits any row type.
    () => (hasSelection ? [SELECT_COLUMN as DataTableColumnDef<TData>, ...columns] : columns),
    [columns, hasSelection],
  );
  const labels = React.useMemo(
    () => ({
      selectAllLabel: selectAllLabel ?? '',
      selectRowLabel: (selectRowLabel ?? (() => '')) as SelectionLabels['selectRowLabel'],
    }),
    [selectAllLabel, selectRowLabel],
  );
  const isRowSelectable = React.useCallback(
    (row: { original: TData }) => hasSelection && (canSelect?.(row.original) ?? true),
    [hasSelection, canSelect],
  );

  const table = useTable({
    features: DATA_TABLE_FEATURES,
    columns: allColumns,
    data,
    getRowId,
    state: {
      sorting: isSortingControlled ? (sorting ?? EMPTY_SORTING) : ownSorting,
      rowSelection: selection?.state ?? EMPTY_SELECTION,
    },
    onSortingChange: onSortingChange ?? (onSortToggle === undefined ? setOwnSorting : ignoreChange),
    // With `onSortToggle` the rows come sorted by the app's own rule.
    manualSorting: onSortToggle !== undefined,
    enableSortingRemoval: false,
    enableMultiSort: false,
    enableRowSelection: isRowSelectable,
    onRowSelectionChange: selection?.onChange ?? ignoreChange,
  });

  const [headerRef, headerHeight] = useElementHeight<HTMLTableSectionElement>(hasStickyHeader);
  const leafColumns = table.getAllLeafColumns();
  const columnCount = leafColumns.length;
  const rows = table.getRowModel().rows;
  const layout = findTableLayout(leafColumns.map((column) => column.columnDef.meta));
  const stickyColumnIds = new Set(
    leafColumns.slice(0, hasSelection ? 2 : 1).map((column) => column.id),
  );
  /** Classes and offset of a cell of the sticky first column (and the checkboxes before it). */
  function stickyCell(columnId: string): { className?: string; style?: React.CSSProperties } {
    if (!stickyColumnIds.has(columnId)) return {};
    return {
      className: STICKY_CELL,
      style: { left: hasSelection && columnId !== SELECT_COLUMN_ID ? SELECT_COLUMN_WIDTH : 0 },
    };
  }

  return (
    <SelectionLabelsContext value={labels}>
      <Table
        aria-label={label}
        aria-busy={isLoading || undefined}
        data-slot="data-table"
        data-layout={layout.isFixed ? 'fixed' : 'auto'}
        data-sticky-header={hasStickyHeader || undefined}
        containerClassName={hasStickyHeader ? 'overflow-visible' : undefined}
        className={cn(layout.isFixed && 'table-fixed', className)}
        style={{
          ...(layout.minWidth === undefined ? undefined : { minWidth: layout.minWidth }),
          ...(hasStickyHeader
            ? ({ '--data-table-header-height': `${headerHeight}px` } as React.CSSProperties)
            : undefined),
        }}
      >
        <TableHeader ref={headerRef}>
          {table.getHeaderGroups().map((group) => (
            <TableRow key={group.id} className="hover:bg-transparent">
              {group.headers.map((header) => {
                const { column } = header;
                const sorted = column.getIsSorted();
                const canSort = column.getCanSort();
                const meta = column.columnDef.meta;
                const addon = meta?.headerAddon;
                const sticky = stickyCell(column.id);
                const title = header.isPlaceholder ? null : canSort ? (
                  <DataTableSortButton
                    sorted={sorted}
                    onClick={
                      onSortToggle === undefined
                        ? column.getToggleSortingHandler()
                        : () => onSortToggle(column.id)
                    }
                  >
                    <FlexRender header={header} />
                  </DataTableSortButton>
                ) : (
                  <FlexRender header={header} />
                );
                return (
                  <TableHead
                    key={header.id}
                    aria-sort={canSort ? toAriaSort(sorted) : undefined}
                    data-sticky={sticky.className === undefined ? undefined : ''}
                    className={cn(
                      sticky.className,
                      hasStickyHeader && STICKY_HEADER_CELL,
                      meta?.visibleFromXl === true && VISIBLE_FROM_XL,
                      meta?.widthFromXl !== undefined && RESPONSIVE_WIDTH,
                      meta?.headerClassName,
                    )}
                    style={{ ...sticky.style, ...findWidthStyle(meta) }}
                  >
                    {addon === undefined || header.isPlaceholder ? (
                      title
                    ) : (
                      <div
                        data-slot="data-table-header-with-addon"
                        className="flex items-center gap-0.5"
                      >
                        {title}
                        {addon}
                      </div>
                    )}
                  </TableHead>
                );
              })}
            </TableRow>
          ))}
        </TableHeader>
        <TableBody className={hasStickyHeader ? CLEAR_OF_STICKY_HEADER : undefined}>
          {isLoading ? (
            <DataTableSkeletonRows
              rowCount={skeletonRowCount}
              cellClassNames={leafColumns.map((column) =>
                column.columnDef.meta?.visibleFromXl === true ? VISIBLE_FROM_XL : undefined,
              )}
            />
          ) : rows.length === 0 ? (
            <DataTableEmptyRow columnCount={columnCount}>{emptyState}</DataTableEmptyRow>
          ) : (
            rows.map((row) => (
              <TableRow key={row.id} data-state={row.getIsSelected() ? 'selected' : undefined}>
                {row.getAllCells().map((cell) => {
                  const sticky = stickyCell(cell.column.id);
                  return (
                    <TableCell
                      key={cell.id}
                      data-sticky={sticky.className === undefined ? undefined : ''}
                      className={cn(
                        sticky.className,
                        cell.column.columnDef.meta?.visibleFromXl === true && VISIBLE_FROM_XL,
                        cell.column.columnDef.meta?.className,
                      )}
                      style={sticky.style}
                    >
                      <FlexRender cell={cell} />
                    </TableCell>
                  );
                })}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </SelectionLabelsContext>
  );
}

export {
  DATA_TABLE_FEATURES,
  DataTable,
  createDataTableColumnHelper,
  type DataTableColumnDef,
  type DataTableColumnMeta,
  type DataTableFeatures,
  type DataTableProps,
  type DataTableSelection,
  type OnChangeFn,
  type RowData,
  type Row,
  type Table as TanStackTable,
  type RowSelectionState,
  type SortingState,
};
