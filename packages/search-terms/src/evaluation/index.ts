// The evaluation of a search-term classifier against labelled terms (issue 16 item 7): reading the
// development set's format, pairing decisions with labels, the metrics and their output lines, the
// measured signal confidence and the quality ratchet's figures, and the label oracle that stands in for the hybrid's model to judge its routing (issue 24 item 8).
// Used by `pnpm eval:search-terms` and the classifier benchmark through the `./evaluation` entry.
export * from './dev-set.js';
export * from './pair-decisions.js';
export * from './score-decisions.js';
export * from './format-evaluation.js';
export * from './signal-confidence.js';
export * from './label-oracle.js';
export * from './model-line.js';
