import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseDevSetFile } from './dev-set.js';

const DEV_SET_DIR = new URL('../../test-data/search-terms-dev/', import.meta.url);
const readDevSet = (fileName: string) =>
  parseDevSetFile(readFileSync(new URL(fileName, DEV_SET_DIR), 'utf8'), fileName);

const minimalFile = (term: Record<string, unknown>) =>
  JSON.stringify({
    brief: { name: 'Acme', website: 'https://acme.example', searchTermsExcludeExamples: [] },
    terms: [
      {
        searchTerm: 'acme anvils',
        label: { isExclude: false, category: 'brand', reason: 'own brand', difficulty: 'easy' },
        ...term,
      },
    ],
  });

describe('parseDevSetFile', () => {
  it('reads the shared development set', () => {
    const hearthly = readDevSet('hearthly.json');
    const sproutstrong = readDevSet('sproutstrong.json');
    expect(hearthly.terms).toHaveLength(205);
    expect(sproutstrong.terms).toHaveLength(212);
    expect(hearthly.currency).toBe('EUR');
    expect(hearthly.brief.name).toBe('Hearthly');
    expect(hearthly.brief.competitorsList.length).toBeGreaterThanOrEqual(5);
  });

  it('maps the brief’s exclude examples to the classifier’s examples', () => {
    const { brief } = readDevSet('sproutstrong.json');
    expect(brief.examples.length).toBeGreaterThan(0);
    for (const example of brief.examples) {
      expect(Object.keys(example).sort()).toEqual(['category', 'isExclude', 'searchTerm']);
    }
    expect(brief).not.toHaveProperty('searchTermsExcludeExamples');
    expect(brief).not.toHaveProperty('briefName');
  });

  it('keeps every label out of the rows a classifier receives', () => {
    for (const fileName of ['hearthly.json', 'sproutstrong.json']) {
      const { terms } = readDevSet(fileName);
      for (const { row } of terms) {
        expect(row).not.toHaveProperty('label');
        expect(JSON.stringify(row)).not.toMatch(/difficulty|reason|isExclude/);
      }
    }
  });

  it('copies only the known row fields, so a field a future file adds cannot leak', () => {
    const { terms } = parseDevSetFile(
      minimalFile({ clicks: 3, costMicros: 1_500_000, expected: 'keep', isExclude: false }),
      'minimal.json',
    );
    expect(terms[0]?.row).toEqual({
      searchTerm: 'acme anvils',
      matchedKeyword: null,
      matchType: null,
      campaign: null,
      adGroup: null,
      impressions: 0,
      clicks: 3,
      costMicros: 1_500_000,
      conversions: 0,
    });
    expect(terms[0]?.label.category).toBe('brand');
  });

  it('names the file when its text is not JSON', () => {
    expect(() => parseDevSetFile('{ nope', 'broken.json')).toThrow(/^broken\.json: not valid JSON/);
  });

  it('names the file and the field when a term has no label', () => {
    expect(() => parseDevSetFile(minimalFile({ label: undefined }), 'unlabelled.json')).toThrow(
      /unlabelled\.json: not in the development set's format[\s\S]*label/,
    );
  });
});
