import { listSandboxAdAccounts, SANDBOX_AD_CATALOG } from '@utmost/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/build-test-app.js';
import {
  addPayload,
  callAds,
  connect,
  createOrganization,
  listAdAccounts,
  type Organization,
} from './ad-platform-fixtures.js';
import { AD_PLATFORM_TEST_ENV } from './sandbox-control.js';

// Choose-account over an agency's nested Google managers (the sandbox's Barbara Liskov login: a
// top manager, five sub-managers, 300 usable clients and some cancelled, suspended or closed).

const { logins, customers } = SANDBOX_AD_CATALOG.google;
const BARBARA = logins.barbara;
const TOP = { id: customers.agencyTopManager, name: 'Meridian (MCC)' };

interface HierarchyChoice {
  id: string;
  name: string | null;
  isManager: boolean;
  managerPath: Array<{ id: string; name: string | null }>;
}

const seeded = listSandboxAdAccounts({ adsPerScaleAccount: 10 }).find(
  (login) => login.email === BARBARA,
);
const unusableIds = (seeded?.accounts ?? [])
  .filter((account) => account.isManager !== true && account.status !== 'ENABLED')
  .map((account) => account.id);
const subManagerIds = (seeded?.accounts ?? [])
  .filter((account) => account.isManager === true && account.id !== TOP.id)
  .map((account) => account.id);

let testApp: TestApp;
let organization: Organization;

beforeAll(async () => {
  testApp = await buildTestApp({ env: AD_PLATFORM_TEST_ENV });
  organization = await createOrganization(testApp, 'Agency');
  await connect(testApp.app, organization, 'google', BARBARA);
});

afterAll(async () => {
  await testApp.close();
});

async function listChoices(): Promise<HierarchyChoice[]> {
  const response = await callAds(testApp.app, organization, 'GET', 'google/ads/platformAccounts');
  expect(response.statusCode, response.body).toBe(200);
  const [login] = (response.json() as { content: Array<{ accounts: HierarchyChoice[] }> }).content;
  return login?.accounts ?? [];
}

describe('choose-account over nested managers', () => {
  it('offers the 300 usable clients across three levels, each with its path', async () => {
    const choices = await listChoices();
    expect(choices).toHaveLength(300);
    expect(choices.every((choice) => !choice.isManager)).toBe(true);
    expect(choices.every((choice) => choice.managerPath[0]?.id === TOP.id)).toBe(true);
    // Level 1 under the top manager, and level 2 under each of its five sub-managers.
    const direct = choices.filter((choice) => choice.managerPath.length === 1);
    const deep = choices.filter((choice) => choice.managerPath.length === 2);
    expect(direct).toHaveLength(10);
    expect(deep).toHaveLength(290);
    const bySubManager = new Map<string | null | undefined, HierarchyChoice[]>();
    for (const choice of deep) {
      const name = choice.managerPath[1]?.name;
      bySubManager.set(name, [...(bySubManager.get(name) ?? []), choice]);
    }
    expect([...bySubManager.keys()]).toEqual([
      'Avora (MCC)',
      'Belcor (MCC)',
      'Cyrene (MCC)',
      'Dunmar (MCC)',
      'Elvaro (MCC)',
    ]);
    for (const group of bySubManager.values()) expect(group).toHaveLength(58);
    expect(deep[0]?.managerPath).toEqual([TOP, { id: subManagerIds[0], name: 'Avora (MCC)' }]);
  });

  it('leaves out cancelled, suspended and closed clients', async () => {
    expect(unusableIds.length).toBeGreaterThan(0);
    const ids = new Set((await listChoices()).map((choice) => choice.id));
    for (const id of unusableIds) expect(ids.has(id), id).toBe(false);
  });

  it('adds a depth-2 client reached through the top manager, and refuses managers and cancelled clients', async () => {
    const deep = (await listChoices()).find((choice) => choice.managerPath.length === 2);
    const refused = await callAds(
      testApp.app,
      organization,
      'POST',
      'google/ads/accounts',
      addPayload(organization, 'google', BARBARA, [
        deep?.id ?? '',
        subManagerIds[0] ?? '',
        unusableIds[0] ?? '',
      ]),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({
      'adAccountIds.1': 'Manager accounts hold no ads; choose one of their client accounts',
      'adAccountIds.2': `This login cannot see ad account ${unusableIds[0]}`,
    });
    expect(await listAdAccounts(testApp.app, organization, 'google')).toEqual([]);

    const added = await callAds(
      testApp.app,
      organization,
      'POST',
      'google/ads/accounts',
      addPayload(organization, 'google', BARBARA, [deep?.id ?? '']),
    );
    expect(added.statusCode, added.body).toBe(201);
    const [stored] = await listAdAccounts(testApp.app, organization, 'google');
    expect(stored).toMatchObject({ adAccountId: deep?.id, name: deep?.name });
    const after = (await listChoices()).find((choice) => choice.id === deep?.id);
    expect(after).toMatchObject({ isConnected: true });
  });
});
