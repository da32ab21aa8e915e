import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DataTableSortButton, toAriaSort } from './data-table-column-header';

describe('toAriaSort', () => {
  it('maps a sort state to the aria-sort value', () => {
    expect(toAriaSort('asc')).toBe('ascending');
    expect(toAriaSort('desc')).toBe('descending');
    expect(toAriaSort(false)).toBe('none');
  });
});

describe('DataTableSortButton', () => {
  it('is a button that Enter and Space press, marked with its direction', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <DataTableSortButton sorted="desc" onClick={onClick}>
        Connected
      </DataTableSortButton>,
    );
    const button = screen.getByRole('button', { name: 'Connected' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('data-sorted', 'desc');
    button.focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('carries no direction while unsorted', () => {
    render(<DataTableSortButton sorted={false}>Name</DataTableSortButton>);
    expect(screen.getByRole('button', { name: 'Name' })).not.toHaveAttribute('data-sorted');
  });
});
