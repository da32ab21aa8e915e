import type { ClassifierBrief, SearchTermClassifier } from '../classifier-types.js';
import { followExamplePhrases } from './example-phrases.js';
import {
  createLocalClassifier as createBriefReader,
  type LocalClassifierOptions,
} from './local-classifier.js';

/**
 * The local classifier as the package offers it (DESIGN §7): the brief's reading and its
 * examples by close variant (local-classifier.ts), then the examples taught as a phrase
 * (example-phrases.ts), so every caller follows a phrase the user chose.
 */
export function createLocalClassifier(
  brief: ClassifierBrief,
  options: LocalClassifierOptions = {},
): SearchTermClassifier {
  return followExamplePhrases(brief, createBriefReader(brief, options));
}
