/**
 * The codes and user-facing messages of the negative-keyword checks. `@utmost/ads-sdk` owns the
 * catalogue (the API and the web show the same words); this module re-exports it and fills its
 * templates for the pure checks.
 */
import { NEGATIVE_MESSAGES, type NegativeIssueCode } from '@utmost/ads-sdk';

export {
  NEGATIVE_ISSUE_CODES,
  NEGATIVE_MESSAGES,
  PLANNER_REASONS,
  type NegativeIssueCode,
} from '@utmost/ads-sdk';

/** A template with its `{name}` placeholders filled (an unknown placeholder stays as written). */
export function fillTemplate(
  template: string,
  values: Readonly<Record<string, string | number>> = {},
): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** A code's message with its placeholders filled. */
export function formatNegativeMessage(
  code: NegativeIssueCode,
  values: Readonly<Record<string, string | number>> = {},
): string {
  return fillTemplate(NEGATIVE_MESSAGES[code], values);
}

/** One finding of a check: a code the API maps and the message already filled. */
export interface NegativeIssue {
  code: NegativeIssueCode;
  message: string;
}

export function negativeIssue(
  code: NegativeIssueCode,
  values?: Readonly<Record<string, string | number>>,
): NegativeIssue {
  return { code, message: formatNegativeMessage(code, values) };
}
