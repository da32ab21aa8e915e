/**
 * The app path to land on after sign-in, when `requested` is a path on our own origin; undefined
 * for anything else (absolute or scheme-relative URLs, backslash tricks, control characters), so
 * the sign-in can never be used to send someone to another site.
 */
export function findSafeRedirectPath(
  requested: string | undefined,
  publicUrl: string,
): string | undefined {
  if (requested === undefined || !requested.startsWith('/')) return undefined;
  // Browsers read `//host` and `/\host` as another origin; control characters hide such tricks.
  if (requested.startsWith('//') || requested.includes('\\') || hasControlCharacter(requested)) {
    return undefined;
  }
  const origin = new URL(publicUrl).origin;
  if (!URL.canParse(requested, origin)) return undefined;
  const resolved = new URL(requested, origin);
  if (resolved.origin !== origin) return undefined;
  return `${resolved.pathname}${resolved.search}${resolved.hash}`;
}

function hasControlCharacter(text: string): boolean {
  return [...text].some((character) => {
    const code = character.charCodeAt(0);
    return code < 0x20 || code === 0x7f;
  });
}
