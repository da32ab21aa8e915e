// zod/mini: these schemas live in the route tree, which is part of the first load.
import { findSafeRedirectPath } from '@utmost/ads-sdk';
import {
  RUN_HISTORY_PERIOD_VALUES,
  RUN_SOURCE_VALUES,
  PLATFORM_VALUES,
  SEARCH_TERM_FLAG_VALUES,
  SEARCH_TERM_SIGNAL_VALUES,
  SEARCH_TERM_SORT_KEY_VALUES,
} from '@utmost/ads-sdk/enums';
import { z } from 'zod/mini';

/**
 * The router parses query values as JSON, so `?jobId=123` arrives as a number. Ids are strings in
 * the app: accept both and read them as a non-empty string.
 */
const idSearchParam = z.pipe(
  z.union([z.string(), z.number()]),
  z.pipe(
    z.transform((value: string | number) => String(value)),
    z.string().check(z.trim(), z.minLength(1)),
  ),
);

/**
 * A same-origin path to return to after login, as the SDK's rule (the API's single sign-on uses
 * the same) normalises it; anything else (another origin, `/.//host`, junk) is dropped.
 */
const redirectSearchParam = z.catch(
  z.optional(
    z.pipe(
      z.string(),
      z.transform((value: string) => findSafeRedirectPath(value)),
    ),
  ),
  undefined,
);

/** An optional token from a link (invitation `tkn`, reset `token`); junk is dropped, not fatal. */
const optionalTokenSearchParam = z.catch(z.optional(idSearchParam), undefined);

/**
 * The ad accounts page: `assign` names a tracking template to assign at once (the way on from
 * publishing a template, and the first-run checklist); an unknown one is ignored there. `joined`:
 * the user has just joined the organization through an invitation (says so, no checklist).
 */
export const adAccountsSearchSchema = z.object({
  assign: z.catch(z.optional(idSearchParam), undefined),
  joined: z.catch(z.optional(z.literal(true)), undefined),
});
export type AdAccountsSearch = z.infer<typeof adAccountsSearchSchema>;

/** The `ssoError` values the API's single sign-on callback sends back (contract `SsoError`). */
const SSO_ERRORS = [
  'cancelled',
  'invalid_state',
  'provider_error',
  'email_missing',
  'email_unproven',
  'disabled',
] as const;

/**
 * /login and /sign-up: `redirect` is where the protected-area guard found the visitor, `tkn` an
 * invitation token kept through login or sign-up, `sso=complete` the single sign-on callback's
 * return (the session cookies are set), `ssoError` why a single sign-on failed.
 */
export const loginSearchSchema = z.object({
  redirect: redirectSearchParam,
  tkn: optionalTokenSearchParam,
  sso: z.catch(z.optional(z.literal('complete')), undefined),
  ssoError: z.catch(z.optional(z.enum(SSO_ERRORS)), undefined),
});
export type LoginSearch = z.infer<typeof loginSearchSchema>;
export const signUpSearchSchema = z.object({
  redirect: redirectSearchParam,
  tkn: optionalTokenSearchParam,
});
export const invitationSearchSchema = z.object({ tkn: idSearchParam });
/** /reset-password: a missing token is checked by the page (it leads to /expired-token). */
export const resetPasswordSearchSchema = z.object({ token: optionalTokenSearchParam });
/** /expired-token: the old link's token, when it had one, lets "Resend link" send its like. */
export const expiredTokenSearchSchema = z.object({ token: optionalTokenSearchParam });
/** /verify-email: a missing or junk token shows the page's "link does not work" answer. */
export const verifyEmailSearchSchema = z.object({ token: optionalTokenSearchParam });
/** /mailbox: `key` is the install key of the link the server's start-up banner prints. */
export const mailboxSearchSchema = z.object({ key: optionalTokenSearchParam });

// The contract's values from the SDK's side-effect-free enums entry: the route tree is part of the
// first load, and the SDK's main entry would bring its rules with it.
export const ROUTE_RUN_SOURCES = RUN_SOURCE_VALUES;
export const ROUTE_RUN_HISTORY_PERIODS = RUN_HISTORY_PERIOD_VALUES;

/**
 * Run details: `jobId` names the run, without which the page has no meaning. `createdAt` and
 * `jobSource` come along from the history row or the previous / next run link, so the title shows
 * at once; a wrong one is dropped rather than failing the page.
 */
export const runDetailsSearchSchema = z.object({
  // Missing or malformed: the page sends the user to the account's run history, saying why.
  jobId: z.catch(z.optional(idSearchParam), undefined),
  createdAt: z.catch(z.optional(z.iso.datetime({ offset: true })), undefined),
  jobSource: z.catch(z.optional(z.enum(ROUTE_RUN_SOURCES)), undefined),
});
export type RunDetailsSearch = z.infer<typeof runDetailsSearchSchema>;

/** The run history filters kept in the address, so a filtered list can be shared or gone back to. */
export const runHistorySearchSchema = z.object({
  period: z.catch(z.optional(z.enum(ROUTE_RUN_HISTORY_PERIODS)), undefined),
  from: z.catch(z.optional(z.iso.date()), undefined),
  to: z.catch(z.optional(z.iso.date()), undefined),
  platform: z.catch(z.optional(z.enum(PLATFORM_VALUES)), undefined),
  /** Set when a run details link named no run, or one that is not there: the list says so. */
  runNotFound: z.catch(z.optional(z.boolean()), undefined),
});
export type RunHistorySearch = z.infer<typeof runHistorySearchSchema>;

/**
 * The brief editor: `from` is the page that opened it, where its back link returns (spec §2); it is
 * carried on when a new brief opens at its own address. Anything but a same-origin path is dropped.
 */
export const briefEditorSearchSchema = z.object({
  from: redirectSearchParam,
  /** The brief was just created here: offer to assign it (issue 25). */
  created: z.catch(z.optional(z.literal(true)), undefined),
});
export type BriefEditorSearch = z.infer<typeof briefEditorSearchSchema>;

/** The match types of the keyword that triggered a term (contract: results' `matchType`). */
export const SEARCH_TERM_MATCH_TYPES = ['EXACT', 'PHRASE', 'BROAD'] as const;
export type SearchTermMatchType = (typeof SEARCH_TERM_MATCH_TYPES)[number];

/** A bound of a header's range filter, as typed: a count, an amount of the account's currency or a percent. */
const boundSearchParam = z.catch(z.optional(z.number().check(z.minimum(0))), undefined);

/**
 * The search terms tab's view kept in the address (the run, sort, filters, page), so a reload or
 * Back shows the same terms. `jobId` names an earlier run; without it the tab shows the latest. Anything malformed falls back to the default view rather than failing.
 * Range bounds are kept as the user typed them (cost and CPA in the account's currency,
 * confidence in percent); the view turns them into the API's micros and shares.
 */
export const searchTermsSearchSchema = z.object({
  // The contract takes a run's id as a UUID: anything else would be refused, so it is dropped.
  jobId: z.catch(z.optional(z.guid()), undefined),
  page: z.catch(z.optional(z.int().check(z.minimum(1), z.maximum(100_000))), undefined),
  sortBy: z.catch(z.optional(z.enum(SEARCH_TERM_SORT_KEY_VALUES)), undefined),
  sortDirection: z.catch(z.optional(z.enum(['asc', 'desc'])), undefined),
  decision: z.catch(z.optional(z.enum(['exclude', 'keep'])), undefined),
  category: z.catch(z.optional(z.enum(['product', 'brand'])), undefined),
  signal: z.catch(z.optional(z.enum(SEARCH_TERM_SIGNAL_VALUES)), undefined),
  flag: z.catch(z.optional(z.enum(SEARCH_TERM_FLAG_VALUES)), undefined),
  matchType: z.catch(z.optional(z.enum(SEARCH_TERM_MATCH_TYPES)), undefined),
  minImpressions: boundSearchParam,
  maxImpressions: boundSearchParam,
  minClicks: boundSearchParam,
  maxClicks: boundSearchParam,
  minCost: boundSearchParam,
  maxCost: boundSearchParam,
  minConversions: boundSearchParam,
  maxConversions: boundSearchParam,
  minCpa: boundSearchParam,
  maxCpa: boundSearchParam,
  minConfidence: boundSearchParam,
  maxConfidence: boundSearchParam,
  // A search for "404" arrives as a number: the router parses query values as JSON.
  search: z.catch(
    z.optional(
      z.pipe(
        z.union([z.string(), z.number()]),
        z.pipe(
          z.transform((value: string | number) => String(value)),
          z.string().check(z.maxLength(200)),
        ),
      ),
    ),
    undefined,
  ),
});
export type SearchTermsSearch = z.infer<typeof searchTermsSearchSchema>;

/**
 * The Subscription tab, as Stripe Checkout sends the browser back to it (issue 29): `checkout` is
 * `success` after a payment, `canceled` when the buyer left Checkout. Stripe's `session_id` is
 * not read: the webhook, not the address, moves the subscription. Anything else is dropped.
 */
export const subscriptionSearchSchema = z.object({
  checkout: z.catch(z.optional(z.enum(['success', 'canceled'])), undefined),
});
export type SubscriptionSearch = z.infer<typeof subscriptionSearchSchema>;
