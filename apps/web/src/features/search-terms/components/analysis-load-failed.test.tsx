import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AnalysisLoadFailed } from './analysis-load-failed';

describe('an analysis tab whose read failed', () => {
  it('says what failed and tries again when asked', async () => {
    const onRetry = vi.fn();
    render(<AnalysisLoadFailed title="The n-grams could not be loaded." onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The n-grams could not be loaded.');
    expect(onRetry).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('says why when the API said', () => {
    render(
      <AnalysisLoadFailed
        title="The suggested negative keywords could not be loaded."
        description="Reconnect the Google Ads login."
        onRetry={() => {}}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Reconnect the Google Ads login.');
  });
});
