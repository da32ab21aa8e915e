import { Tooltip, TooltipContent, TooltipTrigger } from '@utmost/ui/components/tooltip';
import type { ReactNode } from 'react';

/**
 * Says why a control is disabled. A disabled button receives neither pointer nor focus events, so
 * a focusable wrapper carries the tooltip; without a hint the control is rendered as it is.
 */
export function DisabledHint({ hint, children }: { hint: string | null; children: ReactNode }) {
  if (hint === null) return children;
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <span
          tabIndex={0}
          className="inline-flex w-fit rounded-md outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
        >
          {children}
        </span>
      </TooltipTrigger>
      <TooltipContent className="max-w-72">{hint}</TooltipContent>
    </Tooltip>
  );
}
