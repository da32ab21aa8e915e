import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  createFakeFetch,
  createJsonResponse,
  createTestClient,
  runMutation,
} from '../../test/helpers.js';
import { invalidateQueryTags } from './invalidate-query-tags.js';
import {
  assignUserRoleMutationOptions,
  deleteOrganizationUserMutationOptions,
  inviteUserMutationOptions,
  membersQueryOptions,
  organizationQueryOptions,
  organizationsQueryOptions,
  updateOrganizationMutationOptions,
  uploadOrganizationLogoMutationOptions,
  workspacesQueryOptions,
} from './organization-query.js';

const ORGANIZATION = { id: 'o-1', name: 'Acme', logoUrl: null };

function createQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } });
}

describe('the organization queries', () => {
  it('key each read under its tag, so one invalidation refetches them all', async () => {
    const { fetch, seen } = createFakeFetch(({ url }) =>
      createJsonResponse(200, {
        content: url.pathname === '/api/v1/organizations/o-1' ? { organization: ORGANIZATION } : [],
      }),
    );
    const client = createTestClient({ fetch });
    const queryClient = createQueryClient();
    const list = organizationsQueryOptions(client, 'u-1');
    const detail = organizationQueryOptions(client, 'o-1');
    const members = membersQueryOptions(client, 'o-1');

    await queryClient.fetchQuery(list);
    await expect(queryClient.fetchQuery(detail)).resolves.toEqual(ORGANIZATION);
    await queryClient.fetchQuery(members);

    expect(list.queryKey).toEqual(['organization', 'list', 'u-1']);
    expect(detail.queryKey).toEqual(['organization', 'detail', 'o-1']);
    expect(members.queryKey).toEqual(['organization', 'members', 'o-1']);
    expect(seen.map((request) => request.url.pathname)).toEqual([
      '/api/v1/organizations',
      '/api/v1/organizations/o-1',
      '/api/v1/organizations/o-1/members',
    ]);
    expect(seen[0]?.url.searchParams.get('user_id')).toBe('u-1');
    await invalidateQueryTags(queryClient, ['organization']);
    expect(queryClient.getQueryState(members.queryKey)?.isInvalidated).toBe(true);
  });

  it('lists the workspaces of one organization under the workspace tag', async () => {
    const workspaces = [{ id: 'w-1', name: 'Main' }];
    const { fetch, seen } = createFakeFetch(() => createJsonResponse(200, { content: workspaces }));
    const options = workspacesQueryOptions(createTestClient({ fetch }), 'o-1');
    await expect(createQueryClient().fetchQuery(options)).resolves.toEqual(workspaces);
    expect(options.queryKey).toEqual(['workspace', 'list', 'o-1']);
    expect(seen[0]?.url.searchParams.get('organization_id')).toBe('o-1');
  });

  it('fails with the catalogue error of the answer', async () => {
    const { fetch } = createFakeFetch(() =>
      createJsonResponse(403, { error: { code: 'FORBIDDEN', message: 'No access.' } }),
    );
    await expect(
      createQueryClient().fetchQuery(organizationQueryOptions(createTestClient({ fetch }), 'o-1')),
    ).rejects.toMatchObject({ code: 'FORBIDDEN', status: 403 });
  });
});

describe('the organization mutations', () => {
  const answer = () => createJsonResponse(200, { content: { organization: ORGANIZATION } });

  it('update the details by id', async () => {
    const { fetch, seen } = createFakeFetch(answer);
    const details = { name: 'Acme Inc', vatNumber: null };
    await expect(
      runMutation(
        updateOrganizationMutationOptions(createTestClient({ fetch }), 'o-1'),
        details as never,
      ),
    ).resolves.toEqual(ORGANIZATION);
    expect(seen[0]?.request.method).toBe('PUT');
    expect(seen[0]?.url.pathname).toBe('/api/v1/organizations/o-1');
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual(details);
  });

  it('upload the logo as the multipart `file` part', async () => {
    const { fetch, seen } = createFakeFetch(answer);
    const file = new Blob(['png'], { type: 'image/png' });
    await runMutation(
      uploadOrganizationLogoMutationOptions(createTestClient({ fetch }), 'o-1'),
      file,
    );
    expect(seen[0]?.url.pathname).toBe('/api/v1/organizations/o-1/logo');
    expect(seen[0]?.request.headers.get('Content-Type')).toMatch(/^multipart\/form-data/);
    expect(seen[0]?.body).toContain('name="file"');
  });

  it('invite, change a role and delete a member in the given organization', async () => {
    const { fetch, seen } = createFakeFetch(answer);
    const client = createTestClient({ fetch });
    await runMutation(inviteUserMutationOptions(client, 'o-1'), {
      email: 'bob@acme.test',
      role: 'member',
    });
    await runMutation(assignUserRoleMutationOptions(client, 'o-1'), {
      email: 'bob@acme.test',
      role: 'admin',
    });
    await runMutation(deleteOrganizationUserMutationOptions(client, 'o-1'), 'bob@acme.test');

    expect(seen.map(({ request, url }) => `${request.method} ${url.pathname}`)).toEqual([
      'POST /api/v1/users/invite-user',
      'PUT /api/v1/organizations/assign-user-role',
      'DELETE /api/v1/organizations/delete-user',
    ]);
    for (const request of seen) expect(request.url.searchParams.get('organization_id')).toBe('o-1');
    expect(JSON.parse(seen[1]?.body ?? '')).toEqual({ email: 'bob@acme.test', role: 'admin' });
    expect(JSON.parse(seen[2]?.body ?? '')).toEqual({ email: 'bob@acme.test' });
  });

  it('fail with the field errors of a 400', async () => {
    const { fetch } = createFakeFetch(() =>
      createJsonResponse(400, { errors: { email: 'Already a member' } }),
    );
    await expect(
      runMutation(inviteUserMutationOptions(createTestClient({ fetch }), 'o-1'), {
        email: 'bob@acme.test',
        role: 'member',
      }),
    ).rejects.toMatchObject({ status: 400, fieldErrors: { email: 'Already a member' } });
  });
});
