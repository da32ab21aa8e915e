import { describe, expect, it } from 'vitest';
import { findSidebarItems, isSidebarItemActive } from './sidebar-items';

const ids = (items: { id: string }[]) => items.map((item) => item.id);

describe('findSidebarItems', () => {
  it('lists the tagging items in order', () => {
    expect(ids(findSidebarItems('tagging', 'owner'))).toEqual([
      'organization',
      'adAccounts',
      'trackingTemplates',
      'runHistory',
      'connections',
    ]);
  });

  it('lists the search-terms items in order', () => {
    expect(ids(findSidebarItems('search-terms', 'member'))).toEqual([
      'organization',
      'adAccounts',
      'aiBriefs',
      'searchTermAnalysis',
      'connections',
    ]);
  });

  it('hides the organization from external users in both modes', () => {
    expect(ids(findSidebarItems('tagging', 'external'))).not.toContain('organization');
    expect(ids(findSidebarItems('search-terms', 'external'))).not.toContain('organization');
    expect(findSidebarItems('tagging', 'external')).toHaveLength(4);
  });

  it('shows the organization when the role is not known yet', () => {
    expect(ids(findSidebarItems('tagging', undefined))).toContain('organization');
  });
});

describe('isSidebarItemActive', () => {
  const [organization, adAccounts, , runHistory, connections] = findSidebarItems(
    'tagging',
    'owner',
  );

  it('marks the section of the current page', () => {
    expect(isSidebarItemActive(runHistory!, '/run-history/42/details/google')).toBe(true);
    expect(isSidebarItemActive(organization!, '/organization/users')).toBe(true);
    expect(isSidebarItemActive(adAccounts!, '/ad-accounts/empty-state')).toBe(true);
    expect(isSidebarItemActive(runHistory!, '/run-historyx')).toBe(false);
  });

  it('gives the connect pages to Connections, not to Ad accounts', () => {
    expect(isSidebarItemActive(connections!, '/ad-accounts/connect/linkedin')).toBe(true);
    expect(isSidebarItemActive(adAccounts!, '/ad-accounts/connect/linkedin')).toBe(false);
  });
});
