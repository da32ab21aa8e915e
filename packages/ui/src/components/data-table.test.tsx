import * as React from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  createDataTableColumnHelper,
  DataTable,
  type RowSelectionState,
  type SortingState,
} from './data-table';

interface Account {
  id: string;
  name: string;
  spend: number;
  isManager?: boolean;
}

const ACCOUNTS: Account[] = [
  { id: 'a', name: 'Beta', spend: 20 },
  { id: 'b', name: 'Alpha', spend: 30 },
  { id: 'c', name: 'Gamma', spend: 10, isManager: true },
];

const helper = createDataTableColumnHelper<Account>();
const COLUMNS = helper.columns([
  helper.accessor('name', { header: 'Name', sortFn: 'alphanumeric' }),
  helper.accessor('spend', {
    header: 'Spend',
    meta: { className: 'text-right' },
    cell: ({ getValue }) => `$${getValue()}`,
  }),
  helper.display({ id: 'actions', header: 'Actions', cell: () => '…' }),
]);

function readColumn(index: number): string[] {
  const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
  return rows.map((row) => within(row).getAllByRole('cell')[index]?.textContent ?? '');
}

describe('DataTable sorting', () => {
  it('sorts by itself from the headers, desc-first is not assumed, with aria-sort', async () => {
    const user = userEvent.setup();
    render(
      <DataTable label="Accounts" columns={COLUMNS} data={ACCOUNTS} getRowId={(row) => row.id} />,
    );
    const nameHeader = screen.getByRole('columnheader', { name: /Name/ });
    expect(nameHeader).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: 'Actions' })).not.toHaveAttribute('aria-sort');

    await user.click(within(nameHeader).getByRole('button'));
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    expect(readColumn(0)).toEqual(['Alpha', 'Beta', 'Gamma']);

    await user.click(within(nameHeader).getByRole('button'));
    expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    expect(readColumn(0)).toEqual(['Gamma', 'Beta', 'Alpha']);
    expect(readColumn(1)).toEqual(['$10', '$20', '$30']);
  });

  it('leaves the order to the app with onSortToggle, reached by keyboard', async () => {
    const user = userEvent.setup();
    const onSortToggle = vi.fn();
    const sorting: SortingState = [{ id: 'spend', desc: true }];
    render(
      <DataTable
        label="Accounts"
        columns={COLUMNS}
        data={ACCOUNTS}
        getRowId={(row) => row.id}
        sorting={sorting}
        onSortToggle={onSortToggle}
      />,
    );
    // The data is shown as given: the app sorted it.
    expect(readColumn(0)).toEqual(['Beta', 'Alpha', 'Gamma']);
    expect(screen.getByRole('columnheader', { name: /Spend/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );

    await user.tab();
    expect(
      within(screen.getByRole('columnheader', { name: /Name/ })).getByRole('button'),
    ).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.tab();
    await user.keyboard(' ');
    expect(onSortToggle.mock.calls).toEqual([['name'], ['spend']]);
  });
});

function SelectableTable({ onChange }: { onChange: (selection: RowSelectionState) => void }) {
  const [rowSelection, setRowSelection] = React.useState<RowSelectionState>({});
  return (
    <DataTable
      label="Accounts"
      columns={COLUMNS}
      data={ACCOUNTS}
      getRowId={(row) => row.id}
      selection={{
        state: rowSelection,
        onChange: (updater) => {
          const next = typeof updater === 'function' ? updater(rowSelection) : updater;
          setRowSelection(next);
          onChange(next);
        },
        canSelect: (row) => row.isManager !== true,
        selectAllLabel: 'Select all accounts',
        selectRowLabel: (row) => `Select ${row.name}`,
      }}
    />
  );
}

describe('DataTable selection', () => {
  it('selects rows, shows select-all as indeterminate, then selects every selectable row', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<SelectableTable onChange={onChange} />);
    const selectAll = screen.getByRole('checkbox', { name: 'Select all accounts' });
    expect(screen.getByRole('checkbox', { name: 'Select Gamma' })).toBeDisabled();

    await user.click(screen.getByRole('checkbox', { name: 'Select Beta' }));
    expect(onChange).toHaveBeenLastCalledWith({ a: true });
    expect(selectAll).toHaveAttribute('aria-checked', 'mixed');
    expect(screen.getByRole('checkbox', { name: 'Select Beta' }).closest('tr')).toHaveAttribute(
      'data-state',
      'selected',
    );

    await user.click(selectAll);
    expect(onChange).toHaveBeenLastCalledWith({ a: true, b: true });
    expect(selectAll).toBeChecked();

    await user.click(selectAll);
    expect(onChange).toHaveBeenLastCalledWith({});
    expect(selectAll).not.toBeChecked();
  });
});

describe('DataTable states', () => {
  it('shows skeleton rows while loading and marks the table busy', () => {
    render(
      <DataTable
        label="Accounts"
        columns={COLUMNS}
        data={[]}
        getRowId={(row) => row.id}
        isLoading
        skeletonRowCount={3}
        emptyState="Nothing here"
      />,
    );
    const table = screen.getByRole('table', { name: 'Accounts' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    expect(table.querySelectorAll('[data-slot="data-table-skeleton-row"]')).toHaveLength(3);
    expect(screen.queryByText('Nothing here')).toBeNull();
  });

  it('shows the empty state across every column when there are no rows', () => {
    render(
      <DataTable
        label="Accounts"
        columns={COLUMNS}
        data={[]}
        getRowId={(row) => row.id}
        emptyState={<p>No ad accounts yet</p>}
      />,
    );
    const cell = screen.getByText('No ad accounts yet').closest('td');
    expect(cell).toHaveAttribute('colspan', '3');
    expect(cell).toHaveAttribute('data-slot', 'data-table-empty');
  });

  it('applies column meta classes to cells', () => {
    render(
      <DataTable label="Accounts" columns={COLUMNS} data={ACCOUNTS} getRowId={(row) => row.id} />,
    );
    expect(screen.getByRole('cell', { name: '$20' })).toHaveClass('text-right');
  });
});

describe('DataTable header addons', () => {
  it('puts a column’s header addon beside its sort button, not inside it', async () => {
    const user = userEvent.setup();
    const onFilter = vi.fn();
    const onSortToggle = vi.fn();
    const columns = helper.columns([
      helper.accessor('name', {
        header: 'Name',
        meta: {
          headerAddon: (
            <button type="button" onClick={onFilter}>
              Filter names
            </button>
          ),
        },
      }),
      helper.accessor('spend', { header: 'Spend' }),
    ]);
    render(
      <DataTable
        label="Accounts"
        columns={columns}
        data={ACCOUNTS}
        getRowId={(row) => row.id}
        sorting={[{ id: 'name', desc: true }]}
        onSortToggle={onSortToggle}
      />,
    );
    const header = screen.getByRole('columnheader', { name: /Name/ });
    expect(header).toHaveAttribute('aria-sort', 'descending');
    const sortButton = within(header).getByRole('button', { name: 'Name' });
    const filterButton = within(header).getByRole('button', { name: 'Filter names' });
    expect(sortButton).not.toContainElement(filterButton);
    await user.click(filterButton);
    expect(onFilter).toHaveBeenCalledTimes(1);
    expect(onSortToggle).not.toHaveBeenCalled();
    await user.click(sortButton);
    expect(onSortToggle).toHaveBeenCalledWith('name');
  });
});
