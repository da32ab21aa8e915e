import { cn } from '@utmost/ui/lib/utils';
import { ListFilterIcon } from 'lucide-react';
import type * as React from 'react';

/**
 * A column header's filter button (the look of the UI kit's column filter): a funnel, marked
 * while the column is filtered, with the filter's name (and "filtered") for screen readers.
 * Spread into a Radix trigger through `asChild`.
 */
export function FilterTrigger({
  label,
  isActive,
  activeWord,
  className,
  ...props
}: React.ComponentProps<'button'> & { label: string; isActive: boolean; activeWord: string }) {
  return (
    <button
      type="button"
      data-slot="column-filter-trigger"
      data-active={isActive ? '' : undefined}
      className={cn(
        'relative inline-flex size-6 shrink-0 items-center justify-center rounded-md text-muted-foreground outline-none hover:bg-accent/50 hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background data-[active]:text-primary data-[state=open]:bg-accent [&_svg]:size-3.5',
        className,
      )}
      {...props}
    >
      <ListFilterIcon aria-hidden="true" />
      {isActive && (
        <span
          aria-hidden="true"
          className="absolute top-0.5 right-0.5 size-1.5 rounded-full bg-primary"
        />
      )}
      <span className="sr-only">{isActive ? `${label}, ${activeWord}` : label}</span>
    </button>
  );
}
