import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import {
  addMember,
  asBrowser,
  createTestAccount,
  signIn,
  type TestAccount,
} from '../helpers/identity-fixtures.js';

/**
 * Issue 25 item 6: the web app switches organizations on a link (`?org=`) or a remembered choice,
 * but only ever into an organization the server lists for the user. The server is what makes that
 * true: a user of two organizations reads both, and nothing of a third they are not in, whatever
 * id the browser sends.
 */

let testApp: TestApp;
let agency: TestAccount;
let client: TestAccount;
let stranger: TestAccount;
let cookie: string;

const db = () => testApp.testDatabase.database.db;

beforeAll(async () => {
  testApp = await buildTestApp();
  agency = await createTestAccount(db(), 'Agency', 'Agency Co');
  client = await createTestAccount(db(), 'Client', 'Client Co');
  stranger = await createTestAccount(db(), 'Stranger', 'Stranger Co');
  await addMember(db(), client.organization.id, agency, 'member');
  cookie = await signIn(testApp.app, agency);
});

afterAll(async () => {
  await testApp.close();
});

function get(url: string) {
  return testApp.app.inject({ method: 'GET', url, headers: asBrowser(cookie) });
}

describe('switching organizations', () => {
  it("lists exactly the user's organizations, with the role in each", async () => {
    const response = await get(`/api/v1/organizations?user_id=${agency.user.id}`);
    expect(response.statusCode, response.body).toBe(200);
    const organizations = (
      response.json() as { content: { id: string; name: string; role: string }[] }
    ).content;
    expect(organizations.map(({ name, role }) => ({ name, role }))).toEqual([
      { name: 'Agency Co', role: 'owner' },
      { name: 'Client Co', role: 'member' },
    ]);
  });

  it("opens each of the user's organizations: its workspace, members and ad accounts", async () => {
    for (const organizationId of [agency.organization.id, client.organization.id]) {
      const workspaces = await get(`/api/v1/workspaces?organization_id=${organizationId}`);
      expect(workspaces.statusCode, workspaces.body).toBe(200);
      const members = await get(`/api/v1/organizations/${organizationId}/members`);
      expect(members.statusCode, members.body).toBe(200);
      const adAccounts = await get(`/api/v1/google/ads/accounts?organization_id=${organizationId}`);
      expect(adAccounts.statusCode, adAccounts.body).toBe(200);
    }
  });

  it('never opens an organization the user does not belong to', async () => {
    const organizationId = stranger.organization.id;
    for (const url of [
      `/api/v1/workspaces?organization_id=${organizationId}`,
      `/api/v1/organizations/${organizationId}`,
      `/api/v1/organizations/${organizationId}/members`,
      `/api/v1/google/ads/accounts?organization_id=${organizationId}`,
    ]) {
      const response = await get(url);
      expect([403, 404], `${url}: ${response.body}`).toContain(response.statusCode);
      expect(response.body).not.toContain('Stranger Co');
    }
  });

  it("cannot learn another user's organizations to switch into", async () => {
    const response = await get(`/api/v1/organizations?user_id=${stranger.user.id}`);
    expect([403, 404], response.body).toContain(response.statusCode);
    expect(response.body).not.toContain('Stranger Co');
  });
});
