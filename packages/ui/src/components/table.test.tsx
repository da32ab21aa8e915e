import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from './table';

describe('Table', () => {
  it('renders semantic table parts that assistive tech can read', () => {
    render(
      <Table>
        <TableCaption>Ad accounts</TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead>Ad account</TableHead>
            <TableHead>Last run</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          <TableRow data-state="selected">
            <TableCell>Acme EU</TableCell>
            <TableCell>Mar 02, 2025 10:00</TableCell>
          </TableRow>
          <TableRow>
            <TableCell>Acme US</TableCell>
            <TableCell>Never</TableCell>
          </TableRow>
        </TableBody>
        <TableFooter>
          <TableRow>
            <TableCell colSpan={2}>2 accounts</TableCell>
          </TableRow>
        </TableFooter>
      </Table>,
    );

    const table = screen.getByRole('table', { name: 'Ad accounts' });
    expect(table).toHaveAttribute('data-slot', 'table');
    expect(table.parentElement).toHaveAttribute('data-slot', 'table-container');
    expect(table.querySelector('caption')).toHaveTextContent('Ad accounts');
    expect(table.querySelector('thead')).toHaveAttribute('data-slot', 'table-header');
    expect(table.querySelector('tbody')).toHaveAttribute('data-slot', 'table-body');
    expect(table.querySelector('tfoot')).toHaveAttribute('data-slot', 'table-footer');

    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Ad account', 'Last run']);
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['Acme EU', 'Mar 02, 2025 10:00']);
    expect(rows[1]).toHaveClass('data-[state=selected]:bg-muted');
    expect(within(rows[3]!).getByRole('cell')).toHaveAttribute('colspan', '2');
  });

  it('merges a caller className over its own', () => {
    render(
      <Table className="text-xs">
        <TableBody>
          <TableRow>
            <TableCell className="p-4">Cell</TableCell>
          </TableRow>
        </TableBody>
      </Table>,
    );
    expect(screen.getByRole('table')).toHaveClass('text-xs');
    expect(screen.getByRole('table')).not.toHaveClass('text-sm');
    expect(screen.getByRole('cell')).toHaveClass('p-4');
    expect(screen.getByRole('cell')).not.toHaveClass('p-2');
  });
});
