import { TriangleAlertIcon } from 'lucide-react';

/** A whole list's message ("Action required", too many entries), above the list. */
export function ListMessage({ error }: { error: string | undefined }) {
  if (error === undefined) return null;
  return (
    <p role="alert" className="flex items-center gap-2 text-sm font-medium text-destructive-text">
      <TriangleAlertIcon aria-hidden="true" className="size-4 shrink-0" />
      {error}
    </p>
  );
}
