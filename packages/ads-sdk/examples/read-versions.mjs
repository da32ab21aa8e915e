// Reads the deployed versions of an Utmost server through the built @utmost/ads-sdk.
//
//   pnpm --filter @utmost/ads-sdk run build
//   node examples/read-versions.mjs http://localhost:3000
//
// Set UTMOST_API_KEY to send an organization API key (the versions endpoint does not need one).
import { createUtmostClient, findRetryAfterMinutes, isUtmostError, unwrap } from '@utmost/ads-sdk';

const baseUrl = process.argv[2] ?? 'http://localhost:3000';
const apiKey = process.env.UTMOST_API_KEY || undefined;
const client = createUtmostClient({ baseUrl, apiKey });

try {
  const { content } = unwrap(await client.GET('/api/v1/versions'));
  for (const [component, version] of Object.entries(content.versions)) {
    console.log(`${component}\t${version}`);
  }
} catch (error) {
  if (!isUtmostError(error)) throw error;
  const wait =
    error.code === 'TOO_MANY_REQUESTS'
      ? ` Try again in ${findRetryAfterMinutes(error.retryAfterSeconds)} minutes.`
      : '';
  console.error(`${error.code}: ${error.message}${wait}`);
  process.exitCode = 1;
}
