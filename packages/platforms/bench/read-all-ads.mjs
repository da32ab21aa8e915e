// Reads every ad of the sandbox's "Scale test" accounts through the built clients and prints ads per
// second and the share of wall time spent in our code versus waiting on the sandbox. Waiting is the
// wall time with a request in flight, response body included; the rest (JSON parsing, mapping,
// paging) is ours. The sandbox runs in this process, so its own work counts as waiting. Not a
// timed test.
//
//   node bench/read-all-ads.mjs [adsPerScaleAccount=100000]   (after `tsup`; `pnpm run bench` does both)

import { createServer } from 'node:net';
import { performance } from 'node:perf_hooks';
import { registerSandbox, SANDBOX_AD_CATALOG } from '@utmost/sandbox';
import Fastify from 'fastify';
import {
  createGooglePlatform,
  createLinkedInPlatform,
  createPkcePair,
  sandboxPlatformUrls,
} from '../dist/index.js';

const adsPerScaleAccount = Number(process.argv[2] ?? 100_000);
const REDIRECT_URI = 'http://127.0.0.1/bench/callback';

function findFreePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * fetch that measures the wall time during which at least one request is in flight (response body
 * included): LinkedIn reads a page’s posts in BATCH_GETs a few at a time, so summing request
 * durations would overcount.
 */
function createTimedFetch() {
  const timing = { waitingMs: 0, requests: 0 };
  let inFlight = 0;
  let busySince = 0;
  const timedFetch = async (input, init) => {
    if (inFlight === 0) busySince = performance.now();
    inFlight += 1;
    try {
      const response = await fetch(input, init);
      const body = await response.arrayBuffer();
      return new Response(body.byteLength === 0 ? null : body, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      });
    } finally {
      inFlight -= 1;
      if (inFlight === 0) timing.waitingMs += performance.now() - busySince;
      timing.requests += 1;
    }
  };
  return { timedFetch, timing };
}

async function connect(platform, email) {
  const { codeVerifier, codeChallenge } = createPkcePair();
  const url = platform.oauth.buildAuthorizationUrl({
    state: 'bench',
    codeChallenge,
    redirectUri: REDIRECT_URI,
    loginHint: email,
  });
  const response = await fetch(url, { redirect: 'manual' });
  const code = new URL(response.headers.get('location')).searchParams.get('code');
  const tokens = await platform.oauth.exchangeCode({
    code,
    codeVerifier,
    redirectUri: REDIRECT_URI,
  });
  return { getAccessToken: async () => tokens.accessToken };
}

async function measure(label, platform, email, account, timing) {
  const credentials = await connect(platform, email);
  timing.waitingMs = 0;
  timing.requests = 0;
  const started = performance.now();
  let count = 0;
  for await (const page of platform.listAds(credentials, account)) count += page.length;
  const seconds = (performance.now() - started) / 1000;
  const waitingShare = timing.waitingMs / 1000 / seconds;
  console.log(
    `${label}: ${count} ads in ${seconds.toFixed(1)} s, ${Math.round(count / seconds)} ads/s, ` +
      `our code ${Math.round((1 - waitingShare) * 100)}%, waiting on sandbox ${Math.round(waitingShare * 100)}% ` +
      `(${timing.requests} requests)`,
  );
}

const port = await findFreePort();
const publicUrl = `http://127.0.0.1:${port}`;
const app = Fastify();
await registerSandbox(app, { publicUrl, scale: { adsPerScaleAccount } });
await app.listen({ port, host: '127.0.0.1' });
const urls = sandboxPlatformUrls(`${publicUrl}/sandbox`);
const client = { clientId: 'bench', clientSecret: 'bench-secret' };

try {
  const google = createTimedFetch();
  await measure(
    'google',
    createGooglePlatform({
      ...urls.google,
      ...client,
      developerToken: 'bench',
      http: { fetch: google.timedFetch },
    }),
    SANDBOX_AD_CATALOG.google.logins.scale,
    { id: SANDBOX_AD_CATALOG.google.customers.scale, managerId: null },
    google.timing,
  );
  const linkedin = createTimedFetch();
  await measure(
    'linkedin',
    createLinkedInPlatform({ ...urls.linkedin, ...client, http: { fetch: linkedin.timedFetch } }),
    SANDBOX_AD_CATALOG.linkedin.logins.scale,
    { id: String(SANDBOX_AD_CATALOG.linkedin.accounts.scale), managerId: null },
    linkedin.timing,
  );
} finally {
  await app.close();
}
