// Negative keywords (issue 28 items 2–4): Google's negative matching, the conflict check at the
// scope a negative lands, text and list limits, the planner and the Ads Editor export. Pure code:
// the API reads the account and applies what the user chooses.
export * from './negative-types.js';
export * from './keyword-text.js';
export * from './negative-match.js';
export * from './word-variants.js';
export * from './negative-messages.js';
export * from './validate-negative.js';
export * from './list-limits.js';
export * from './list-room.js';
export * from './negative-scope.js';
export * from './negative-context.js';
export * from './negative-reach.js';
export * from './check-negatives.js';
export * from './planner-rules.js';
export * from './plan-negatives.js';
export * from './editor-csv.js';
