/** A piece of an e-mail's text: plain text, or a link to make clickable. */
type TextPart = { kind: 'text'; text: string } | { kind: 'link'; href: string };

// Up to the first space or a character that cannot end a link in prose.
const LINK_PATTERN = /https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)]/g;

/** Splits plain text into text and http(s) links, in order, losing nothing. */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK_PATTERN)) {
    if (match.index > last) parts.push({ kind: 'text', text: text.slice(last, match.index) });
    parts.push({ kind: 'link', href: match[0] });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

/**
 * A link in a local e-mail points at the app; the mailbox opens it on this origin so that a
 * newcomer who reached the app by another host name (127.0.0.1, a tunnel) keeps their session.
 */
export function toSameOriginHref(href: string, origin: string): string {
  try {
    const url = new URL(href);
    const current = new URL(origin);
    if (url.hostname !== current.hostname && !['localhost', '127.0.0.1'].includes(url.hostname)) {
      return href;
    }
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return href;
  }
}
