import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { track } from '../../lib/analytics';
import { ErrorScreen, SHOW_ERROR_COOKIE } from './error-screen';

vi.mock('../../lib/analytics', () => ({ track: vi.fn() }));

function buildError(): Error {
  const error = new Error('Cannot read properties of undefined');
  error.stack =
    'Error: Cannot read properties of undefined\n    at RunDetails (run-details.tsx:12:3)';
  return error;
}

afterEach(() => {
  Cookies.remove(SHOW_ERROR_COOKIE, { path: '/' });
  vi.unstubAllGlobals();
});

describe('ErrorScreen', () => {
  it('shows the title, the subtitle and a way home, but not the stack', () => {
    render(<ErrorScreen error={buildError()} />);
    expect(screen.getByRole('heading', { name: 'Oops! Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText(/We could not show this page/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to home' })).toBeInTheDocument();
    expect(screen.queryByText(/at RunDetails/)).not.toBeInTheDocument();
  });

  it('shows the stack when the showError cookie is set', () => {
    Cookies.set(SHOW_ERROR_COOKIE, 'true', { path: '/' });
    render(<ErrorScreen error={buildError()} />);
    expect(screen.getByText(/at RunDetails \(run-details\.tsx:12:3\)/)).toBeInTheDocument();
  });

  it('keeps the stack hidden when the cookie says false', () => {
    Cookies.set(SHOW_ERROR_COOKIE, 'false', { path: '/' });
    render(<ErrorScreen error={buildError()} />);
    expect(screen.queryByText(/at RunDetails/)).not.toBeInTheDocument();
  });

  it('sends the analytics error event', () => {
    render(<ErrorScreen error={buildError()} />);
    expect(track).toHaveBeenCalledWith('error', {
      message: 'Cannot read properties of undefined',
      path: window.location.pathname,
    });
  });

  it('goes back to ad accounts with a full page load', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign, pathname: '/' });
    render(<ErrorScreen error={buildError()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Back to home' }));
    expect(assign).toHaveBeenCalledWith('/ad-accounts');
  });
});
