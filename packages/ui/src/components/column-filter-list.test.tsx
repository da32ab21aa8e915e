import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ColumnFilterList } from './column-filter-list';

const FORMATS = [
  { value: 'TEXT_AD', label: 'Text ad' },
  { value: 'CAROUSEL', label: 'Carousel' },
  { value: 'SPOTLIGHT', label: 'Spotlight' },
];

describe('ColumnFilterList', () => {
  it('works on its own, outside a popover, with translated texts', async () => {
    const user = userEvent.setup();
    const onSelectedChange = vi.fn();
    render(
      <ColumnFilterList
        label="Formate filtern"
        options={FORMATS}
        selected={['CAROUSEL', 'NO_LONGER_LISTED']}
        onSelectedChange={onSelectedChange}
        labels={{
          searchPlaceholder: 'Suchen',
          selectAll: 'Alle auswählen',
          only: 'Nur',
          selectOnly: (optionLabel) => `Nur ${optionLabel}`,
          selectedCount: (count, total) => `${count} von ${total}`,
        }}
      />,
    );
    const list = screen.getByRole('list', { name: 'Formate filtern' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByText('1 von 3')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Suchen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Unselect all' })).toBeEnabled();

    // A value the options no longer list drops out of the next selection.
    await user.click(screen.getByRole('button', { name: 'Alle auswählen' }));
    expect(onSelectedChange).toHaveBeenLastCalledWith(['TEXT_AD', 'CAROUSEL', 'SPOTLIGHT']);

    await user.click(screen.getByRole('button', { name: 'Nur Spotlight' }));
    expect(onSelectedChange).toHaveBeenLastCalledWith(['SPOTLIGHT']);
    expect(screen.getByRole('button', { name: 'Nur Spotlight' })).toHaveTextContent('Nur');
  });

  it('shows the full label of a truncated value on hover', () => {
    render(
      <ColumnFilterList
        label="Filter formats"
        options={FORMATS}
        selected={[]}
        onSelectedChange={() => undefined}
      />,
    );
    expect(screen.getByText('Carousel')).toHaveAttribute('title', 'Carousel');
    expect(screen.getByText('0 of 3 selected')).toBeInTheDocument();
  });
});
