import { describe, expect, it } from 'vitest';
import {
  createFakeFetch,
  createTestClient,
  createUntypedTestClient,
} from '../../../test/helpers.js';

describe('workspace_id query parameter', () => {
  it('is added to every request while a workspace is chosen', async () => {
    const { fetch, seen } = createFakeFetch();
    const client = createTestClient({ fetch, getWorkspaceId: () => 'ws-42' });

    await client.GET('/api/v1/versions');

    expect(seen[0]?.url.searchParams.get('workspace_id')).toBe('ws-42');
  });

  it.each([null, undefined, ''])('is absent when the workspace is %j', async (workspaceId) => {
    const { fetch, seen } = createFakeFetch();
    const client = createTestClient({ fetch, getWorkspaceId: () => workspaceId });

    await client.GET('/api/v1/versions');

    expect(seen[0]?.url.searchParams.has('workspace_id')).toBe(false);
  });

  it('is absent without a getWorkspaceId option', async () => {
    const { fetch, seen } = createFakeFetch();
    await createTestClient({ fetch }).GET('/api/v1/versions');

    expect(seen[0]?.url.search).toBe('');
  });

  it('reads the workspace at each request, not once at creation', async () => {
    const { fetch, seen } = createFakeFetch();
    let workspaceId = 'first';
    const client = createTestClient({ fetch, getWorkspaceId: () => workspaceId });

    await client.GET('/api/v1/versions');
    workspaceId = 'second';
    await client.GET('/api/v1/versions');

    expect(seen.map((entry) => entry.url.searchParams.get('workspace_id'))).toEqual([
      'first',
      'second',
    ]);
  });

  it('keeps a workspace_id the caller passed', async () => {
    const { fetch, seen } = createFakeFetch();
    const client = createTestClient({ fetch, getWorkspaceId: () => 'chosen' });

    await client.GET('/api/v1/versions', { params: { query: { workspace_id: 'explicit' } } });

    expect(seen[0]?.url.searchParams.getAll('workspace_id')).toEqual(['explicit']);
  });

  it('keeps the method, other query parameters and the body', async () => {
    const { fetch, seen } = createFakeFetch();
    const client = createUntypedTestClient({ fetch, getWorkspaceId: () => 'ws-1' });

    await client.POST('/api/v1/notes', {
      params: { query: { organization_id: 'org-1' } },
      body: { text: 'héllo' },
    });

    expect(seen[0]?.request.method).toBe('POST');
    expect(seen[0]?.url.searchParams.get('organization_id')).toBe('org-1');
    expect(seen[0]?.url.searchParams.get('workspace_id')).toBe('ws-1');
    expect(seen[0]?.body).toBe('{"text":"héllo"}');
    expect(seen[0]?.request.headers.get('Content-Type')).toBe('application/json');
  });
});
