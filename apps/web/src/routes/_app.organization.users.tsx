import { createFileRoute } from '@tanstack/react-router';
import { OrganizationUsersPage } from '../features/organization/components/organization-users-page';

export const Route = createFileRoute('/_app/organization/users')({
  staticData: { titleKey: 'pages.organizationUsers' },
  component: OrganizationUsersPage,
});
