import { Readability } from '@mozilla/readability';
import { cleanText, parseHtmlDocument, type HtmlDocument } from './html-document.js';

// Cookie banners and consent dialogs sit in the page's text and would end up in a brief's
// overview; they are recognised by the names sites give them, and removed before Readability.
const BOILERPLATE_SELECTOR = [
  '[id*="cookie" i]',
  '[class*="cookie" i]',
  '[id*="consent" i]',
  '[class*="consent" i]',
  '[id*="gdpr" i]',
  '[class*="gdpr" i]',
  '[aria-modal="true"]',
].join(', ');
const KEPT_CONTAINERS = new Set(['HTML', 'BODY', 'MAIN', 'ARTICLE']);
const BOILERPLATE_TEXT =
  /we use cookies|accept (all )?cookies|cookie (policy|settings|preferences)|all rights reserved/i;
const BLOCK_SELECTOR = 'p, li, blockquote, dd, figcaption';
// A page is a sample of what the company says, not an archive: a drafter needs its first
// paragraphs, and a snapshot of five pages stays small enough to store with a job.
const MAX_PARAGRAPHS = 100;

/**
 * The page's main text as paragraphs: Readability's article when it finds one, else the body's
 * blocks. Parses its own copy of the page, because Readability rewrites the document it reads.
 */
export function readMainText(html: string): string[] {
  const document = parseHtmlDocument(html);
  removeBoilerplate(document);
  // linkedom's document is DOM-shaped enough for Readability; its types are not the DOM's.
  const article = new Readability(document as never).parse();
  const source = article?.content ? parseHtmlDocument(`<body>${article.content}</body>`) : document;
  const paragraphs = readBlocks(source);
  if (paragraphs.length > 0 || article === null) return paragraphs;
  // An article made of bare text in divs has no blocks: fall back to its lines.
  return dropRepeats((article.textContent ?? '').split(/\n+/).map(cleanText)).slice(
    0,
    MAX_PARAGRAPHS,
  );
}

function removeBoilerplate(document: HtmlDocument): void {
  for (const element of document.querySelectorAll(BOILERPLATE_SELECTOR)) {
    if (!KEPT_CONTAINERS.has(element.tagName)) element.remove();
  }
}

/** The innermost blocks only, so a list item holding a paragraph is not read twice. */
function readBlocks(document: HtmlDocument): string[] {
  const texts = [...document.querySelectorAll(BLOCK_SELECTOR)]
    .filter((block) => block.querySelector(BLOCK_SELECTOR) === null)
    .map((block) => cleanText(block.textContent));
  return dropRepeats(texts).slice(0, MAX_PARAGRAPHS);
}

function dropRepeats(texts: (string | null)[]): string[] {
  const kept = new Set<string>();
  for (const text of texts) {
    if (text !== null && !BOILERPLATE_TEXT.test(text)) kept.add(text);
  }
  return [...kept];
}
