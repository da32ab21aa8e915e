import type { HybridRunReport } from '../classifier/hybrid/hybrid-classifier.js';
import type { RouteReason } from '../classifier/hybrid/route-terms.js';
import type { ModelUsage } from '../classifier/openai/openai-classifier.js';

/**
 * What a model-backed classifier asked in an evaluation run: the line under each file and the
 * pooled one before the closing `eval:` line, so a routing's figures are read beside what it cost.
 */
export interface ModelRunSummary {
  termCount: number;
  /** Terms put to the model: first answers and second opinions (cached answers included). */
  asked: { first: number; second: number };
  usage: ModelUsage;
  /** Hybrid only: why terms were routed, and which path decided each term. */
  routed?: Record<RouteReason, number>;
  decidedBy?: HybridRunReport['decidedBy'];
}

/** A hybrid run's report as a summary over `termCount` terms. */
export function summarizeHybridRun(report: HybridRunReport, termCount: number): ModelRunSummary {
  return {
    termCount,
    asked: { ...report.asked },
    usage: { ...report.model },
    routed: { ...report.routed },
    decidedBy: { ...report.decidedBy },
  };
}

/** The pooled summary of several runs: every count summed. */
export function addModelSummaries(summaries: readonly ModelRunSummary[]): ModelRunSummary {
  const [first, ...rest] = summaries;
  if (!first) {
    return {
      termCount: 0,
      asked: { first: 0, second: 0 },
      usage: { calls: 0, promptTokens: 0, completionTokens: 0 },
    };
  }
  return rest.reduce(
    (total, summary) => ({
      termCount: total.termCount + summary.termCount,
      asked: addCounts(total.asked, summary.asked),
      usage: addCounts(total.usage, summary.usage),
      routed: total.routed && summary.routed && addCounts(total.routed, summary.routed),
      decidedBy:
        total.decidedBy && summary.decidedBy && addCounts(total.decidedBy, summary.decidedBy),
    }),
    first,
  );
}

/** `model: asked=<n> of <terms> (first=… second=…) requests=… …`, then the hybrid's counts. */
export function formatModelLine(label: string, summary: ModelRunSummary): string {
  const { asked, usage } = summary;
  const fields = [
    `asked=${asked.first + asked.second} of ${summary.termCount} (first=${asked.first} second=${asked.second})`,
    `requests=${usage.calls}`,
    `prompt_tokens=${usage.promptTokens}`,
    `completion_tokens=${usage.completionTokens}`,
  ];
  if (summary.routed) fields.push(`routed=${formatCounts(summary.routed)}`);
  if (summary.decidedBy) fields.push(`decided_by=${formatCounts(summary.decidedBy)}`);
  return `${label}: ${fields.join(' ')}`;
}

/** Two records of counts with the same keys, added key by key. */
function addCounts<T extends object>(a: T, b: T): T {
  const other = b as Record<string, number>;
  return Object.fromEntries(
    Object.entries(a as Record<string, number>).map(([key, value]) => [
      key,
      value + (other[key] ?? 0),
    ]),
  ) as T;
}

function formatCounts(counts: object): string {
  return Object.entries(counts as Record<string, number>)
    .map(([key, value]) => `${key}:${value}`)
    .join(',');
}
