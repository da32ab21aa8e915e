import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

function renderOrganizationTabs(onValueChange = vi.fn()) {
  render(
    <Tabs defaultValue="details" onValueChange={onValueChange}>
      <TabsList aria-label="Organization">
        <TabsTrigger value="details">Details</TabsTrigger>
        <TabsTrigger value="users">Users</TabsTrigger>
        <TabsTrigger value="subscription">Subscription</TabsTrigger>
      </TabsList>
      <TabsContent value="details">Company details</TabsContent>
      <TabsContent value="users">Team members</TabsContent>
      <TabsContent value="subscription">Current plan</TabsContent>
    </Tabs>,
  );
  return { user: userEvent.setup(), onValueChange };
}

describe('Tabs', () => {
  it('shows the default tab and its panel only', () => {
    renderOrganizationTabs();
    expect(screen.getByRole('tablist', { name: 'Organization' })).toHaveAttribute(
      'data-slot',
      'tabs-list',
    );
    expect(screen.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Company details');
    expect(screen.queryByText('Team members')).toBeNull();
  });

  it('moves to the next and previous tab with the arrow keys, wrapping round', async () => {
    const { user, onValueChange } = renderOrganizationTabs();
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Details' })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Users' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Team members');
    expect(onValueChange).toHaveBeenLastCalledWith('users');

    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Subscription' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Current plan');
    expect(onValueChange).toHaveBeenLastCalledWith('subscription');
  });

  it('switches with a click', async () => {
    const { user } = renderOrganizationTabs();
    await user.click(screen.getByRole('tab', { name: 'Users' }));
    expect(screen.getByRole('tab', { name: 'Users' })).toHaveAttribute('data-state', 'active');
    expect(screen.getByRole('tab', { name: 'Details' })).toHaveAttribute('data-state', 'inactive');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Team members');
  });
});
