// The ESM twin of list-ad-accounts.cjs: the same calls and output, through `import`.
//
//   UTMOST_API_KEY=utm_… node list-ad-accounts.mjs <baseUrl> <organizationId>
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createUtmostClient, isUtmostError, unwrap } from '@utmost/ads-sdk';

console.log(`entry\t${basename(fileURLToPath(import.meta.resolve('@utmost/ads-sdk')))}`);
const client = createUtmostClient({
  baseUrl: process.argv[2],
  apiKey: process.env.UTMOST_API_KEY,
});
const listAccounts = (platform) =>
  client.GET('/api/v1/{platform}/ads/accounts', {
    params: { path: { platform }, query: { organization_id: process.argv[3] } },
  });

const { content } = unwrap(await listAccounts('google'));
for (const account of content) console.log(`${account.adAccountId}\t${account.name}`);

try {
  unwrap(await listAccounts('microsoft'));
  console.log('no error');
} catch (error) {
  if (!isUtmostError(error)) throw error;
  console.log([error.name, error.code, error.status, error.message].join('\t'));
}
