import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createDataTableColumnHelper, DataTable } from './data-table';

interface Account {
  id: string;
  name: string;
  spend: number;
}

const ACCOUNTS: Account[] = [
  { id: 'a', name: 'Hearthly', spend: 20 },
  { id: 'b', name: 'Sproutstrong', spend: 30 },
];

const helper = createDataTableColumnHelper<Account>();
const FIXED_COLUMNS = helper.columns([
  helper.accessor('name', { header: 'Name', meta: { minWidth: '12rem' } }),
  helper.accessor('spend', { header: 'Spend', meta: { width: '8rem' } }),
  helper.display({ id: 'actions', header: 'Actions', meta: { width: '3rem' }, cell: () => '…' }),
]);
const AUTO_COLUMNS = helper.columns([
  helper.accessor('name', { header: 'Name' }),
  helper.accessor('spend', { header: 'Spend' }),
]);

function renderTable(props: Partial<React.ComponentProps<typeof DataTable<Account>>> = {}) {
  return render(
    <DataTable
      label="Accounts"
      columns={FIXED_COLUMNS}
      data={ACCOUNTS}
      getRowId={(row) => row.id}
      {...props}
    />,
  );
}

describe('DataTable layout', () => {
  it('lays out by the declared widths, with the widths and minimums as the table’s minimum', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Accounts' });
    expect(table).toHaveAttribute('data-layout', 'fixed');
    expect(table).toHaveClass('table-fixed');
    // jsdom folds the sum; a browser keeps calc(12rem + 8rem + 3rem).
    expect(table.style.minWidth).toBe('calc(23rem)');
    expect(screen.getByRole('columnheader', { name: 'Spend' }).style.width).toBe('8rem');
    expect(screen.getByRole('columnheader', { name: 'Name' }).style.width).toBe('');
  });

  it('keeps the widths when the rows change, an empty table included', () => {
    const { rerender } = renderTable();
    const widths = () =>
      screen.getAllByRole('columnheader').map((header) => (header as HTMLElement).style.width);
    const before = widths();
    rerender(
      <DataTable
        label="Accounts"
        columns={FIXED_COLUMNS}
        data={[]}
        getRowId={(row) => row.id}
        emptyState="No accounts"
      />,
    );
    expect(widths()).toEqual(before);
  });

  it('gives a column another width from 1440 px up through custom properties', () => {
    render(
      <DataTable
        label="Accounts"
        columns={helper.columns([
          helper.accessor('name', { header: 'Name' }),
          helper.display({
            id: 'actions',
            header: 'Actions',
            meta: { width: '3rem', widthFromXl: '5.5rem' },
            cell: () => '…',
          }),
        ])}
        data={ACCOUNTS}
        getRowId={(row) => row.id}
      />,
    );
    const actions = screen.getByRole('columnheader', { name: 'Actions' });
    expect(actions).toHaveClass('xl:w-(--column-width-xl)');
    expect(actions.style.getPropertyValue('--column-width')).toBe('3rem');
    expect(actions.style.getPropertyValue('--column-width-xl')).toBe('5.5rem');
    expect(screen.getByRole('table').style.minWidth).toBe('calc(3rem)');
  });

  it('hides a column below 1440 px when asked, leaving it out of the minimum width', () => {
    render(
      <DataTable
        label="Accounts"
        columns={helper.columns([
          helper.accessor('name', { header: 'Name', meta: { minWidth: '10rem' } }),
          helper.accessor('spend', {
            header: 'Spend',
            meta: { width: '6rem', visibleFromXl: true },
          }),
        ])}
        data={ACCOUNTS}
        getRowId={(row) => row.id}
      />,
    );
    expect(screen.getByRole('columnheader', { name: 'Spend' })).toHaveClass(
      'hidden',
      'xl:table-cell',
    );
    expect(screen.getByText('20').closest('td')).toHaveClass('hidden', 'xl:table-cell');
    expect(screen.getByRole('table').style.minWidth).toBe('calc(10rem)');
  });

  it('sizes columns to their content when none declares a width', () => {
    render(
      <DataTable
        label="Accounts"
        columns={AUTO_COLUMNS}
        data={ACCOUNTS}
        getRowId={(row) => row.id}
      />,
    );
    const table = screen.getByRole('table', { name: 'Accounts' });
    expect(table).toHaveAttribute('data-layout', 'auto');
    expect(table.style.minWidth).toBe('');
  });

  it('keeps the header row at the top of the page while the rows scroll, when asked', () => {
    const { rerender } = renderTable();
    const table = screen.getByRole('table', { name: 'Accounts' });
    // By default the table scrolls sideways in its own box, and the header scrolls with the page.
    expect(table.parentElement).toHaveClass('overflow-x-auto');
    expect(screen.getByRole('columnheader', { name: 'Spend' })).not.toHaveClass('sticky');
    rerender(
      <DataTable
        label="Accounts"
        columns={FIXED_COLUMNS}
        data={ACCOUNTS}
        getRowId={(row) => row.id}
        hasStickyHeader
      />,
    );
    // A box that scrolls would hold a sticky header in it: the page's scroll takes over.
    expect(table.parentElement).toHaveClass('overflow-visible');
    expect(table.parentElement).not.toHaveClass('overflow-x-auto');
    for (const header of screen.getAllByRole('columnheader')) {
      expect(header).toHaveClass('sticky', 'top-[var(--data-table-sticky-top,0px)]', 'z-20');
    }
  });

  it('scrolls what takes the focus in the body clear of the sticky header and the bar above it', async () => {
    // jsdom lays nothing out: the header row is given the height a browser would.
    const measured = vi
      .spyOn(HTMLTableSectionElement.prototype, 'getBoundingClientRect')
      .mockReturnValue({ height: 44 } as DOMRect);
    try {
      render(
        <DataTable
          label="Accounts"
          columns={FIXED_COLUMNS}
          data={ACCOUNTS}
          getRowId={(row) => row.id}
          hasStickyHeader
        />,
      );
      const table = screen.getByRole('table', { name: 'Accounts' });
      await waitFor(() =>
        expect(table.style.getPropertyValue('--data-table-header-height')).toBe('44px'),
      );
      const body = table.querySelector('tbody')!;
      expect(body.className).toContain(
        '[&_*]:scroll-mt-[calc(var(--data-table-sticky-top,0px)+var(--data-table-header-height,0px)+0.5rem)]',
      );
    } finally {
      measured.mockRestore();
    }
  });

  it('leaves the body alone without a sticky header', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Accounts' });
    expect(table.style.getPropertyValue('--data-table-header-height')).toBe('');
    expect(table.querySelector('tbody')!.className).not.toContain('scroll-mt');
  });

  it('keeps the first column in view when the table scrolls sideways', () => {
    renderTable();
    const [header, ...others] = screen.getAllByRole('columnheader');
    expect(header).toHaveAttribute('data-sticky');
    expect(header).toHaveClass('sticky');
    expect(header!.style.left).toBe('0px');
    for (const other of others) expect(other).not.toHaveAttribute('data-sticky');
    const firstCells = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[0]!);
    for (const cell of firstCells) {
      expect(cell).toHaveAttribute('data-sticky');
      expect(cell.style.left).toBe('0px');
    }
  });

  it('with row checkboxes, keeps both the checkboxes and the first column, side by side', () => {
    renderTable({
      selection: {
        state: {},
        onChange: vi.fn(),
        selectAllLabel: 'Select all',
        selectRowLabel: (account) => `Select ${account.name}`,
      },
    });
    const [checkboxes, name, spend] = screen.getAllByRole('columnheader');
    expect(checkboxes).toHaveAttribute('data-sticky');
    expect(checkboxes!.style.left).toBe('0px');
    expect(checkboxes!.style.width).toBe('2.5rem');
    expect(name).toHaveAttribute('data-sticky');
    expect(name!.style.left).toBe('2.5rem');
    expect(spend).not.toHaveAttribute('data-sticky');
  });
});
