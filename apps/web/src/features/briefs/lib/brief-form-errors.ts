import {
  ACTION_REQUIRED,
  AI_RULE_REQUIRED,
  BRIEF_NAME_REQUIRED,
  COMPANY_NAME_REQUIRED,
  OVERVIEW_REQUIRED,
  PRODUCT_NAME_REQUIRED,
  SEARCH_TERM_REQUIRED,
  WEBSITE_REQUIRED,
} from '@utmost/ads-sdk';
import type { FieldErrors } from 'react-hook-form';
import type { BriefFormValues } from './brief-form-values';

export const BRIEF_TABS = ['overview', 'products', 'rules', 'examples'] as const;
export type BriefTab = (typeof BRIEF_TABS)[number];

/** Spec §5 "required" messages: saving with one of these shows 'Required fields are missing'. */
const REQUIRED_MESSAGES: ReadonlySet<string> = new Set([
  BRIEF_NAME_REQUIRED,
  WEBSITE_REQUIRED,
  COMPANY_NAME_REQUIRED,
  OVERVIEW_REQUIRED,
  ACTION_REQUIRED,
  PRODUCT_NAME_REQUIRED,
  AI_RULE_REQUIRED,
  SEARCH_TERM_REQUIRED,
]);

const TAB_BY_FIELD: Record<keyof BriefFormValues, BriefTab> = {
  briefName: 'overview',
  name: 'overview',
  website: 'overview',
  shortDescription: 'overview',
  competitorsList: 'overview',
  products: 'products',
  general_rules: 'rules',
  search_terms: 'examples',
  learned_examples: 'examples',
};

/** Every message in an errors tree, with the top-level field it is under. */
function listMessages(
  errors: FieldErrors<BriefFormValues>,
): Array<{ field: keyof BriefFormValues; message: string }> {
  const collect = (node: unknown): string[] => {
    if (node === null || typeof node !== 'object') return [];
    const own =
      'message' in node && typeof node.message === 'string' && node.message !== ''
        ? [node.message]
        : [];
    return [
      ...own,
      ...Object.entries(node)
        .filter(([key]) => key !== 'ref' && key !== 'message' && key !== 'type')
        .flatMap(([, child]) => collect(child)),
    ];
  };
  return (Object.keys(errors) as Array<keyof BriefFormValues>)
    .filter((field) => field in TAB_BY_FIELD)
    .flatMap((field) => collect(errors[field]).map((message) => ({ field, message })));
}

/**
 * The first message under one field, however deep: a list's own message, or one of its entries'
 * (the server may name `search_terms.3.searchTerm`, which no input of its own shows).
 */
export function findFirstMessage(
  errors: FieldErrors<BriefFormValues>,
  field: keyof BriefFormValues,
): string | undefined {
  return listMessages(errors).find((entry) => entry.field === field)?.message;
}

export function hasRequiredFieldMissing(errors: FieldErrors<BriefFormValues>): boolean {
  return listMessages(errors).some(({ message }) => REQUIRED_MESSAGES.has(message));
}

/** The tabs holding a message, in the tabs' order. */
export function findTabsWithErrors(errors: FieldErrors<BriefFormValues>): BriefTab[] {
  const tabs = new Set(listMessages(errors).map(({ field }) => TAB_BY_FIELD[field]));
  return BRIEF_TABS.filter((tab) => tabs.has(tab));
}
