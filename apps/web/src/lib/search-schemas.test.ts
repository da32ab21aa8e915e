import { RUN_SOURCES } from '@utmost/ads-sdk';
import { describe, expect, it } from 'vitest';
import {
  briefEditorSearchSchema,
  loginSearchSchema,
  resetPasswordSearchSchema,
  ROUTE_RUN_SOURCES,
  runDetailsSearchSchema,
  runHistorySearchSchema,
  searchTermsSearchSchema,
  signUpSearchSchema,
  subscriptionSearchSchema,
} from './search-schemas';

describe('runDetailsSearchSchema', () => {
  it('reads a non-empty jobId, numbers as strings, and anything else as none', () => {
    expect(runDetailsSearchSchema.parse({ jobId: 'a1b2' })).toEqual({ jobId: 'a1b2' });
    expect(runDetailsSearchSchema.parse({ jobId: 42 })).toEqual({ jobId: '42' });
    // No run named: the page turns to the account's run history instead of failing.
    expect(runDetailsSearchSchema.parse({})).toEqual({ jobId: undefined });
    expect(runDetailsSearchSchema.parse({ jobId: '  ' })).toEqual({ jobId: undefined });
    expect(runDetailsSearchSchema.parse({ jobId: { id: 1 } }).jobId).toBeUndefined();
  });

  it('keeps the run’s time and source when they are valid, and drops them otherwise', () => {
    const createdAt = '2025-03-01T10:00:00.000Z';
    expect(runDetailsSearchSchema.parse({ jobId: 'j', createdAt, jobSource: 'auto' })).toEqual({
      jobId: 'j',
      createdAt,
      jobSource: 'auto',
    });
    expect(
      runDetailsSearchSchema.parse({ jobId: 'j', createdAt: 'yesterday', jobSource: 'cron' }),
    ).toEqual({ jobId: 'j' });
  });

  it('lists the contract’s run sources', () => {
    expect(ROUTE_RUN_SOURCES).toEqual(RUN_SOURCES);
  });
});

describe('runHistorySearchSchema', () => {
  it('keeps known filters and drops junk instead of failing the page', () => {
    expect(
      runHistorySearchSchema.parse({
        period: 'custom',
        from: '2025-03-01',
        to: '2025-03-07',
        platform: 'linkedin',
      }),
    ).toEqual({ period: 'custom', from: '2025-03-01', to: '2025-03-07', platform: 'linkedin' });
    expect(
      runHistorySearchSchema.parse({ period: 'forever', from: '2025-02-30', platform: 'meta' }),
    ).toEqual({});
  });
});

describe('loginSearchSchema', () => {
  it('keeps a same-origin redirect path and drops anything else', () => {
    expect(loginSearchSchema.parse({ redirect: '/run-history?x=1' })).toEqual({
      redirect: '/run-history?x=1',
    });
    expect(loginSearchSchema.parse({ redirect: '//evil.example' })).toEqual({
      redirect: undefined,
    });
    expect(loginSearchSchema.parse({ redirect: 'https://evil.example' })).toEqual({
      redirect: undefined,
    });
    expect(loginSearchSchema.parse({})).toEqual({});
  });

  // The SDK's rule decides (its own tests hold the full table); these are the tricks a sign-in
  // link is most likely to carry, checked through the route's schema.
  it.each([
    '/.//evil.example',
    '/a/..//evil.example',
    '/%2e%2e//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
  ])('drops the redirect %j', (redirect) => {
    expect(loginSearchSchema.parse({ redirect }).redirect).toBeUndefined();
    expect(signUpSearchSchema.parse({ redirect }).redirect).toBeUndefined();
  });

  it('keeps a redirect path normalised', () => {
    expect(loginSearchSchema.parse({ redirect: '/a/../run-history?x=1' }).redirect).toBe(
      '/run-history?x=1',
    );
  });
});

describe('loginSearchSchema identity parameters', () => {
  it('keeps the invitation token, the single sign-on return and a known ssoError', () => {
    expect(loginSearchSchema.parse({ tkn: 'abc', sso: 'complete', ssoError: 'cancelled' })).toEqual(
      { tkn: 'abc', sso: 'complete', ssoError: 'cancelled' },
    );
  });

  it('drops unknown values instead of failing the page', () => {
    expect(loginSearchSchema.parse({ sso: 'yes', ssoError: 'boom', tkn: '  ' })).toEqual({
      sso: undefined,
      ssoError: undefined,
      tkn: undefined,
    });
  });
});

describe('resetPasswordSearchSchema', () => {
  it('reads the token, and leaves a missing one for the page to handle', () => {
    expect(resetPasswordSearchSchema.parse({ token: 'abc' })).toEqual({ token: 'abc' });
    expect(resetPasswordSearchSchema.parse({})).toEqual({});
  });
});

describe('briefEditorSearchSchema', () => {
  it('keeps a same-origin page to return to and drops anything else', () => {
    expect(briefEditorSearchSchema.parse({ from: '/ai-briefs' })).toEqual({ from: '/ai-briefs' });
    expect(briefEditorSearchSchema.parse({ from: 'https://evil.example' })).toEqual({
      from: undefined,
    });
    expect(briefEditorSearchSchema.parse({ from: 42 })).toEqual({ from: undefined });
    expect(briefEditorSearchSchema.parse({})).toEqual({});
  });
});

describe('searchTermsSearchSchema', () => {
  it('keeps the run a view names when it is a UUID, as the API takes it, and drops anything else', () => {
    const jobId = '0b9d1c1e-0000-4000-8000-00000000aa02';
    expect(searchTermsSearchSchema.parse({ jobId })).toEqual({ jobId });
    expect(searchTermsSearchSchema.parse({ jobId: 42 })).toEqual({});
    expect(searchTermsSearchSchema.parse({ jobId: 'latest' })).toEqual({});
  });

  it('keeps a valid view and drops what is malformed', () => {
    expect(
      searchTermsSearchSchema.parse({
        page: 3,
        sortBy: 'clicks',
        sortDirection: 'asc',
        decision: 'exclude',
        category: 'brand',
        search: 404,
      }),
    ).toEqual({
      page: 3,
      sortBy: 'clicks',
      sortDirection: 'asc',
      decision: 'exclude',
      category: 'brand',
      search: '404',
    });
    expect(
      searchTermsSearchSchema.parse({ page: 0, sortBy: 'name', decision: 'maybe', category: 'x' }),
    ).toEqual({});
  });

  it('keeps the header filters: what decided, a flag, the match type and ranges of 0 or more', () => {
    expect(
      searchTermsSearchSchema.parse({
        signal: 'competitor',
        flag: 'changedByExamples',
        matchType: 'EXACT',
        minCost: 12.5,
        maxConfidence: 90,
        sortBy: 'matchedKeyword',
      }),
    ).toEqual({
      signal: 'competitor',
      flag: 'changedByExamples',
      matchType: 'EXACT',
      minCost: 12.5,
      maxConfidence: 90,
      sortBy: 'matchedKeyword',
    });
    expect(
      searchTermsSearchSchema.parse({
        signal: 'gut_feeling',
        flag: 'all',
        matchType: 'exact',
        minCost: -1,
        maxClicks: 'lots',
      }),
    ).toEqual({});
  });
});

describe('subscriptionSearchSchema', () => {
  it('reads how Stripe Checkout ended and drops anything else', () => {
    expect(subscriptionSearchSchema.parse({ checkout: 'success', session_id: 'cs_1' })).toEqual({
      checkout: 'success',
    });
    expect(subscriptionSearchSchema.parse({ checkout: 'canceled' })).toEqual({
      checkout: 'canceled',
    });
    expect(subscriptionSearchSchema.parse({ checkout: 'paid' })).toEqual({ checkout: undefined });
    expect(subscriptionSearchSchema.parse({})).toEqual({ checkout: undefined });
  });
});
