import type { components, paths } from '@utmost/ads-sdk';
import { API_USER } from './api-fixtures';

type HttpMethod = 'get' | 'put' | 'post' | 'patch' | 'delete';

/** `'<METHOD> <contract path>'` for every operation the contract declares, e.g. `'GET /api/v1/workspaces'`. */
export type FakeRouteKey = {
  [P in keyof paths]: {
    [M in HttpMethod]: paths[P][M] extends { responses: unknown } ? `${Uppercase<M>} ${P}` : never;
  }[HttpMethod];
}[keyof paths];

type OperationOf<K extends FakeRouteKey> = K extends `${infer M} ${infer P}`
  ? P extends keyof paths
    ? Lowercase<M> extends keyof paths[P]
      ? paths[P][Lowercase<M>]
      : never
    : never
  : never;

/**
 * Every JSON body the contract lets the operation answer with, whatever the status, and the error
 * body any route may answer (the API's error handler answers it for statuses an operation does not
 * list, such as a 500).
 */
type ContractBody<K extends FakeRouteKey> =
  | (OperationOf<K> extends { responses: infer R }
      ? {
          [S in keyof R]: R[S] extends { content: { 'application/json': infer B } } ? B : never;
        }[keyof R]
      : never)
  | components['schemas']['ErrorBody'];

declare const answerBody: unique symbol;
/**
 * A response that remembers the JSON it carries, so a route's answer is checked against the
 * contract's declared bodies at compile time: a renamed or retyped field breaks the test's build
 * instead of drifting unnoticed. A bare `Response` (a non-JSON answer) is not checked.
 */
export interface FakeAnswer<Body> extends Response {
  readonly [answerBody]?: Body;
}

/** One request the app sent, as the fake API saw it. */
export interface FakeApiCall {
  method: string;
  path: string;
  url: URL;
  /** Path parameters of the matched route, e.g. `{ id: 'org-1' }` for `/organizations/{id}`. */
  params: Record<string, string>;
  /** Parsed JSON, the FormData of a multipart body, or undefined. */
  body: unknown;
  headers: Headers;
}
export type FakeRoute<K extends FakeRouteKey = FakeRouteKey> = (
  call: FakeApiCall,
) => FakeAnswer<ContractBody<K>> | Promise<FakeAnswer<ContractBody<K>>>;
/** Routes keyed `'<METHOD> <contract path>'`, e.g. `'PUT /api/v1/organizations/{id}'`; only the contract's. */
export type FakeRoutes = { [K in FakeRouteKey]?: FakeRoute<K> };

export const TEST_ORGANIZATION: components['schemas']['OrganizationSummary'] = {
  id: 'org-1',
  name: 'Analytical Engines',
  logoUrl: null,
  role: 'owner',
};
export const TEST_WORKSPACE: components['schemas']['Workspace'] = {
  id: 'ws-1',
  organizationId: 'org-1',
  name: 'Default',
};

/** A trial with room to connect, in local mode (no payments): nothing blocks connecting. */
export const TEST_SUBSCRIPTION: components['schemas']['Subscription'] = {
  status: 'trial',
  type: 'trial',
  alreadyConnectedAdAccountsCount: 0,
  max_allowed_ac: 10,
  extra_allowed_ac: 0,
  trialEndsAt: '2099-01-01T00:00:00.000Z',
  currentPeriodEnd: null,
  paymentProvider: 'local',
  hasPaymentAccount: false,
};

export function answerJson<Body>(
  status: number,
  body: Body,
  headers?: HeadersInit,
): FakeAnswer<Body> {
  return Response.json(body, { status, ...(headers === undefined ? {} : { headers }) });
}

export function answerContent<Content>(
  content: Content,
  status = 200,
): FakeAnswer<{ content: Content }> {
  return answerJson(status, { content });
}

export function answerFieldErrors(
  errors: Record<string, string>,
  status = 400,
): FakeAnswer<components['schemas']['ValidationErrorBody']> {
  return answerJson(status, { errors });
}

export function answerError(
  status: number,
  code: components['schemas']['ErrorCode'],
  message: string,
  headers?: HeadersInit,
): FakeAnswer<components['schemas']['ErrorBody']> {
  return answerJson(status, { error: { code, message } }, headers);
}

/** What a signed-in user's session answers when a page needs nothing special. */
export const DEFAULT_ROUTES: FakeRoutes = {
  'GET /api/v1/versions': () => answerContent({ versions: { api: '0.1.0', web: 'build-1' } }),
  // The Help dialog's contacts, from the server's configuration.
  'GET /api/v1/support': () =>
    answerContent({
      supportEmail: 'support@utmost.test',
      apiDocsUrl: 'http://utmost.test/api/docs',
    }),
  'GET /api/v1/organizations': () => answerContent([TEST_ORGANIZATION]),
  'GET /api/v1/workspaces': (call) =>
    answerContent([
      {
        ...TEST_WORKSPACE,
        organizationId:
          call.url.searchParams.get('organization_id') ?? TEST_WORKSPACE.organizationId,
      },
    ]),
  'GET /api/v1/users/sso/providers': () =>
    answerContent({
      providers: [
        { provider: 'google', isEnabled: true },
        { provider: 'linkedin', isEnabled: true },
        { provider: 'microsoft', isEnabled: false },
      ],
    }),
  'POST /api/v1/users/{id}/logout': () => answerContent({ loggedOut: true }),
  // The shell's e-mail verification banner reads the user; verified, it shows nothing.
  'GET /api/v1/users/{id}': (call) =>
    answerContent({ user: { ...API_USER, id: call.params.id ?? API_USER.id } }),
  // The Details page lists an owner's or admin's API keys below the form.
  'GET /api/v1/organizations/{id}/api-keys': () => answerContent([]),
  // The shell's connect button reads the subscription; the home page lists the ad accounts.
  'GET /api/v1/billing/subscription': () => answerContent(TEST_SUBSCRIPTION),
  'GET /api/v1/{platform}/ads/accounts': () => answerContent([]),
  'GET /api/v1/{platform}/ads/platformAccounts': () => answerContent([]),
  // The ad accounts table offers each platform's tracking templates.
  'GET /api/v1/{platform}/urlTemplates': () => answerContent([]),
  // In search-terms mode the table offers the organization's AI briefs.
  'GET /api/v1/searchTerms/brands': () => answerContent([]),
};

/**
 * An in-memory stand-in for the API, injected as the SDK's `fetch` (tests never patch globals).
 * Unknown routes answer 404 like the API. `calls` records every request for assertions.
 */
export function createFakeApi(routes: FakeRoutes = {}) {
  const calls: FakeApiCall[] = [];
  // Literal paths before templates: `/users/check-email` is not `/users/{id}`.
  const merged: Partial<Record<string, FakeRoute>> = { ...DEFAULT_ROUTES, ...routes };
  const table = Object.entries(merged)
    .flatMap(([key, route]) => (route === undefined ? [] : [[key, route] as const]))
    .map(([key, route]) => {
      const [method = '', template = ''] = key.split(' ');
      return {
        method,
        pattern: compileTemplate(template),
        route,
        isTemplate: template.includes('{'),
      };
    })
    .sort((a, b) => Number(a.isTemplate) - Number(b.isTemplate));

  const fetch: typeof globalThis.fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const body = await readBody(request);
    for (const { method, pattern, route } of table) {
      const match = pattern.exec(url.pathname);
      if (method !== request.method || match === null) continue;
      const call = {
        method,
        path: url.pathname,
        url,
        params: { ...match.groups },
        body,
        headers: request.headers,
      };
      calls.push(call);
      return route(call);
    }
    calls.push({
      method: request.method,
      path: url.pathname,
      url,
      params: {},
      body,
      headers: request.headers,
    });
    return answerError(404, 'NOT_FOUND', 'Not found.');
  };

  /** The calls to one route key, in order. */
  function findCalls(key: FakeRouteKey): FakeApiCall[] {
    const [method, template = ''] = key.split(' ');
    const pattern = compileTemplate(template);
    return calls.filter((call) => call.method === method && pattern.test(call.path));
  }

  return { fetch, calls, findCalls };
}

function compileTemplate(template: string): RegExp {
  const source = template
    .split('/')
    .map((segment) =>
      /^\{\w+\}$/.test(segment)
        ? `(?<${segment.slice(1, -1)}>[^/]+)`
        : segment.replace(/[.*+?^$()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${source}$`);
}

async function readBody(request: Request): Promise<unknown> {
  const type = request.headers.get('Content-Type') ?? '';
  if (type.includes('application/json')) return request.json();
  if (type.includes('multipart/form-data')) return request.formData();
  const text = await request.text();
  return text === '' ? undefined : text;
}
