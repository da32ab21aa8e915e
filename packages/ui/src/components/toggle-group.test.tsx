import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ToggleGroup, ToggleGroupItem } from './toggle-group';

describe('ToggleGroup', () => {
  it('offers exclusive choices as radios that arrow keys move between and choose', async () => {
    const onValueChange = vi.fn();
    render(
      <ToggleGroup type="single" value="static" onValueChange={onValueChange} aria-label="Value">
        <ToggleGroupItem value="static">Text</ToggleGroupItem>
        <ToggleGroupItem value="dynamic">Dynamic</ToggleGroupItem>
      </ToggleGroup>,
    );
    expect(screen.getByRole('radiogroup', { name: 'Value' })).toHaveAttribute(
      'data-slot',
      'toggle-group',
    );
    const text = screen.getByRole('radio', { name: 'Text' });
    expect(text).toHaveAttribute('aria-checked', 'true');
    expect(text).toHaveAttribute('data-slot', 'toggle-group-item');
    await userEvent.click(screen.getByRole('radio', { name: 'Dynamic' }));
    expect(onValueChange).toHaveBeenCalledWith('dynamic');

    onValueChange.mockClear();
    text.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Dynamic' })).toHaveFocus();
    expect(onValueChange).toHaveBeenCalledTimes(1);
    expect(onValueChange).toHaveBeenCalledWith('dynamic');
  });
});
