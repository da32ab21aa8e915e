import { render, screen } from '@testing-library/react';
import { TriangleAlertIcon } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { Alert, AlertDescription, AlertTitle } from './alert';

describe('Alert', () => {
  it('is announced as an alert with its title and description', () => {
    render(
      <Alert>
        <TriangleAlertIcon />
        <AlertTitle>Connection error</AlertTitle>
        <AlertDescription>Reconnect the Google Ads login to resume tagging.</AlertDescription>
      </Alert>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveAttribute('data-slot', 'alert');
    expect(alert).toHaveAttribute('data-variant', 'default');
    expect(alert).toHaveTextContent('Connection error');
    expect(screen.getByText('Connection error')).toHaveAttribute('data-slot', 'alert-title');
    expect(screen.getByText('Reconnect the Google Ads login to resume tagging.')).toHaveAttribute(
      'data-slot',
      'alert-description',
    );
  });

  it.each([
    ['destructive', 'border-destructive/60'],
    ['warning', 'border-warning/50'],
    ['info', 'border-info/50'],
  ] as const)('applies the %s variant', (variant, expectedClass) => {
    render(<Alert variant={variant}>Heads up</Alert>);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveClass(expectedClass);
    expect(alert).not.toHaveClass('bg-card');
    expect(alert).toHaveAttribute('data-variant', variant);
  });
});
