import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { LINKEDIN, LINKEDIN_API, linkedInHeaders, signInLinkedIn } from './ads-helpers.js';
import { buildTestApp, CONTROL_HEADERS } from './helpers.js';

// Posts BATCH_GET (`/rest/posts?ids=List(…)`): per-urn results, statuses and errors, its limits,
// and the `linkedin:posts` fault endpoint it shares with the single GET.

let app: FastifyInstance;
let margaret: string;
const enc = encodeURIComponent;
const SHARE = 'urn:li:share:7100000000000000102';
const CAROUSEL = 'urn:li:ugcPost:7200000000000000102';
const MISSING = 'urn:li:share:1';
/** Frequency Hopping GmbH's post: Margaret has no role on that account. */
const FOREIGN = 'urn:li:share:7100000000000000401';

beforeAll(async () => {
  ({ app } = await buildTestApp({ scale: { adsPerScaleAccount: 500 } }));
  margaret = (await signInLinkedIn(app, LINKEDIN.logins.margaret)).accessToken;
});
afterEach(async () => {
  await app.inject({ method: 'DELETE', url: '/sandbox/_control/faults', headers: CONTROL_HEADERS });
});
afterAll(async () => {
  await app.close();
});

function batchGet(urns: string[], token = margaret) {
  return app.inject({
    method: 'GET',
    url: `${LINKEDIN_API}/posts?ids=List(${urns.map(enc).join(',')})`,
    headers: linkedInHeaders(token, { 'x-restli-method': 'BATCH_GET' }),
  });
}

interface BatchBody {
  results: Record<string, { id: string; contentLandingPage?: string; content?: unknown }>;
  statuses: Record<string, number>;
  errors: Record<string, { status: number; code: string; message: string }>;
}

describe('the organization-post scopes (learn.microsoft.com Posts API permissions)', () => {
  it('refuses a posts read without r_organization_social and a post change without w_organization_social', async () => {
    const adsOnly = (await signInLinkedIn(app, LINKEDIN.logins.margaret, 'r_ads rw_ads'))
      .accessToken;
    const read = await batchGet([SHARE, CAROUSEL], adsOnly);
    expect(read.statusCode).toBe(403);
    expect(read.json()).toEqual({
      status: 403,
      serviceErrorCode: 100,
      code: 'ACCESS_DENIED',
      message: 'Not enough permissions to access: posts.BATCH_GET',
    });
    const reader = (
      await signInLinkedIn(app, LINKEDIN.logins.margaret, 'rw_ads r_organization_social')
    ).accessToken;
    expect((await batchGet([SHARE, CAROUSEL], reader)).statusCode).toBe(200);
    const change = await app.inject({
      method: 'POST',
      url: `${LINKEDIN_API}/posts/${enc(SHARE)}`,
      headers: linkedInHeaders(reader, {
        'x-restli-method': 'PARTIAL_UPDATE',
        'content-type': 'application/json',
      }),
      payload: { patch: { $set: { contentLandingPage: 'https://apollo-guidance.example/x' } } },
    });
    expect(change.statusCode).toBe(403);
    expect(change.json()).toMatchObject({ code: 'ACCESS_DENIED' });
  });
});

describe('posts BATCH_GET', () => {
  it('answers each urn under its encoded key: results, statuses and errors', async () => {
    const response = await batchGet([SHARE, CAROUSEL, MISSING, FOREIGN, SHARE]);
    expect(response.statusCode).toBe(200);
    const body = response.json<BatchBody>();
    expect(Object.keys(body.results)).toEqual([enc(SHARE), enc(CAROUSEL)]);
    expect(body.results[enc(SHARE)]).toMatchObject({
      id: SHARE,
      contentLandingPage: 'https://apollo-guidance.example/pricing?plan=pro&ref=li#compare',
    });
    expect(body.results[enc(CAROUSEL)]?.content).toHaveProperty('carousel');
    expect(body.statuses).toEqual({
      [enc(SHARE)]: 200,
      [enc(CAROUSEL)]: 200,
      [enc(MISSING)]: 404,
      [enc(FOREIGN)]: 403,
    });
    expect(body.errors[enc(MISSING)]).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect(body.errors[enc(FOREIGN)]).toMatchObject({ status: 403, code: 'ACCESS_DENIED' });
  });

  it('reads the scale account’s generated posts and sees PARTIAL_UPDATE changes', async () => {
    const scale = (await signInLinkedIn(app, LINKEDIN.logins.scale)).accessToken;
    // Odd campaigns (creatives 100–199, …) run sponsored content, one post a creative.
    const urns = Array.from(
      { length: 100 },
      (_, index) => `urn:li:share:79${String(100 + index).padStart(17, '0')}`,
    );
    const body = (await batchGet(urns, scale)).json<BatchBody>();
    expect(Object.keys(body.results)).toHaveLength(100);
    expect(body.results[enc(urns[0] ?? '')]?.contentLandingPage).toBe(
      'https://scale.example/li/100',
    );

    const landingPage = 'https://scale.example/li/100?utm_source=linkedin';
    const update = await app.inject({
      method: 'POST',
      url: `${LINKEDIN_API}/posts/${enc(urns[0] ?? '')}`,
      headers: linkedInHeaders(scale, { 'x-restli-method': 'PARTIAL_UPDATE' }),
      payload: { patch: { $set: { contentLandingPage: landingPage } } },
    });
    expect(update.statusCode).toBe(204);
    const reread = (await batchGet(urns.slice(0, 1), scale)).json<BatchBody>();
    expect(reread.results[enc(urns[0] ?? '')]?.contentLandingPage).toBe(landingPage);
  });

  it('refuses more than 100 ids, malformed urns and a request without ids', async () => {
    const tooMany = Array.from({ length: 101 }, (_, index) => `urn:li:share:${index + 1}`);
    const refused = await batchGet(tooMany);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'ILLEGAL_ARGUMENT' });
    expect(refused.json<{ message: string }>().message).toContain('at most 100');
    expect((await batchGet([SHARE, 'urn:li:sponsoredCreative:1'])).statusCode).toBe(400);
    expect((await batchGet([])).statusCode).toBe(400);
    const noIds = await app.inject({
      method: 'GET',
      url: `${LINKEDIN_API}/posts?q=author&author=urn%3Ali%3Aorganization%3A1`,
      headers: linkedInHeaders(margaret),
    });
    expect(noIds.json()).toMatchObject({ status: 400, message: 'Unknown finder q=author' });
  });

  it('honours the linkedin:posts fault endpoint', async () => {
    const armed = await app.inject({
      method: 'POST',
      url: '/sandbox/_control/faults',
      headers: CONTROL_HEADERS,
      payload: { endpoint: 'linkedin:posts', kind: 'rate_limited', retryAfterSeconds: 5 },
    });
    expect(armed.statusCode).toBe(201);
    const limited = await batchGet([SHARE]);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('5');
    expect((await batchGet([SHARE])).statusCode).toBe(200);
  });
});
