// Lists the members of your organization through the built @utmost/ads-sdk, with an API key.
//
//   pnpm --filter @utmost/ads-sdk run build
//   UTMOST_API_KEY=… node examples/list-members.mjs http://localhost:3000 [organization-id]
//
// Without an organization id it uses the key's own organization (an API key belongs to one).
// A key only reaches its own organization: any other id answers 403 or 404.
import { createUtmostClient, isUtmostError, unwrap } from '@utmost/ads-sdk';

const baseUrl = process.argv[2] ?? 'http://localhost:3000';
const client = createUtmostClient({ baseUrl, apiKey: process.env.UTMOST_API_KEY });

async function findOrganizationId() {
  if (process.argv[3]) return process.argv[3];
  const { content: organizations } = unwrap(await client.GET('/api/v1/organizations'));
  if (!organizations[0]) throw new Error('This API key belongs to no organization.');
  return organizations[0].id;
}

try {
  const id = await findOrganizationId();
  const { content: members } = unwrap(
    await client.GET('/api/v1/organizations/{id}/members', { params: { path: { id } } }),
  );
  for (const member of members) console.log(`${member.email}\t${member.role}\t${member.status}`);
} catch (error) {
  if (!isUtmostError(error)) throw error;
  console.error(`${error.code}: ${error.message}`);
  process.exitCode = 1;
}
