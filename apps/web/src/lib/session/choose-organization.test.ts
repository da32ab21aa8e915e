import { describe, expect, it } from 'vitest';
import { chooseOrganization } from './choose-organization';
import type { OrganizationSummary } from './session-types';

function buildOrganization(id: string): OrganizationSummary {
  return { id, name: `Organization ${id}`, logoUrl: null, role: 'owner' };
}

const OWN = buildOrganization('own');
const JOINED = buildOrganization('joined');
const ORGANIZATIONS = [OWN, JOINED];

describe('chooseOrganization', () => {
  it('takes the first organization when nothing is remembered or named', () => {
    expect(chooseOrganization(ORGANIZATIONS, {})).toEqual({ organization: OWN, outcome: 'none' });
  });

  it('takes the remembered organization while the user still belongs to it', () => {
    expect(chooseOrganization(ORGANIZATIONS, { preferredId: 'joined' }).organization).toBe(JOINED);
    expect(chooseOrganization(ORGANIZATIONS, { preferredId: 'left-since' }).organization).toBe(OWN);
  });

  it("follows the address to another of the user's organizations", () => {
    expect(
      chooseOrganization(ORGANIZATIONS, { requestedId: 'joined', preferredId: 'own' }),
    ).toEqual({ organization: JOINED, outcome: 'followed' });
  });

  it('says nothing when the address names the organization already chosen', () => {
    expect(chooseOrganization(ORGANIZATIONS, { requestedId: 'own', preferredId: 'own' })).toEqual({
      organization: OWN,
      outcome: 'none',
    });
  });

  it('never chooses an organization the user does not belong to', () => {
    expect(
      chooseOrganization(ORGANIZATIONS, { requestedId: 'strangers', preferredId: 'joined' }),
    ).toEqual({ organization: JOINED, outcome: 'not-member' });
    expect(chooseOrganization([], { requestedId: 'strangers' }).organization).toBeUndefined();
  });
});
