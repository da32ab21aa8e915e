import { Link, type LinkProps } from '@tanstack/react-router';
import { Button } from '@utmost/ui/components/button';

/** A short message and one way on: the expired-link and password-updated pages. */
export function LinkMessagePage({
  message,
  actionLabel,
  to,
}: {
  message: string;
  actionLabel: string;
  to: LinkProps['to'];
}) {
  return (
    <div className="flex flex-col gap-6">
      <p className="text-foreground">{message}</p>
      <Button asChild className="self-start">
        <Link to={to}>{actionLabel}</Link>
      </Button>
    </div>
  );
}
