import { cleanText, type HtmlDocument, type HtmlElement } from './html-document.js';
import type { SiteSection } from './site-snapshot.js';

const SECTION_HEADINGS = 'h2, h3';
const HEADING_TAGS = new Set(['H1', 'H2', 'H3', 'H4', 'H5', 'H6']);
const TEXT_TAGS = new Set(['P', 'DD', 'BLOCKQUOTE']);
/** Card grids and long pages: the first sections say what is sold, the rest repeats it. */
const MAX_SECTIONS = 40;
/** How far past a heading its text may sit (a price line, an image, a badge in between). */
const MAX_SIBLINGS_READ = 4;

/**
 * Each h2–h3 of the page with the first paragraph after it and before the next heading: the text
 * a card or a section writes about its own title. Headings inside navigation, header and footer
 * name parts of the site, not what it sells: left out.
 */
export function readSections(document: HtmlDocument): SiteSection[] {
  const sections = new Map<string, string>();
  for (const heading of document.querySelectorAll(SECTION_HEADINGS)) {
    if (heading.closest('nav, header, footer, [role="navigation" i]')) continue;
    const title = cleanText(heading.textContent);
    if (title === null || sections.has(title)) continue;
    const text = findTextAfter(heading);
    if (text !== null) sections.set(title, text);
    if (sections.size >= MAX_SECTIONS) break;
  }
  return [...sections].map(([heading, text]) => ({ heading, text }));
}

function findTextAfter(heading: HtmlElement): string | null {
  let sibling = heading.nextElementSibling;
  for (let read = 0; sibling && read < MAX_SIBLINGS_READ; read += 1) {
    if (HEADING_TAGS.has(sibling.tagName)) return null;
    if (TEXT_TAGS.has(sibling.tagName)) return cleanText(sibling.textContent);
    const nested = sibling.querySelector('p');
    if (nested && !sibling.querySelector('h1, h2, h3, h4, h5, h6'))
      return cleanText(nested.textContent);
    sibling = sibling.nextElementSibling;
  }
  return null;
}
