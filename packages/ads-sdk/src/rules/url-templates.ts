// Spec §3/§5 tracking-template rules, written once: the editor's form and the API check templates
// with these, so a message never differs between the browser and the server.
import type { components } from '../generated/schema.js';

export type UrlTemplate = components['schemas']['UrlTemplate'];
export type UrlTemplateMap = components['schemas']['UrlTemplateMap'];
export type UrlTemplateEntry = components['schemas']['UrlTemplateEntry'];
export type TemplatePreset = components['schemas']['TemplatePreset'];
export type DynamicValue = components['schemas']['DynamicValue'];

export const DUPLICATE_TEMPLATE_NAME = 'Duplicate tracking template name';
export const RESTRICTED_TEMPLATE_NAME = 'Restricted name';
export const TEMPLATE_NEEDS_PARAMETER = 'Add at least one parameter';
export const PARAMETER_NAME_INVALID =
  'Start with a letter or _, then use letters, numbers, _, -, . or ~ only';
export const PARAMETER_NAME_DUPLICATE = 'This parameter is already in the template';
export const PARAMETER_VALUE_REQUIRED = 'Enter a value';
export const DYNAMIC_VALUE_NOT_OFFERED = 'This dynamic value is not available on this platform';

/** The id under which the editor keeps the draft of a new template (spec §3). */
export const DEFAULT_TEMPLATE_ID = 'default';
/** The id of the HubSpot-style preset. */
export const HUBSPOT_TEMPLATE_ID = 'hubspot';
/** The name of that draft (spec §3). */
export const NEW_TEMPLATE_DRAFT_NAME = 'New tracking template';
export const DEFAULT_TEMPLATE_NAME = 'Default tracking template';
export const HUBSPOT_TEMPLATE_NAME = 'HubSpot tracking template';

/**
 * Names a saved template may not take: the presets' and the draft's, so a saved template is never
 * mistaken for one of them. Compared trimmed and without regard to case.
 */
export const RESERVED_TEMPLATE_NAMES = [
  DEFAULT_TEMPLATE_NAME,
  HUBSPOT_TEMPLATE_NAME,
  NEW_TEMPLATE_DRAFT_NAME,
] as const;

export const TEMPLATE_NAME_MAX_LENGTH = 100;
export const PARAMETER_NAME_MAX_LENGTH = 64;
export const PARAMETER_VALUE_MAX_LENGTH = 500;
export const TEMPLATE_MAX_PARAMETERS = 50;

/** The UTM keys every platform offers first (issue: utm_source … utm_id). */
export const UTM_KEYS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'utm_id',
] as const;

/**
 * What a URL query key safely holds: names are written into URLs as they are (never encoded), so
 * they keep to RFC 3986 unreserved characters, which every parser, analytics tool and ad platform
 * reads back unchanged. A letter or `_` first: templates travel as JSON objects, and JavaScript puts
 * integer-like keys ("1", "42") before all others, which would reorder the template.
 */
export const PARAMETER_NAME_PATTERN = /^[A-Za-z_][A-Za-z0-9._~-]{0,63}$/;

export function isParameterNameValid(name: string): boolean {
  return PARAMETER_NAME_PATTERN.test(name);
}

export function normalizeTemplateName(name: string): string {
  return name.trim().toLowerCase();
}

export function isTemplateNameReserved(name: string): boolean {
  const normalized = normalizeTemplateName(name);
  return RESERVED_TEMPLATE_NAMES.some((reserved) => normalizeTemplateName(reserved) === normalized);
}

/** Spec §3: entries flagged `toBeDeleted` are dropped on load (and before saving). */
export function dropDeletedEntries(template: UrlTemplateMap): UrlTemplateMap {
  return Object.fromEntries(
    Object.entries(template).filter(([, entry]) => entry.toBeDeleted !== true),
  );
}

const TOKEN_PATTERN = /\{[^{}]+\}/g;
// A `[value]` slot in an offered placeholder (ValueTrack conditionals: `{ifmobile:[value]}`)
// stands for any text without braces.
const SLOT_PATTERN = /\\\[value\\\]/g;
// Google custom parameters (`{_promo}`), set per ad in url_custom_parameters.
const CUSTOM_PARAMETER_TOKEN = /^\{_[A-Za-z0-9]{1,16}\}$/;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function toTokenMatcher(placeholder: string): (token: string) => boolean {
  if (!placeholder.includes('[value]')) return (token) => token === placeholder;
  const pattern = new RegExp(`^${escapeRegExp(placeholder).replace(SLOT_PATTERN, '[^{}]*')}$`);
  return (token) => pattern.test(token);
}

/**
 * The `{tokens}` of a dynamic value that the platform does not offer (empty when all are). A value
 * may mix text and tokens (`q1_{campaign_name}`); one without any token is not dynamic at all and
 * is reported whole. Google's `{_name}` custom parameters count as offered wherever ValueTrack is.
 */
export function findUnofferedDynamicTokens(
  value: string,
  offered: readonly Pick<DynamicValue, 'value' | 'source'>[],
): string[] {
  const tokens = value.match(TOKEN_PATTERN);
  if (!tokens) return [value];
  const matchers = offered.map((item) => toTokenMatcher(item.value));
  const hasValueTrack = offered.some((item) => item.source === 'valuetrack');
  return tokens.filter(
    (token) =>
      !matchers.some((matches) => matches(token)) &&
      !(hasValueTrack && CUSTOM_PARAMETER_TOKEN.test(token)),
  );
}

/** Whether a dynamic value uses only what the platform offers. */
export function isDynamicValueOffered(
  value: string,
  offered: readonly Pick<DynamicValue, 'value' | 'source'>[],
): boolean {
  return findUnofferedDynamicTokens(value, offered).length === 0;
}

/** Whether two template names collide for the uniqueness rule (per organization and platform). */
export function isSameTemplateName(left: string, right: string): boolean {
  return normalizeTemplateName(left) === normalizeTemplateName(right);
}
