import * as React from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { StatusTiles, type StatusTileOption } from './status-tiles';

type Status = 'updated' | 'skipped' | 'error';

const TILES: StatusTileOption<Status>[] = [
  { value: 'updated', label: 'Updated', count: 1200, tone: 'success' },
  { value: 'skipped', label: 'Already tagged', count: 0, tone: 'muted' },
  { value: 'error', label: 'Error', count: 3, tone: 'danger' },
];

function ControlledTiles({
  initial = null,
  onChange,
}: {
  initial?: Status | null;
  onChange?: (value: Status | null) => void;
}) {
  const [value, setValue] = React.useState<Status | null>(initial);
  return (
    <StatusTiles
      label="Filter by status"
      tiles={TILES}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
      allTile={{ label: 'All', count: 1203 }}
      formatCount={(count) => count.toLocaleString('en-US')}
    />
  );
}

describe('StatusTiles', () => {
  it('renders a radio group of 150×60 tiles with label and count, "All" on by default', () => {
    render(<ControlledTiles />);
    const group = screen.getByRole('radiogroup', { name: 'Filter by status' });
    expect(group).toHaveAttribute('data-slot', 'status-tiles');

    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.textContent)).toEqual([
      'All 1,203',
      'Updated 1,200',
      'Already tagged 0',
      'Error 3',
    ]);
    for (const radio of radios) expect(radio).toHaveClass('h-[60px]', 'w-[150px]');
    expect(screen.getByRole('radio', { name: 'All 1,203' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(screen.getByRole('radio', { name: 'Error 3' })).toHaveAttribute('data-tone', 'danger');
    expect(screen.getByRole('radio', { name: /Error/ })).toHaveClass(
      'data-[state=on]:border-destructive',
    );
    const count = screen
      .getByRole('radio', { name: /Updated/ })
      .querySelector('[data-slot=status-tile-count]');
    expect(count).toHaveClass('tabular-nums');
  });

  it('selects one status at a time; "All" clears it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<ControlledTiles onChange={onChange} />);

    await user.click(screen.getByRole('radio', { name: /Updated/ }));
    expect(onChange).toHaveBeenLastCalledWith('updated');
    expect(screen.getByRole('radio', { name: /Updated/ })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radio', { name: /All/ })).toHaveAttribute('aria-checked', 'false');

    await user.click(screen.getByRole('radio', { name: /Error/ }));
    expect(onChange).toHaveBeenLastCalledWith('error');
    expect(screen.getByRole('radio', { name: /Updated/ })).toHaveAttribute('aria-checked', 'false');

    await user.click(screen.getByRole('radio', { name: /All/ }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole('radio', { name: /All/ })).toHaveAttribute('aria-checked', 'true');
  });

  it('keeps the chosen tile on when it is chosen again', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<ControlledTiles initial="error" onChange={onChange} />);
    await user.click(screen.getByRole('radio', { name: /Error/ }));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('radio', { name: /Error/ })).toHaveAttribute('aria-checked', 'true');
  });

  it('lets a zero count be chosen (the page shows its empty state)', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<ControlledTiles onChange={onChange} />);
    const zero = screen.getByRole('radio', { name: /Already tagged/ });
    expect(zero).toBeEnabled();
    await user.click(zero);
    expect(onChange).toHaveBeenLastCalledWith('skipped');
  });

  it('is one tab stop; arrows move focus and choose, as radios do', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <>
        <button type="button">Before</button>
        <ControlledTiles onChange={onChange} />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Before' }));
    await user.tab();
    expect(screen.getByRole('radio', { name: /All/ })).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: /Updated/ })).toHaveFocus();
    expect(onChange).toHaveBeenLastCalledWith('updated');

    await user.keyboard('{ArrowRight}');
    const zero = screen.getByRole('radio', { name: /Already tagged/ });
    expect(zero).toHaveFocus();
    expect(zero).toHaveAttribute('aria-checked', 'true');
    expect(onChange).toHaveBeenLastCalledWith('skipped');

    await user.keyboard('{ArrowLeft}');
    expect(onChange).toHaveBeenLastCalledWith('updated');

    await user.keyboard('{Home}');
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(onChange).toHaveBeenCalledTimes(4);

    // Leaving the group and coming back lands on the tile that is on, and changes nothing.
    await user.tab({ shift: true });
    await user.tab();
    expect(screen.getByRole('radio', { name: /All/ })).toHaveFocus();
    expect(onChange).toHaveBeenCalledTimes(4);

    // A click on another tile chooses it once (the focus it takes is not a key's).
    await user.click(screen.getByRole('radio', { name: /Error/ }));
    expect(onChange).toHaveBeenLastCalledWith('error');
    expect(onChange).toHaveBeenCalledTimes(5);
  });
});
