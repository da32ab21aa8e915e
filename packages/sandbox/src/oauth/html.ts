import { createHash } from 'node:crypto';

// The sandbox's pages are self-contained (no scripts, fonts or images from elsewhere) so they work
// offline and under any Content-Security-Policy the host app sets.

const STYLE = `
  :root { color-scheme: dark; }
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 24px;
    background: #0f1115; color: #e6e8ee; font: 15px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; }
  main { width: 100%; max-width: 440px; background: #181b22; border: 1px solid #2a2f3a;
    border-radius: 12px; padding: 28px; }
  h1 { font-size: 20px; margin: 0 0 4px; }
  p { margin: 0 0 16px; color: #a7adbb; }
  .badge { display: inline-block; font-size: 12px; padding: 2px 8px; border-radius: 999px;
    background: #2a2f3a; color: #c8ccd6; margin-bottom: 12px; }
  ul.scopes { margin: 0 0 20px; padding-left: 18px; color: #c8ccd6; word-break: break-all; }
  form { display: grid; gap: 10px; }
  button { width: 100%; text-align: left; padding: 12px 14px; border-radius: 8px; cursor: pointer;
    border: 1px solid #2f3542; background: #222732; color: #e6e8ee; font: inherit; }
  button:hover, button:focus-visible { border-color: #5b8cff; outline: none; }
  button .email { display: block; font-size: 13px; color: #a7adbb; }
  button.cancel { text-align: center; background: transparent; color: #a7adbb; margin-top: 6px; }
  code { background: #222732; padding: 1px 5px; border-radius: 4px; }
`;

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export function renderPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

/** The one inline stylesheet of the pages, allowed by its hash rather than by 'unsafe-inline'. */
const STYLE_SOURCE = `'sha256-${createHash('sha256').update(STYLE, 'utf8').digest('base64')}'`;

/**
 * No script may run, no style but the page's own, and no other site may frame the page
 * (clickjacking of the consent buttons). Replaces the host app's policy on these pages.
 */
export const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': `default-src 'none'; style-src ${STYLE_SOURCE}; frame-ancestors 'none'`,
  'cache-control': 'no-store',
  'x-frame-options': 'DENY',
} as const;

export function renderErrorPage(providerTitle: string, error: string, description: string): string {
  return renderPage(
    `${providerTitle} sandbox: error`,
    `<span class="badge">${escapeHtml(providerTitle)} sandbox</span>
<h1>Error 400: ${escapeHtml(error)}</h1>
<p>${escapeHtml(description)}</p>
<p>The request came from a client the sandbox cannot send you back to safely.</p>`,
  );
}
