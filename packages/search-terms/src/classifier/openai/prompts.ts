import type { ClassifierBrief } from '../classifier-types.js';

import type { ChatPromptMessage } from '../../openai/json-chat-endpoint.js';

export type { ChatPromptMessage };

const SYSTEM_PROMPT =
  'You help a pay-per-click specialist clean a Google Ads account: for each search term that ' +
  "triggered the advertiser's ads, decide whether to exclude it (add it as a negative) because " +
  'the person searching is not a likely customer, or keep it. Decide from the brief: what the ' +
  'advertiser sells, to whom and where, its competitors, its rules and its example decisions ' +
  '(follow the examples for the same or similar terms). Keep comparisons and "alternative to" ' +
  'searches unless a rule says otherwise; never exclude a term for its language alone. Category ' +
  "is 'brand' when the term names a company (the advertiser or a competitor), otherwise " +
  "'product'. Give one sentence of reason naming the signal that decided it (a rule, a " +
  'competitor, a product, a location, an intent such as job seeking or free downloads) and a ' +
  'confidence from 0 to 1. Answer with JSON only, one entry per numbered term, in English.';

/** Messages asking a model to decide a numbered batch of terms against the brief. */
export function buildClassifierPrompt(
  brief: ClassifierBrief,
  searchTerms: readonly string[],
): ChatPromptMessage[] {
  return [
    { role: 'system', content: SYSTEM_PROMPT },
    {
      role: 'user',
      content: [
        renderBrief(brief),
        '',
        `Search terms (${searchTerms.length}); answer for every number:`,
        ...searchTerms.map((term, position) => `${position + 1}. ${term}`),
      ].join('\n'),
    },
  ];
}

function renderBrief(brief: ClassifierBrief): string {
  const lines = [
    `Advertiser: ${brief.name} (${brief.website})`,
    `Overview: ${brief.shortDescription}`,
    '',
    'Products and services:',
    ...listOrNone(brief.products.map(({ name, description }) => `${name}: ${description}`)),
    '',
    'Competitors:',
    ...listOrNone(brief.competitorsList),
    '',
    'Rules:',
    ...listOrNone(brief.rules.map(({ description }) => description)),
    '',
    'Example decisions:',
    ...listOrNone(
      brief.examples.map(
        ({ searchTerm, isExclude, category }) =>
          `"${searchTerm}": ${isExclude ? 'exclude' : 'keep'} (${category})`,
      ),
    ),
  ];
  return lines.join('\n');
}

function listOrNone(items: readonly string[]): string[] {
  const cleaned = items.map((item) => item.trim()).filter((item) => item !== '');
  return cleaned.length === 0 ? ['- (none)'] : cleaned.map((item) => `- ${item}`);
}
