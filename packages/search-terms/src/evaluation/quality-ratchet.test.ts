import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { createLocalClassifier } from '../classifier/local/local-classifier.js';
import { MEASURED_CONFIDENCE } from '../classifier/local/signal-confidence.js';
import { parseDevSetFile } from './dev-set.js';
import { pairDecisions, type EvaluatedTerm } from './pair-decisions.js';
import {
  measureSignalConfidence,
  qualityFigures,
  type QualityFigures,
} from './signal-confidence.js';

// The quality ratchet (issue 24 item 7): every labelled file is classified and its precision,
// recall and cost-weighted precision may not fall below the reviewed figures in
// test-data/quality-golden.json; the confidence table decisions carry must be today's
// measurement. `pnpm --filter @utmost/search-terms measure:confidence` rewrites both.

const TEST_DATA = fileURLToPath(new URL('../../test-data/', import.meta.url));
const golden = JSON.parse(readFileSync(join(TEST_DATA, 'quality-golden.json'), 'utf8')) as Record<
  string,
  QualityFigures
>;

function labelledFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true })
    .flatMap((entry) => {
      const path = join(directory, entry.name);
      if (entry.isDirectory()) return labelledFiles(path);
      return entry.name.endsWith('.json') && entry.name !== 'quality-golden.json' ? [path] : [];
    })
    .sort();
}

const evaluatedByFile = new Map<string, EvaluatedTerm[]>();

beforeAll(async () => {
  for (const file of labelledFiles(TEST_DATA)) {
    const devSet = parseDevSetFile(readFileSync(file, 'utf8'), file);
    const decisions = await createLocalClassifier(devSet.brief).classify(
      devSet.terms.map((term) => term.row),
    );
    evaluatedByFile.set(relative(TEST_DATA, file), pairDecisions(devSet.terms, decisions));
  }
}, 120_000);

describe('the quality ratchet', () => {
  it('has a reviewed figure for every labelled file', () => {
    expect([...evaluatedByFile.keys()].sort()).toEqual(Object.keys(golden).sort());
  });

  it('lets no file lose precision, recall or cost-weighted precision', () => {
    const drops: string[] = [];
    for (const [file, terms] of evaluatedByFile) {
      const today = qualityFigures(terms);
      const reviewed = golden[file];
      if (!reviewed) continue;
      for (const key of ['precision', 'recall', 'costPrecision'] as const) {
        if (today[key] < reviewed[key])
          drops.push(`${file} ${key} ${reviewed[key]} -> ${today[key]}`);
      }
    }
    expect(drops).toEqual([]);
  });

  it('gives decisions the confidences measured on the labelled files today', () => {
    const table = measureSignalConfidence([...evaluatedByFile.values()].flat());
    const confidences = (side: 'exclude' | 'keep') =>
      Object.fromEntries(
        Object.entries(table[side]).map(([signal, measure]) => [signal, measure.confidence]),
      );
    expect(MEASURED_CONFIDENCE.exclude).toEqual(confidences('exclude'));
    expect(MEASURED_CONFIDENCE.keep).toEqual(confidences('keep'));
  });
});
