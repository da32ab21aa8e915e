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
import { Checkbox } from './checkbox';
import { DataTableSortButton, toAriaSort } from './data-table-column-header';
import { Skeleton } from './skeleton';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from './table';

/** Per-column styling (classes for the body cells and the header cell) and header extras. */
interface DataTableColumnMeta {
  className?: string;
  headerClassName?: string;
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
  meta: { className: 'w-10', headerClassName: 'w-10' },
  header: ({ table }) => <DataTableSelectAllCheckbox table={table} />,
  cell: ({ row }) => <DataTableSelectRowCheckbox row={row} />,
};

/** Placeholder rows while the data loads, shaped like the table's columns. */
function DataTableSkeletonRows({
  rowCount,
  columnCount,
}: {
  rowCount: number;
  columnCount: number;
}) {
  return Array.from({ length: rowCount }, (_, index) => (
    <TableRow key={index} data-slot="data-table-skeleton-row" aria-hidden="true">
      {Array.from({ length: columnCount }, (_, cellIndex) => (
        <TableCell key={cellIndex}>
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

  const columnCount = table.getAllLeafColumns().length;
  const rows = table.getRowModel().rows;

  return (
    <SelectionLabelsContext value={labels}>
      <Table
        aria-label={label}
        aria-busy={isLoading || undefined}
        data-slot="data-table"
        className={className}
      >
        <TableHeader>
          {table.getHeaderGroups().map((group) => (
            <TableRow key={group.id} className="hover:bg-transparent">
              {group.headers.map((header) => {
                const { column } = header;
                const sorted = column.getIsSorted();
                const canSort = column.getCanSort();
                const addon = column.columnDef.meta?.headerAddon;
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
                    className={column.columnDef.meta?.headerClassName}
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
        <TableBody>
          {isLoading ? (
            <DataTableSkeletonRows rowCount={skeletonRowCount} columnCount={columnCount} />
          ) : rows.length === 0 ? (
            <DataTableEmptyRow columnCount={columnCount}>{emptyState}</DataTableEmptyRow>
          ) : (
            rows.map((row) => (
              <TableRow key={row.id} data-state={row.getIsSelected() ? 'selected' : undefined}>
                {row.getAllCells().map((cell) => (
                  <TableCell key={cell.id} className={cell.column.columnDef.meta?.className}>
                    <FlexRender cell={cell} />
                  </TableCell>
                ))}
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
