import { createFileRoute, Outlet } from '@tanstack/react-router';
import { OrganizationTabs } from '../components/layout/organization-tabs';
import { requireNotExternal } from '../lib/guards';

/** Spec §2 organization: tabs Details, Users, Subscription, Invoices; hidden from external users. */
export const Route = createFileRoute('/_app/organization')({
  beforeLoad: requireNotExternal,
  staticData: { titleKey: 'pages.organization' },
  component: OrganizationLayout,
});

function OrganizationLayout() {
  return (
    <div className="flex flex-col gap-6">
      <OrganizationTabs />
      <Outlet />
    </div>
  );
}
