// A CommonJS consumer of @utmost/ads-sdk, run with `node` by the package tests (and copied into a
// fresh `npm init` project with the packed tarball): lists the Google ad accounts with an API key,
// then reads the typed error of a platform the server refuses.
//
//   UTMOST_API_KEY=utm_… node list-ad-accounts.cjs <baseUrl> <organizationId>
const { createUtmostClient, isUtmostError, unwrap } = require('@utmost/ads-sdk');
const { basename } = require('node:path');

async function main() {
  console.log(`entry\t${basename(require.resolve('@utmost/ads-sdk'))}`);
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
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
