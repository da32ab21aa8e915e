import { DENIED_MESSAGE_BY_PERMISSION, type Permission } from '@utmost/ads-sdk';
import { Alert, AlertDescription } from '@utmost/ui/components/alert';
import { LockIcon } from 'lucide-react';

/** Spec §6: what a page says to a role without the permission it needs (the SDK's wording). */
export function DeniedMessage({ permission }: { permission: Permission }) {
  return (
    <Alert variant="warning" className="max-w-2xl">
      <LockIcon aria-hidden="true" />
      <AlertDescription>{DENIED_MESSAGE_BY_PERMISSION[permission]}</AlertDescription>
    </Alert>
  );
}
