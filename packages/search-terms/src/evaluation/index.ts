// The evaluation of a search-term classifier against labelled terms (issue 16 item 7): reading the
// development set's format, pairing decisions with labels, the metrics and their output lines.
// Used by `pnpm eval:search-terms` and the classifier benchmark through the `./evaluation` entry.
export * from './dev-set.js';
export * from './pair-decisions.js';
export * from './score-decisions.js';
export * from './format-evaluation.js';
export * from './signal-confidence.js';
