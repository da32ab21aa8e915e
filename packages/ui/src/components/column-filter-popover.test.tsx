import * as React from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ColumnFilterPopover, type ColumnFilterOption } from './column-filter-popover';

const CAMPAIGNS: ColumnFilterOption[] = [
  { value: 'c1', label: 'Brand search' },
  { value: 'c2', label: 'Generic search' },
  { value: 'c3', label: 'Display retargeting' },
  { value: 'c4', label: 'BRAND video' },
];

function ControlledFilter({
  initial = CAMPAIGNS.map((option) => option.value),
  options = CAMPAIGNS,
  onChange,
}: {
  initial?: string[];
  options?: ColumnFilterOption[];
  onChange?: (selected: string[]) => void;
}) {
  const [selected, setSelected] = React.useState(initial);
  return (
    <ColumnFilterPopover
      label="Filter campaigns"
      options={options}
      selected={selected}
      onSelectedChange={(next) => {
        setSelected(next);
        onChange?.(next);
      }}
    />
  );
}

async function openFilter(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: /Filter campaigns/ }));
  return screen.findByRole('dialog', { name: 'Filter campaigns' });
}

const checkbox = (name: string) => screen.getByRole('checkbox', { name });

describe('ColumnFilterPopover', () => {
  it('opens a 385×365 panel with a search box focused and a list capped at 250 px', async () => {
    const user = userEvent.setup();
    render(<ControlledFilter />);
    const panel = await openFilter(user);
    expect(panel).toHaveClass('w-[385px]', 'h-[365px]');
    expect(panel).not.toHaveClass('w-auto', 'p-4');
    const list = within(panel).getByRole('list', { name: 'Filter campaigns' });
    expect(list).toHaveClass('max-h-[250px]', 'overflow-y-auto');
    expect(within(panel).getByRole('searchbox', { name: 'Search' })).toHaveFocus();
    expect(within(list).getAllByRole('checkbox')).toHaveLength(4);
    expect(within(panel).getByText('4 of 4 selected')).toBeInTheDocument();
  });

  it('filters the list by a case-insensitive search', async () => {
    const user = userEvent.setup();
    render(<ControlledFilter />);
    const panel = await openFilter(user);
    await user.type(within(panel).getByRole('searchbox'), 'bRaNd');
    await waitFor(() => expect(within(panel).getAllByRole('checkbox')).toHaveLength(2));
    expect(checkbox('Brand search')).toBeInTheDocument();
    expect(checkbox('BRAND video')).toBeInTheDocument();

    await user.clear(within(panel).getByRole('searchbox'));
    await user.type(within(panel).getByRole('searchbox'), 'nothing like it');
    await waitFor(() => expect(within(panel).queryAllByRole('checkbox')).toHaveLength(0));
    expect(within(panel).getByText('No matches')).toBeInTheDocument();
  });

  it('toggles single values and reports them in the options order', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<ControlledFilter initial={['c3']} onChange={onChange} />);
    await openFilter(user);
    expect(checkbox('Display retargeting')).toBeChecked();

    await user.click(checkbox('Brand search'));
    expect(onChange).toHaveBeenLastCalledWith(['c1', 'c3']);
    await user.click(screen.getByText('Display retargeting'));
    expect(onChange).toHaveBeenLastCalledWith(['c1']);
    expect(checkbox('Display retargeting')).not.toBeChecked();
  });

  it('"Only" keeps just that value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<ControlledFilter onChange={onChange} />);
    await openFilter(user);
    await user.click(screen.getByRole('button', { name: 'Only Generic search' }));
    expect(onChange).toHaveBeenLastCalledWith(['c2']);
    expect(checkbox('Generic search')).toBeChecked();
    expect(checkbox('Brand search')).not.toBeChecked();
  });

  it('selects and unselects all, or all the search shows', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<ControlledFilter onChange={onChange} />);
    const panel = await openFilter(user);
    const selectAll = within(panel).getByRole('button', { name: 'Select all' });
    const unselectAll = within(panel).getByRole('button', { name: 'Unselect all' });
    expect(selectAll).toBeDisabled();

    await user.click(unselectAll);
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(unselectAll).toBeDisabled();

    await user.type(within(panel).getByRole('searchbox'), 'search');
    await waitFor(() => expect(within(panel).getAllByRole('checkbox')).toHaveLength(2));
    await user.click(selectAll);
    expect(onChange).toHaveBeenLastCalledWith(['c1', 'c2']);

    await user.clear(within(panel).getByRole('searchbox'));
    await waitFor(() => expect(within(panel).getAllByRole('checkbox')).toHaveLength(4));
    await user.click(selectAll);
    expect(onChange).toHaveBeenLastCalledWith(['c1', 'c2', 'c3', 'c4']);
  });

  it('marks the trigger while some value is unchecked', async () => {
    const user = userEvent.setup();
    render(<ControlledFilter />);
    const trigger = screen.getByRole('button', { name: 'Filter campaigns' });
    expect(trigger).not.toHaveAttribute('data-active');

    await openFilter(user);
    await user.click(checkbox('BRAND video'));
    expect(trigger).toHaveAttribute('data-active');
    expect(trigger).toHaveAccessibleName('Filter campaigns, filtered');
  });

  it('works from the keyboard: arrows through the list, Space toggles, Escape closes to the trigger', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<ControlledFilter onChange={onChange} />);
    const trigger = screen.getByRole('button', { name: 'Filter campaigns' });
    trigger.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog');

    await user.keyboard('{ArrowDown}');
    expect(checkbox('Brand search')).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(checkbox('Display retargeting')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(checkbox('Generic search')).toHaveFocus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(['c1', 'c3', 'c4']);

    await user.tab();
    expect(screen.getByRole('button', { name: 'Only Generic search' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['c2']);

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(trigger).toHaveFocus();
  });

  it('starts with an empty search on every opening', async () => {
    const user = userEvent.setup();
    render(<ControlledFilter />);
    let panel = await openFilter(user);
    await user.type(within(panel).getByRole('searchbox'), 'video');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    panel = await openFilter(user);
    expect(within(panel).getByRole('searchbox')).toHaveValue('');
    expect(within(panel).getAllByRole('checkbox')).toHaveLength(4);
  });

  // A thousand rows in jsdom take seconds on a busy machine: what is checked is the outcome.
  it('handles a thousand values', { timeout: 30_000 }, async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 1000 }, (_, index) => ({
      value: `v${index}`,
      label: `Campaign ${index}`,
    }));
    const onChange = vi.fn();
    render(<ControlledFilter options={many} initial={[]} onChange={onChange} />);
    const panel = await openFilter(user);
    expect(within(panel).getAllByRole('checkbox')).toHaveLength(1000);
    await user.type(within(panel).getByRole('searchbox'), 'campaign 99');
    await waitFor(() => expect(within(panel).getAllByRole('checkbox')).toHaveLength(11));
    await user.click(within(panel).getByRole('button', { name: 'Select all' }));
    expect(onChange).toHaveBeenLastCalledWith([
      'v99',
      ...Array.from({ length: 10 }, (_, index) => `v${990 + index}`),
    ]);
  });
});
