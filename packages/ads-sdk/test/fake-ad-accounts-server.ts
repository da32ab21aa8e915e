import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// What the consumer scripts in test/consumers/ ask a server and what they print from its answers:
// one shared fixture for the built package (built-package.test.ts) and the packed tarball
// (packed-package.test.ts), so both prove the same calls work through `require` and `import`.
export const CONSUMER_API_KEY = 'utm_consumer_key';
export const CONSUMER_ORGANIZATION_ID = '4f1c2a52-9f0e-4c1b-8d5e-1a2b3c4d5e6f';

const AD_ACCOUNTS = [
  { adAccountId: '1234567890', name: 'Acme Search' },
  { adAccountId: '2345678901', name: 'Acme Brand' },
];

/** The lines a consumer script prints after `entry\t<file it loaded>`. */
export const CONSUMER_OUTPUT_LINES = [
  '1234567890\tAcme Search',
  '2345678901\tAcme Brand',
  'UtmostError\tPLATFORM_NOT_SUPPORTED\t400\tMicrosoft Advertising is not supported yet',
];

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'Content-Type': 'application/json' });
  response.end(JSON.stringify(body));
}

/**
 * Answers the consumer scripts' requests (the ad-account list, with the key and organization they
 * send) and returns true, or returns false for any other URL so the caller can answer it.
 */
export function answerConsumerRequest(request: IncomingMessage, response: ServerResponse): boolean {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  const match = /^\/api\/v1\/(\w+)\/ads\/accounts$/.exec(url.pathname);
  if (!match) return false;
  if (
    request.headers.authorization !== `Bearer ${CONSUMER_API_KEY}` ||
    url.searchParams.get('organization_id') !== CONSUMER_ORGANIZATION_ID
  ) {
    sendJson(response, 401, { error: { code: 'UNAUTHORIZED', message: 'Wrong key or org.' } });
  } else if (match[1] === 'google') {
    sendJson(response, 200, { content: AD_ACCOUNTS });
  } else {
    sendJson(response, 400, {
      error: {
        code: 'PLATFORM_NOT_SUPPORTED',
        message: 'Microsoft Advertising is not supported yet',
      },
    });
  }
  return true;
}

/** Listens on an ephemeral port of 127.0.0.1 and returns the origin to pass as `baseUrl`. */
export async function listenOnEphemeralPort(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
