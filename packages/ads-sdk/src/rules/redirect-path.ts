/** Longer `redirect` values are dropped: no page of the app has an address anywhere near this. */
export const MAX_REDIRECT_PATH_LENGTH = 2048;

// Any origin serves to resolve the path: what matters is only whether it stays on that origin.
const RESOLVING_ORIGIN = 'http://redirect-path.invalid';

/**
 * The page to land on after sign-in (the `redirect` of /login and of the single sign-on start),
 * when `requested` is a path on the app's own origin; undefined for anything else, so sign-in can
 * never send someone to another site. The path comes back normalised (`/a/../b` is `/b`), and the
 * normalised form is checked again: resolving dot segments can turn `/.//evil.example` or
 * `/a/..//evil.example` into `//evil.example`, which a browser reads as another origin.
 */
export function findSafeRedirectPath(requested: string | undefined): string | undefined {
  if (requested === undefined || requested.length > MAX_REDIRECT_PATH_LENGTH) return undefined;
  if (!isSameOriginPath(requested) || !URL.canParse(requested, RESOLVING_ORIGIN)) return undefined;
  const resolved = new URL(requested, RESOLVING_ORIGIN);
  if (resolved.origin !== RESOLVING_ORIGIN) return undefined;
  // An encoded slash or backslash is no part of any page's path, and a router that decodes the
  // path before navigating would meet `//host` again.
  if (/%2f|%5c/i.test(resolved.pathname)) return undefined;
  const path = `${resolved.pathname}${resolved.search}${resolved.hash}`;
  return isSameOriginPath(path) ? path : undefined;
}

/**
 * An absolute path a browser keeps on the current origin: one leading `/` and no second one or
 * backslash after it (`//host` and `/\host` are other origins), no backslash anywhere (browsers
 * read it as `/`) and no control characters (the URL parser drops tabs and newlines, which hides
 * such tricks).
 */
function isSameOriginPath(path: string): boolean {
  return (
    path.startsWith('/') &&
    !path.startsWith('//') &&
    !path.includes('\\') &&
    !hasControlCharacter(path)
  );
}

function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}
