// The TypeScript twin of list-ad-accounts.cjs: the packed-package test compiles it with tsc
// (`--module node16` in a CommonJS project, so `import` becomes `require`) and runs the output,
// the way a TypeScript integrator's script ships; the compile also checks the `.d.cts` types. In
// the ES module project tsc only checks it, against the `.d.ts` types (the `.mjs` twin runs there).
// Outside the package's tsconfig: a self-import there has no unambiguous root (TS2209).
//
//   UTMOST_API_KEY=utm_… node list-ad-accounts.js <baseUrl> <organizationId>
import { basename } from 'node:path';
import { createUtmostClient, isUtmostError, unwrap } from '@utmost/ads-sdk';

async function main(): Promise<void> {
  console.log(`entry\t${basename(require.resolve('@utmost/ads-sdk'))}`);
  const client = createUtmostClient({
    baseUrl: process.argv[2] ?? '',
    apiKey: process.env.UTMOST_API_KEY,
  });
  const listAccounts = (platform: 'google' | 'microsoft') =>
    client.GET('/api/v1/{platform}/ads/accounts', {
      params: { path: { platform }, query: { organization_id: process.argv[3] ?? '' } },
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

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
