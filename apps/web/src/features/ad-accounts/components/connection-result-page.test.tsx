import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';

const originalOpener = Object.getOwnPropertyDescriptor(window, 'opener');

/** The window that opened the popup, as the success route sees it through `window.opener`. */
function giveWindowAnOpener() {
  const opener = { postMessage: vi.fn(), closed: false };
  Object.defineProperty(window, 'opener', { value: opener, configurable: true });
  const close = vi.spyOn(window, 'close').mockImplementation(() => {});
  return { opener, close };
}

afterEach(() => {
  if (originalOpener === undefined) Reflect.deleteProperty(window, 'opener');
  else Object.defineProperty(window, 'opener', originalOpener);
});

describe('success route', () => {
  it('posts the outcome to the opener with the app’s origin as target, then closes', async () => {
    const { opener, close } = giveWindowAnOpener();
    renderApp({ path: '/success?status=true&email=ads%40acme.test' });
    await waitFor(() =>
      expect(opener.postMessage).toHaveBeenCalledWith(
        { status: 'true', email: 'ads@acme.test' },
        window.location.origin,
      ),
    );
    expect(close).toHaveBeenCalled();
    expect(screen.getByText(/closes by itself/)).toBeInTheDocument();
  });

  it('reports a refusal with its error code, and an unknown one as unknown', async () => {
    const { opener } = giveWindowAnOpener();
    renderApp({ path: '/success?status=false&error=access_denied' });
    await waitFor(() =>
      expect(opener.postMessage).toHaveBeenCalledWith(
        { status: 'false', error: 'access_denied' },
        window.location.origin,
      ),
    );
  });

  it('opened directly (no opener), says so with a link to ad accounts, outside the shell', async () => {
    const close = vi.spyOn(window, 'close');
    renderApp({ path: '/success?status=true&email=ads%40acme.test' });
    expect(await screen.findByText('ads@acme.test is connected.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to ad accounts' })).toHaveAttribute(
      'href',
      '/ad-accounts',
    );
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).toBeNull();
    expect(close).not.toHaveBeenCalled();
  });
});
