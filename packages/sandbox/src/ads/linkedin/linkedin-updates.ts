import type { WireError } from '../../oauth/provider-profile.js';
import { linkedInCreativeKey, linkedInPostKey, type AdsState } from '../ads-state.js';
import type { LinkedInAccountData } from '../seed/linkedin-account-data.js';
import type { LinkedInCreative, LinkedInPost } from '../seed/linkedin-types.js';
import {
  describeIllegalArgument,
  describeInputErrors,
  describeLinkedInError,
  type InputError,
} from './linkedin-errors.js';
import { toCreativeJson, toPostJson } from './linkedin-wire.js';
import { applyRestliPatch, listChangedPaths, PatchSyntaxError } from './restli-patch.js';

// PARTIAL_UPDATE of creatives and posts: which fields a client may change, and the checks on the
// landing pages it sets. Text ads and spotlight ads keep their landing page on the creative, but the
// creatives API lists no landing page among its updatable fields (platform-apis.md Corrections;
// learn.microsoft.com/…/ads/account-structure/create-and-manage-creatives [exact refusal wording
// unconfirmed]): refused like any field not listed. Sponsored content keeps it on the post
// (contentLandingPage). An article post takes a contentLandingPage and ignores it: its destination
// stays content.article.source (Post schema: "ignored … for article ads"). A boosted organic post is
// not editable through the ads APIs [refusal wording unconfirmed]. Carousel cards cannot change.

export const TEXT_AD_LANDING_PAGE_MAX = 500;
export const LANDING_PAGE_MAX = 2000;
const CREATIVE_STATUSES = ['ACTIVE', 'PAUSED', 'DRAFT', 'ARCHIVED', 'CANCELED'];
const LIFECYCLE_STATES = ['PUBLISHED', 'DRAFT', 'PUBLISH_REQUESTED'];

const CREATIVE_UPDATABLE = [
  /^\/intendedStatus$/,
  /^\/name$/,
  /^\/leadgenCallToAction(\/(destination|label))?$/,
  /^\/content\/textAd\/(headline|description)$/,
  /^\/content\/spotlight\/(headline|description|callToAction)$/,
];
const POST_UPDATABLE = [
  /^\/contentLandingPage$/,
  /^\/commentary$/,
  /^\/contentCallToActionLabel$/,
  /^\/lifecycleState$/,
];

function readAt(value: unknown, path: string): unknown {
  return path
    .split('/')
    .filter(Boolean)
    .reduce<unknown>(
      (node, key) =>
        node !== null && typeof node === 'object'
          ? (node as Record<string, unknown>)[key]
          : undefined,
      value,
    );
}

function checkLandingPage(value: unknown, fieldPath: string, maxLength: number): InputError | null {
  if (value === undefined) return null;
  if (
    typeof value !== 'string' ||
    !/^https?:\/\//i.test(value) ||
    !URL.canParse(value) ||
    /\s/.test(value)
  )
    return {
      fieldPath,
      code: 'INVALID_URL',
      description: `${fieldPath} must be an absolute http(s) URL`,
    };
  if (value.length > maxLength)
    return {
      fieldPath,
      code: 'URL_TOO_LONG',
      description: `${fieldPath} is longer than ${maxLength} characters`,
    };
  return null;
}

function checkChanges(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  updatable: RegExp[],
  checkValue: (path: string, value: unknown) => InputError | null,
): InputError[] {
  return listChangedPaths(before, after).flatMap((path): InputError[] => {
    if (!updatable.some((pattern) => pattern.test(path)))
      return [
        {
          fieldPath: path,
          code: 'FIELD_NOT_UPDATABLE',
          description: `Field ${path} cannot be updated`,
        },
      ];
    const problem = checkValue(path, readAt(after, path));
    return problem ? [problem] : [];
  });
}

function applyPatch(
  json: Record<string, unknown>,
  body: unknown,
): Record<string, unknown> | WireError {
  try {
    return applyRestliPatch(json, body);
  } catch (error) {
    if (error instanceof PatchSyntaxError)
      return describeIllegalArgument(`Invalid patch: ${error.message}`);
    throw error;
  }
}

function isWireError(value: unknown): value is WireError {
  return value !== null && typeof value === 'object' && 'status' in value && 'body' in value;
}

/** Applies a creative PARTIAL_UPDATE; null when done, else the error to answer with. */
export function updateCreative(
  state: AdsState,
  data: LinkedInAccountData,
  creative: LinkedInCreative,
  body: unknown,
  now: number,
): WireError | null {
  const before = toCreativeJson(data, creative);
  const after = applyPatch(before, body);
  if (isWireError(after)) return after;
  const errors = checkChanges(before, after, CREATIVE_UPDATABLE, (path, value) => {
    if (path === '/intendedStatus' && !CREATIVE_STATUSES.includes(String(value)))
      return {
        fieldPath: path,
        code: 'INVALID_ENUM_VALUE',
        description: `${String(value)} is not a creative status`,
      };
    if (path.endsWith('/landingPage')) return checkLandingPage(value, path, LANDING_PAGE_MAX);
    return null;
  });
  if (errors.length > 0) return describeInputErrors(errors);
  state.writePatch(linkedInCreativeKey(creative.id), {
    intendedStatus: after.intendedStatus,
    name: after.name,
    content: after.content,
    leadgenCallToAction: after.leadgenCallToAction ?? null,
    lastModifiedAt: now,
  });
  return null;
}

/** Applies a post PARTIAL_UPDATE; null when done, else the error to answer with. */
export function updatePost(
  state: AdsState,
  post: LinkedInPost,
  body: unknown,
  now: number,
): WireError | null {
  if (post.isOrganic)
    return describeLinkedInError(
      400,
      'ILLEGAL_ARGUMENT',
      `Post ${post.urn} is an organic post that was boosted; only Direct Sponsored Content can be edited`,
    );
  const before = toPostJson(post);
  const after = applyPatch(before, body);
  if (isWireError(after)) return after;
  const errors = checkChanges(before, after, POST_UPDATABLE, (path, value) => {
    if (path === '/contentLandingPage') return checkLandingPage(value, path, LANDING_PAGE_MAX);
    if (path === '/lifecycleState' && !LIFECYCLE_STATES.includes(String(value)))
      return {
        fieldPath: path,
        code: 'INVALID_ENUM_VALUE',
        description: `${String(value)} is not a lifecycle state`,
      };
    return null;
  });
  if (errors.length > 0) return describeInputErrors(errors);
  const read = (key: string) => (typeof after[key] === 'string' ? after[key] : null);
  state.writePatch(linkedInPostKey(post.urn), {
    contentLandingPage: read('contentLandingPage'),
    commentary: read('commentary') ?? '',
    contentCallToActionLabel: read('contentCallToActionLabel'),
    lifecycleState: read('lifecycleState') ?? 'PUBLISHED',
    lastModifiedAt: now,
  });
  return null;
}
