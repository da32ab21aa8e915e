import { createFileRoute } from '@tanstack/react-router';
import { OrganizationDetailsPage } from '../features/organization/components/organization-details-page';

export const Route = createFileRoute('/_app/organization/details')({
  staticData: { titleKey: 'pages.organizationDetails' },
  component: OrganizationDetailsPage,
});
