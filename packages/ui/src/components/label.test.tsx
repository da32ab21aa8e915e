import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Input } from './input';
import { Label } from './label';

describe('Label', () => {
  it('names the control it points to and focuses it when clicked', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Label htmlFor="template-name">Template name</Label>
        <Input id="template-name" />
      </>,
    );
    const input = screen.getByLabelText('Template name');
    expect(input).toHaveAttribute('id', 'template-name');
    await user.click(screen.getByText('Template name'));
    expect(input).toHaveFocus();
    expect(screen.getByText('Template name')).toHaveAttribute('data-slot', 'label');
  });
});
