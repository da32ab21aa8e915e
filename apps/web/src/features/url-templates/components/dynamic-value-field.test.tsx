import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DYNAMIC_VALUES } from '../test/template-api-routes';
import { DynamicValueField, insertToken } from './dynamic-value-field';

describe('insertToken', () => {
  it('swaps a value that is one token, and puts the token at the cursor in text', () => {
    const noCursor = { start: null, end: null };
    expect(insertToken('', '{ad_id}', noCursor)).toEqual({ value: '{ad_id}', cursor: 7 });
    expect(insertToken('{campaign_name}', '{ad_id}', { start: 3, end: 3 }).value).toBe('{ad_id}');
    expect(insertToken('q1_', '{ad_id}', noCursor)).toEqual({ value: 'q1_{ad_id}', cursor: 10 });
    expect(insertToken('q1__x', '{ad_id}', { start: 3, end: 4 }).value).toBe('q1_{ad_id}x');
  });
});

function Field() {
  const [value, setValue] = useState('');
  return (
    <DynamicValueField
      id="value"
      value={value}
      dynamicValues={DYNAMIC_VALUES}
      label="Value of utm_campaign"
      isInvalid={false}
      describedBy={undefined}
      onChange={setValue}
    />
  );
}

describe('DynamicValueField', () => {
  it('offers the platform’s values grouped by who fills them in, and puts the pick in', async () => {
    render(<Field />);
    await userEvent.click(
      screen.getByRole('button', { name: 'Insert a dynamic value into Value of utm_campaign' }),
    );
    const menu = await screen.findByRole('menu');
    expect(menu).toHaveTextContent(/Utmost \(from each ad\).*Campaign name.*Google ValueTrack/);
    await userEvent.click(screen.getByRole('menuitem', { name: /ValueTrack keyword/ }));
    const input = screen.getByRole('textbox', { name: 'Value of utm_campaign' });
    expect(input).toHaveValue('{keyword}');
    await waitFor(() => expect(input).toHaveFocus());
  });

  it('gives focus back to its button when closed with Escape, without a pick', async () => {
    const user = userEvent.setup();
    render(<Field />);
    const button = screen.getByRole('button', {
      name: 'Insert a dynamic value into Value of utm_campaign',
    });
    button.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('menu');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(button).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'Value of utm_campaign' })).toHaveValue('');
  });
});
