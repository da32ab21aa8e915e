import type { HtmlDocument } from './html-document.js';
import { cleanText } from './html-document.js';
import type { StructuredEntity } from './site-snapshot.js';

// schema.org types a brief can use, with the common subtypes sites actually declare (a bakery is
// a `Bakery`, which is a `LocalBusiness`, which is an `Organization`). Not the whole hierarchy:
// the few that carry a company's or an offer's name and description.
const ENTITY_TYPE_BY_SCHEMA_TYPE: Record<string, StructuredEntity['type']> = {
  Organization: 'Organization',
  Corporation: 'Organization',
  LocalBusiness: 'Organization',
  OnlineBusiness: 'Organization',
  OnlineStore: 'Organization',
  Store: 'Organization',
  ProfessionalService: 'Organization',
  NGO: 'Organization',
  Product: 'Product',
  ProductGroup: 'Product',
  ProductModel: 'Product',
  IndividualProduct: 'Product',
  Service: 'Service',
};

// Entities nest (an Organization's `makesOffer` holds Offers whose `itemOffered` is a Service);
// the walk goes that deep and no deeper, so a hostile page cannot make it recurse for long.
const MAX_DEPTH = 8;
const MAX_ENTITIES = 50;

/**
 * The Organization, Product and Service entities of a page's JSON-LD blocks, wherever they sit:
 * top level, in arrays, in `@graph`, or nested in another entity. A block that is not valid JSON
 * is skipped; the same entity declared twice is kept once.
 */
export function readStructuredData(document: HtmlDocument): StructuredEntity[] {
  const entities = new Map<string, StructuredEntity>();
  const visit = (value: unknown, depth: number): void => {
    if (depth > MAX_DEPTH || entities.size >= MAX_ENTITIES) return;
    if (Array.isArray(value)) {
      for (const item of value) visit(item, depth + 1);
      return;
    }
    if (typeof value !== 'object' || value === null) return;
    const node = value as Record<string, unknown>;
    const entity = readEntity(node);
    if (entity) {
      entities.set(`${entity.type}|${entity.name}|${entity.description}`, entity);
    }
    for (const [key, child] of Object.entries(node)) {
      if (key !== '@context') visit(child, depth + 1);
    }
  };
  for (const script of document.querySelectorAll('script[type="application/ld+json" i]')) {
    try {
      visit(JSON.parse(script.textContent ?? ''), 0);
    } catch {
      // Malformed JSON-LD is common (trailing commas, HTML comments); the rest of the page stands.
    }
  }
  return [...entities.values()];
}

function readEntity(node: Record<string, unknown>): StructuredEntity | null {
  const type = readSchemaTypes(node['@type'])
    .map((schemaType) => ENTITY_TYPE_BY_SCHEMA_TYPE[schemaType])
    .find((entityType) => entityType !== undefined);
  if (type === undefined) return null;
  const name = readFirstText(node.name);
  const description = readFirstText(node.description);
  if (name === null && description === null) return null;
  if (type !== 'Organization') return { type, name, description };
  return {
    type,
    name,
    description,
    url: readFirstText(node.url),
    sameAs: readTexts(node.sameAs),
    areaServed: readTexts(node.areaServed),
  };
}

/** `"Product"`, `["Product", "Thing"]`, `"schema:Product"` or `"https://schema.org/Product"`. */
function readSchemaTypes(value: unknown): string[] {
  const types = Array.isArray(value) ? value : [value];
  return types
    .filter((type): type is string => typeof type === 'string')
    .map((type) => type.split(/[/:#]/).pop() ?? type);
}

/** Strings as they come in JSON-LD: plain, `{"@value": ...}`, a named node, or arrays of those. */
function readTexts(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(readTexts);
  if (typeof value === 'string') {
    const text = cleanText(value);
    return text === null ? [] : [text];
  }
  if (typeof value === 'object' && value !== null) {
    const node = value as Record<string, unknown>;
    return readTexts(node['@value'] ?? node.name);
  }
  return [];
}

function readFirstText(value: unknown): string | null {
  return readTexts(value)[0] ?? null;
}
