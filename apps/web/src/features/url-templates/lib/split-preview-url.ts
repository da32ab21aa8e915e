/** A piece of the preview URL; `isOurs` marks a parameter the template wrote. */
interface UrlSegment {
  text: string;
  isOurs: boolean;
}

function decodeName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
}

/**
 * Splits a final URL so the preview can highlight the template's parameters among the landing
 * page's own: string work on the query, like the engine's merge, so the URL is shown exactly as
 * the ad will carry it (order, encoding and fragment untouched).
 */
export function splitPreviewUrl(url: string, ourNames: ReadonlySet<string>): UrlSegment[] {
  const hashIndex = url.indexOf('#');
  const beforeHash = hashIndex === -1 ? url : url.slice(0, hashIndex);
  const fragment = hashIndex === -1 ? '' : url.slice(hashIndex);
  const queryIndex = beforeHash.indexOf('?');
  if (queryIndex === -1) return [{ text: url, isOurs: false }];

  const segments: UrlSegment[] = [{ text: beforeHash.slice(0, queryIndex + 1), isOurs: false }];
  const pairs = beforeHash.slice(queryIndex + 1).split('&');
  pairs.forEach((pair, index) => {
    const name = decodeName(pair.split('=', 1)[0] ?? '');
    if (index > 0) segments.push({ text: '&', isOurs: false });
    segments.push({ text: pair, isOurs: ourNames.has(name) });
  });
  if (fragment !== '') segments.push({ text: fragment, isOurs: false });
  // Neighbours of the same kind are joined, so the markup stays small.
  return segments.reduce<UrlSegment[]>((joined, segment) => {
    const last = joined.at(-1);
    if (last !== undefined && last.isOurs === segment.isOurs && !segment.isOurs) {
      last.text += segment.text;
    } else {
      joined.push({ ...segment });
    }
    return joined;
  }, []);
}
