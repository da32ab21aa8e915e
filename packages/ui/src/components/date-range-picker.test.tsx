import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DateRangePicker } from './date-range-picker';
import type { DayRange } from '../lib/date-range';

const LATEST_DAY = new Date(2026, 10, 26);

function renderPicker(initial?: DayRange, maxDays?: number) {
  const onValueChange = vi.fn();
  function Harness() {
    const [value, setValue] = useState(initial);
    return (
      <>
        <span id="dates-label">Dates</span>
        <DateRangePicker
          aria-labelledby="dates-label"
          value={value}
          onValueChange={(range) => {
            onValueChange(range);
            setValue(range);
          }}
          placeholder="Choose dates"
          max={LATEST_DAY}
          maxDays={maxDays}
        />
      </>
    );
  }
  render(<Harness />);
  return { user: userEvent.setup(), onValueChange };
}

/** A day's button in the open calendar, by its day of November 2026. */
function findNovemberDay(date: number) {
  const grid = screen.getByRole('grid', { name: 'November 2026' });
  return within(grid).getByRole('button', {
    name: new RegExp(`^${String(date)} November 2026, \\w+day`),
  });
}

describe('DateRangePicker', () => {
  it('picks a range over two months and hands it on in words once applied', async () => {
    const { user, onValueChange } = renderPicker();
    const trigger = screen.getByRole('button', { name: 'Dates' });
    expect(trigger).toHaveTextContent('Choose dates');

    await user.click(trigger);
    const panel = await screen.findByRole('dialog', { name: 'Choose dates' });
    // Two months, ending with the latest allowed one.
    expect(
      within(panel)
        .getAllByRole('grid')
        .map((grid) => grid.getAttribute('aria-label')),
    ).toEqual(['October 2026', 'November 2026']);
    const apply = within(panel).getByRole('button', { name: 'Apply' });
    expect(apply).toBeDisabled();

    await user.click(findNovemberDay(3));
    expect(panel).toHaveTextContent('From 3 Nov 2026: choose the last day.');
    expect(apply).toBeDisabled();
    await user.click(findNovemberDay(17));
    expect(panel).toHaveTextContent('3 Nov – 17 Nov 2026');
    expect(onValueChange).not.toHaveBeenCalled();

    await user.click(apply);
    expect(onValueChange).toHaveBeenCalledWith({
      from: new Date(2026, 10, 3),
      to: new Date(2026, 10, 17),
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(trigger).toHaveTextContent('3 Nov – 17 Nov 2026');
  });

  it('offers no day after the latest, nor one that would make the range too long', async () => {
    const { user } = renderPicker(undefined, 7);
    await user.click(screen.getByRole('button', { name: 'Dates' }));
    await screen.findByRole('dialog');
    expect(findNovemberDay(27)).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Go to the Next Month' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );

    await user.click(findNovemberDay(10));
    // Seven days at most, both ends counted, on either side of the start.
    expect(findNovemberDay(16)).toBeEnabled();
    expect(findNovemberDay(17)).toBeDisabled();
    expect(findNovemberDay(4)).toBeEnabled();
    expect(findNovemberDay(3)).toBeDisabled();
  });

  it('turns an earlier second day into the start, so the end never precedes it', async () => {
    const { user, onValueChange } = renderPicker();
    await user.click(screen.getByRole('button', { name: 'Dates' }));
    await screen.findByRole('dialog');
    await user.click(findNovemberDay(17));
    await user.click(findNovemberDay(3));
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onValueChange).toHaveBeenCalledWith({
      from: new Date(2026, 10, 3),
      to: new Date(2026, 10, 17),
    });
  });

  it('is driven by the keyboard, and Escape leaves the range as it was', async () => {
    const chosen = { from: new Date(2026, 10, 3), to: new Date(2026, 10, 17) };
    const { user, onValueChange } = renderPicker(chosen);
    const trigger = screen.getByRole('button', { name: 'Dates' });
    trigger.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog');
    // Focus lands on the range's first day; the arrows walk the days.
    await waitFor(() => expect(findNovemberDay(3)).toHaveFocus());
    await user.keyboard('{ArrowRight}');
    expect(findNovemberDay(4)).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.keyboard('{ArrowDown}');
    expect(findNovemberDay(11)).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog')).toHaveTextContent('4 Nov – 11 Nov 2026');

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onValueChange).not.toHaveBeenCalled();
    expect(trigger).toHaveTextContent('3 Nov – 17 Nov 2026');
    expect(trigger).toHaveFocus();
  });
});
