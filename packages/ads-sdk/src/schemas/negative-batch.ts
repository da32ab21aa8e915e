// The request that applies chosen negatives (issue 28 item 5): which fields each level needs. The
// keyword text rules (80 characters, 10 words, refused characters) and the conflict gate need
// Google's matching, so they live in @utmost/search-terms and run after this.
import { z } from 'zod';
import type { components } from '../generated/schema.js';
import {
  APPLY_NEGATIVES_MESSAGES as MESSAGES,
  SHARED_LIST_NAME_MAX_BYTES,
} from '../rules/negative-keywords.js';

type ApplyNegativeKeywordsInput = components['schemas']['ApplyNegativeKeywordsInput'];

const customerIdSchema = z.string().regex(/^\d{1,20}$/);
const MATCH_TYPES = ['PHRASE', 'EXACT', 'BROAD'] as const;

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

export const applyNegativeKeywordsSchema = z
  .object({
    adAccountId: customerIdSchema,
    jobId: z.uuid().optional(),
    level: z.enum(['account', 'sharedList', 'campaign', 'adGroup']),
    sharedListId: customerIdSchema.optional(),
    sharedListName: z.string().optional(),
    campaignIds: z.array(customerIdSchema).max(10_000).optional(),
    adGroups: z
      .array(z.object({ campaignId: customerIdSchema, adGroupId: customerIdSchema }).strict())
      .max(10_000)
      .optional(),
    negatives: z
      .array(z.object({ text: z.string(), matchType: z.enum(MATCH_TYPES) }).strict())
      .min(1)
      .max(5_000),
    overrides: z.array(z.string()).max(5_000).optional(),
  })
  .strict()
  .superRefine((input, context) => {
    const problem = (path: (string | number)[], message: string) =>
      context.addIssue({ code: 'custom', path, message });
    const name = input.sharedListName?.trim() ?? '';
    if (input.level === 'sharedList') {
      if (input.sharedListId === undefined && name === '')
        problem(['sharedListName'], MESSAGES.sharedListRequired);
      if (input.sharedListId !== undefined && input.sharedListName !== undefined)
        problem(['sharedListName'], MESSAGES.sharedListBoth);
      if (new TextEncoder().encode(name).length > SHARED_LIST_NAME_MAX_BYTES)
        problem(['sharedListName'], MESSAGES.sharedListNameTooLong);
    } else {
      if (input.sharedListId !== undefined) problem(['sharedListId'], MESSAGES.notForLevel);
      if (input.sharedListName !== undefined) problem(['sharedListName'], MESSAGES.notForLevel);
    }
    // A shared list may be created without campaigns yet (it blocks nothing until attached).
    if (input.level === 'campaign' && (input.campaignIds ?? []).length === 0)
      problem(['campaignIds'], MESSAGES.campaignsRequired);
    if ((input.level === 'account' || input.level === 'adGroup') && input.campaignIds)
      problem(['campaignIds'], MESSAGES.notForLevel);
    if (input.level === 'adGroup' && (input.adGroups ?? []).length === 0)
      problem(['adGroups'], MESSAGES.adGroupsRequired);
    if (input.level !== 'adGroup' && input.adGroups) problem(['adGroups'], MESSAGES.notForLevel);
    const seen = new Set<string>();
    input.negatives.forEach((negative, index) => {
      // Google compares case-insensitively: "Free" and "free" are one criterion.
      const key = `${negative.matchType} ${negative.text.trim().replace(/\s+/g, ' ').toLowerCase()}`;
      if (seen.has(key))
        problem(
          ['negatives', index, 'text'],
          fill(MESSAGES.duplicateNegative, { text: negative.text, matchType: negative.matchType }),
        );
      seen.add(key);
    });
    const sent = new Set(input.negatives.map((negative) => negative.text));
    input.overrides?.forEach((text, index) => {
      if (!sent.has(text)) problem(['overrides', index], fill(MESSAGES.overrideNotSent, { text }));
    });
  }) satisfies z.ZodType<ApplyNegativeKeywordsInput>;
